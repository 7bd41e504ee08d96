/**
 * Input-to-paint of the portal's interactions under a 6× CPU slowdown (a slow phone: Lighthouse's mobile preset uses 4×),
 * read from the browser's Event Timing API: for each interaction, the longest time from the input event
 * to the next paint after it was handled (what INP measures). Event Timing reports only interactions of
 * 16 ms or more: shorter ones are "< 16 ms". Inputs are real (CDP) clicks and key presses, found
 * without DevTools' query handlers or the accessibility tree (dom.mjs).
 */
import { clickNamed, selectNamed, typeNamed, waitInDom } from './dom.mjs';
import { putSessionInPlace } from './session.mjs';

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
 * Scrolls the control into view and lets the page settle, as a user's eyes find a control before the
 * pointer reaches it. Puppeteer's click scrolls and clicks in the same instant, so the scroll's own
 * frames (the windowed table drawing the rows that come into view) were counted as the click's input
 * delay: up to 120 ms of a 300 ms "sort" at 6× was the scroll's, not the sort's.
 */
async function inView(page, handle) {
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await settle(page);
  return handle;
}

/** Runs `action`, waits for the page to settle, returns the longest input-to-paint (null: < 16 ms). */
async function timed(page, action) {
  await page.evaluate(() => (window.__interactions = []));
  await action();
  await page.waitForNetworkIdle({ idleTime: 200 }).catch(() => undefined);
  await settle(page);
  const durations = await page.evaluate(() => window.__interactions.map((e) => e.duration));
  return durations.length ? Math.max(...durations) : null;
}

/** The slower of two timings (null: both under 16 ms). */
const slower = (a, b) => (a === null ? b : b === null ? a : Math.max(a, b));

/**
 * Choosing in a step of the pricing stepper: a click on the card (the draft choice), then on Continue
 * (which commits it to the address and opens the next step). The slower of the two is the figure.
 */
async function choose(page, name) {
  const card = await inView(page, await waitInDom(page, 'input[type=radio]', name));
  const pick = await timed(page, () => card.click());
  const button = await inView(page, await waitInDom(page, 'button', 'Continue'));
  const next = await timed(page, () => button.click());
  return slower(pick, next);
}

async function pricingInteractions(page, baseUrl) {
  await page.goto(new URL('/pricing', baseUrl).toString(), { waitUntil: 'networkidle0' });
  const reportType = await choose(page, 'Renovation Analysis');
  const turnaround = await choose(page, 'Standard');
  await choose(page, 'Interior with Exterior');
  await selectNamed(page, 'Property type', 'sfr');
  await selectNamed(page, 'State', 'TX');
  await typeNamed(page, 'ZIP code', '75201');
  await clickNamed(page, 'button', 'Get the price');
  const show = await inView(page, await waitInDom(page, 'button', 'Show comparison'));
  const comparison = await timed(page, () => show.click());
  return { reportType, turnaround, comparison };
}

/**
 * Clicks the control once it stays in place: the order result's later steps can replace or move it
 * between finding it and clicking it (Puppeteer then throws "Node is either not clickable or not an
 * Element", seen on a loaded machine), so it is found again, up to five times.
 */
async function clickWhenSettled(page, selector, name) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await (await waitInDom(page, selector, name)).click();
      return;
    } catch (error) {
      if (attempt === 5) throw error;
      await settle(page);
    }
  }
}

async function orderInteractions(page, baseUrl, orderPath) {
  await page.goto(new URL(orderPath, baseUrl).toString(), { waitUntil: 'networkidle0' });
  await waitInDom(page, 'table[aria-rowcount]');
  const total = await inView(page, await waitInDom(page, 'table[aria-rowcount] th button', 'Total'));
  const budgetSort = await timed(page, () => total.click());
  await (await inView(page, await waitInDom(page, 'input[type=search]', 'Search items'))).click();
  await settle(page);
  const budgetFilter = await timed(page, () => page.keyboard.type('roof', { delay: 50 }));
  await clickWhenSettled(page, 'input', 'Loan amount');
  await settle(page);
  const leverageTyping = await timed(page, () => page.keyboard.type('240000', { delay: 50 }));
  return { budgetSort, budgetFilter, leverageTyping };
}

/** One measurement of every interaction: pricing on /pricing, the rest on the order result `orderPath`. */
export async function measureInteractions(browser, baseUrl, session, orderPath) {
  const page = await browser.newPage();
  try {
    await putSessionInPlace(page, session);
    await page.evaluateOnNewDocument(collectInteractions);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const pricing = await pricingInteractions(page, baseUrl);
    const order = await orderInteractions(page, baseUrl, orderPath);
    return { ...pricing, ...order };
  } finally {
    await page.close();
  }
}
