/**
 * Input-to-paint of the portal's interactions under a 6× CPU slowdown (a slow phone: Lighthouse's mobile preset uses 4×),
 * read from the browser's Event Timing API: for each interaction, the longest time from the input event
 * to the next paint after it was handled (what INP measures). Event Timing reports only interactions of
 * 16 ms or more: shorter ones are "< 16 ms". Inputs are real (CDP) clicks and key presses, found
 * without DevTools' query handlers or the accessibility tree (dom.mjs).
 */
import { connectBare } from './bare-page.mjs';
import { sessionScript } from './session.mjs';

export const INTERACTION_SLOWDOWN = 6;

/** Installed in every document: collects Event Timing entries of interactions. */
function collectInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Resolves once the page has painted twice and the observer has had its turn. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100))),
      ),
  );

/**
 * Runs `action`, waits for the page to settle, returns the longest input-to-paint (null: < 16 ms). The
 * bare tab's click first scrolls its control into view and waits until it has stayed in place for a
 * tenth of a second (bare-page.mjs), as a user's eyes find a control before the pointer reaches it: the
 * scroll's own frames (a windowed table drawing the rows that come into view) are not the click's delay.
 */
async function timed(page, action) {
  await page.evaluate(() => (window.__interactions = []));
  await action();
  await settle(page);
  await settle(page);
  const durations = await page.evaluate(() => window.__interactions.map((e) => e.duration));
  return durations.length ? Math.max(...durations) : null;
}

/**
 * Waits until the page has fetched nothing new for half a second (as Puppeteer's `networkidle0`, read
 * from the page's resource timing entries): its chunks, the lists it prefetches.
 */
async function quiet(page) {
  let last = -1;
  for (let same = 0; same < 5;) {
    const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
    same = count === last ? same + 1 : 0;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The slower of two timings (null: both under 16 ms). */
const slower = (a, b) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * Choosing in a step of the pricing stepper: a click on the card (the draft choice), then on Continue
 * (which commits it to the address and opens the next step). The slower of the two is the figure.
 */
async function choose(page, name) {
  const pick = await timed(page, () => page.click('radio', name));
  const next = await timed(page, () => page.click('button', 'Continue'));
  return slower(pick, next);
}

async function pricingInteractions(page, baseUrl) {
  await page.goto(new URL('/pricing', baseUrl).toString());
  await page.waitFor('input[type=radio]', 'Renovation Analysis');
  await quiet(page);
  const reportType = await choose(page, 'Renovation Analysis');
  const turnaround = await choose(page, 'Standard');
  await choose(page, 'Interior with Exterior');
  await page.select('Property type', 'sfr');
  await page.select('State', 'TX');
  await page.type('ZIP code', '75201');
  await page.click('button', 'Get the price');
  await page.waitFor('button', 'Show comparison');
  const comparison = await timed(page, () => page.click('button', 'Show comparison'));
  return { reportType, turnaround, comparison };
}

async function orderInteractions(page, baseUrl, orderPath) {
  await page.goto(new URL(orderPath, baseUrl).toString());
  await page.waitFor('table[aria-rowcount]');
  // The result's last step (the leverage calculator): the page has finished arriving.
  await page.waitFor('input[name="loan"]');
  await quiet(page);
  await settle(page);
  const budgetSort = await timed(page, () => page.click('table[aria-rowcount] th button', 'Total'));
  await page.click('input[type=search]', 'Search items');
  await settle(page);
  const budgetFilter = await timed(page, () => page.keys('roof', { delayMs: 50 }));
  await page.click('textbox', 'Loan amount');
  await settle(page);
  const leverageTyping = await timed(page, () => page.keys('240000', { delayMs: 50 }));
  return { budgetSort, budgetFilter, leverageTyping };
}

/**
 * One measurement of every interaction: pricing on /pricing, the rest on the order result `orderPath`,
 * in a fresh browser context at 6× CPU, driven over a bare protocol connection as the traces are
 * (bare-page.mjs: without the Runtime domain that Puppeteer turns on, which slows V8 down).
 */
export async function measureInteractions(browser, baseUrl, session, orderPath) {
  const bare = await connectBare(browser.wsEndpoint());
  try {
    const page = await bare.newPage({
      slowdown: INTERACTION_SLOWDOWN,
      onNewDocument: `${sessionScript(session)};(${collectInteractions})();`,
    });
    try {
      const pricing = await pricingInteractions(page, baseUrl);
      const order = await orderInteractions(page, baseUrl, orderPath);
      return { ...pricing, ...order };
    } finally {
      await bare.disposeContext(page.browserContextId);
    }
  } finally {
    bare.close();
  }
}
