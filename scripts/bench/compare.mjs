/**
 * BENCH_ONLY=compare: the comparison of four 50,000-line orders (issue 23) must not hold their budget
 * lines twice. The comparison reads each order through the order result's own query and keeps only a
 * few figures of it (src/features/orders/compare/compare-model.ts), so its heap should be the queries'
 * plus little. Measured, each time once the heap is collected (cpu-index.mjs):
 * - the compare page with the four orders shown (and the time from opening it to the four columns);
 * - the queries alone: the same tab after going back to /orders in the page (no reload: the four replies
 *   stay in the query cache, the comparison is gone);
 * - a fresh /orders tab: what the queries add is the difference.
 * Each run is preceded by Lighthouse's CPU benchmark index.
 */
import { cpuBenchmarkIndex, heapAfterGcMB } from './cpu-index.mjs';
import { range } from './range.mjs';
import { clickNamed } from './dom.mjs';
import { putSessionInPlace } from './session.mjs';

const ORDERS = [1, 2, 3, 4].map((n) => (n === 1 ? 'BENCH50K' : `BENCH50K${n}`));
// Tokens in the query form of src/lib/compare-link.ts: o=<intake>:<order>.
const COMPARE = `/orders/compare?${ORDERS.map((o) => `o=int_${o}:ord_${o}`).join('&')}`;

const round = (mb) => Math.round(mb * 10) / 10;

async function ordersPageHeap(browser, baseUrl, session) {
  const page = await browser.newPage();
  await putSessionInPlace(page, session);
  await page.goto(new URL('/orders', baseUrl).toString(), { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Orders');
  const heap = await heapAfterGcMB(page);
  await page.close();
  return heap;
}

/** One run of the compare part. */
export async function measureCompare(browser, baseUrl, session) {
  const benchmarkIndex = await cpuBenchmarkIndex(browser);
  const heapOrdersMB = await ordersPageHeap(browser, baseUrl, session);
  const page = await browser.newPage();
  try {
    await putSessionInPlace(page, session);
    const started = Date.now();
    await page.goto(new URL(COMPARE, baseUrl).toString());
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('table caption')].some((c) =>
          c.textContent?.startsWith('Comparison of 4 results'),
        ),
      { timeout: 120_000, polling: 200 },
    );
    const shownS = Math.round((Date.now() - started) / 100) / 10;
    const heapCompareMB = await heapAfterGcMB(page);
    // Back to /orders inside the page: the comparison unmounts, the four replies stay in the cache.
    await clickNamed(page, 'link', 'Back to orders');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Orders');
    const heapQueriesMB = await heapAfterGcMB(page);
    return {
      benchmarkIndex,
      shownS,
      heapOrdersMB,
      heapCompareMB,
      heapQueriesMB,
      queriesMB: round(heapQueriesMB - heapOrdersMB),
      comparisonAddsMB: round(heapCompareMB - heapQueriesMB),
    };
  } finally {
    await page.close();
  }
}

/** The part's rows of the printed table: figure, measured (range over the runs), goal. */
export function compareRows(runs) {
  const pick = (key) => runs.map((r) => r[key]);
  const perOrder = runs.map((r) => round(r.queriesMB / 4));
  return [
    [
      'compare: CPU benchmark index (Lighthouse’s)',
      range(pick('benchmarkIndex')),
      'higher: a less loaded machine',
    ],
    ['compare four 50k orders: opened to four columns', range(pick('shownS'), ' s'), ''],
    [
      'compare four 50k: heap of the four queries alone',
      `${range(pick('queriesMB'), ' MB')} (${range(perOrder, ' MB')} each)`,
      '',
    ],
    [
      'compare four 50k: the comparison adds to them',
      range(pick('comparisonAddsMB'), ' MB'),
      'far less than one order: no second copy',
    ],
    [
      'compare four 50k: heap, compare page / /orders',
      `${range(pick('heapCompareMB'), ' MB')} / ${range(pick('heapOrdersMB'), ' MB')}`,
      '',
    ],
  ];
}
