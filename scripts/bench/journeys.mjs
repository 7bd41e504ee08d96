/** The benchmark's browser journeys (puppeteer-core over Debian's Chromium). */
import { INSTALL_NEXT_PAINT, NEXT_PAINT } from './next-paint.mjs';
import { putSessionInPlace } from './session.mjs';

/**
 * An order result with many budget line items (`path`): the time from the reply's arrival to the painted
 * table, then the time from a click on a sort button (and from typing a search) to the painted, updated
 * table. No CPU slowdown: these are the goals' "shown" and "sorted" times.
 */
export async function measureBudget(browser, baseUrl, session, path) {
  const page = await browser.newPage();
  await putSessionInPlace(page, session);
  await page.evaluateOnNewDocument(INSTALL_NEXT_PAINT);
  await page.evaluateOnNewDocument(() => {
    window.__budgetPainted = null;
    const observer = new MutationObserver(() => {
      const table = [...document.querySelectorAll('table')].find((t) =>
        t.caption?.textContent.startsWith('Budget line items'),
      );
      // The table is in place with its rows (all of them, or the window of them near the viewport).
      if (!table?.tFoot || !table.querySelector('tbody tr th[scope=row]')) return;
      observer.disconnect();
      window.__nextPaint().then((painted) => (window.__budgetPainted = painted));
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto(new URL(path, baseUrl).toString());
  await page.waitForFunction(() => window.__budgetPainted !== null, { timeout: 60_000 });
  const renderMs = await page.evaluate(() => {
    const reply = performance.getEntriesByType('resource').find((e) => e.name.includes('retrieve-response'));
    return window.__budgetPainted - reply.responseEnd;
  });

  // The table's state as shown: its rows in the document, its footer (the total of what is shown) and
  // its row count. A filter can keep the first rows, but not the footer.
  const signature = `(table) => [table.getAttribute('aria-rowcount'), table.tFoot?.textContent, table.tBodies[0]?.textContent].join('|')`;
  // Wait for the table to settle (not busy) and to differ from `before`, then for a painted frame.
  const settle = `async (table, before) => {
    for (const started = performance.now(); performance.now() - started < 30000; ) {
      await ${NEXT_PAINT};
      if (table.getAttribute('aria-busy') !== 'true' && (${signature})(table) !== before) return;
    }
    throw new Error('The budget table did not change within 30 s');
  }`;
  const timeAction = (action) =>
    page.evaluate(
      async (actionSource, settleSource, signatureSource) => {
        const table = [...document.querySelectorAll('table')].find((t) =>
          t.caption?.textContent.startsWith('Budget line items'),
        );
        const before = eval(signatureSource)(table);
        const t0 = performance.now();
        new Function('table', actionSource)(table);
        await eval(settleSource)(table, before);
        return performance.now() - t0;
      },
      action,
      settle,
      signature,
    );
  const sortMs = await timeAction(
    "[...table.tHead.querySelectorAll('button')].find((b) => b.textContent.startsWith('Total')).click();",
  );
  const filterMs = await timeAction(`
    const input = [...document.querySelectorAll('input[type=search]')].find((i) => i.labels?.[0]?.textContent === 'Search items');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, 'roof');
    input.dispatchEvent(new Event('input', { bubbles: true }));
  `);
  await page.close();
  const round = (ms) => Math.round(ms * 10) / 10;
  return { renderMs: round(renderMs), sortMs: round(sortMs), filterMs: round(filterMs) };
}

const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;

/** The longest chain of requests in which each starts only after the previous one has finished. */
function requestDepth(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = sorted.map(() => 1);
  sorted.forEach((request, i) => {
    for (let j = 0; j < i; j += 1) {
      if (sorted[j].end <= request.start) depth[i] = Math.max(depth[i], depth[j] + 1);
    }
  });
  return Math.max(0, ...depth);
}

/**
 * One full path through the pricing stepper (report, turnaround, inspection, property, price) with
 * back-and-forth: another turnaround and back, another report type and back, browser back and forward.
 * Counts the service calls.
 */
export async function measureWizard(browser, baseUrl, session) {
  const page = await browser.newPage();
  await putSessionInPlace(page, session);
  const requests = [];
  const open = new Map();
  page.on('request', (request) => {
    if (!request.url().includes('/api/')) return;
    const entry = {
      key: `${request.method()} ${request.url()} ${request.postData() ?? ''}`,
      start: performance.now(),
      end: Infinity,
    };
    open.set(request, entry);
    requests.push(entry);
  });
  const finish = (request) => {
    const entry = open.get(request);
    if (entry) entry.end = performance.now();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', finish);

  const settle = () => page.waitForNetworkIdle({ idleTime: 150 });
  const click = async (role, name) => {
    await page.locator(aria(role, name)).click();
    await settle();
  };
  /** A step of the stepper: the card, then Continue. */
  const choose = async (name) => {
    await page.waitForSelector(aria('radio', name));
    await click('radio', name);
    await click('button', 'Continue');
  };
  await page.goto(new URL('/pricing', baseUrl).toString(), { waitUntil: 'networkidle0' });
  await choose('Renovation Analysis');
  await choose('Standard');
  await choose('Interior with Exterior');
  await (await page.waitForSelector(aria('combobox', 'Property type'))).select('sfr');
  await (await page.waitForSelector(aria('combobox', 'State'))).select('TX');
  await page.locator(aria('textbox', 'ZIP code')).fill('75201');
  await click('button', 'Get the price');
  await page.waitForSelector(aria('region', 'Your price'));
  const firstPath = requests.slice();
  // Back and forth: another turnaround from the comparison, another report type, each undone with the
  // browser's back button (the wizard lives in the address), then forward again.
  await click('button', 'Show comparison');
  await click('button', 'Switch to Rush');
  await page.goBack();
  await settle();
  await click('button', 'Change the report type');
  await choose('Property Valuation');
  await page.goBack();
  await settle();
  await page.goBack();
  await settle();
  await page.goForward();
  await settle();
  await page.close();

  const keys = requests.map((r) => r.key);
  return {
    // The first path alone: how many calls, and how many rounds of waiting (parallel calls share a round).
    firstPathRequests: firstPath.length,
    depth: requestDepth(firstPath),
    requests: requests.length,
    repeated: keys.length - new Set(keys).size,
    calls: [...new Set(keys)].map((k) => k.split(' ').slice(0, 2).join(' ').replace(baseUrl, '')),
  };
}
