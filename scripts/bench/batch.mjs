/**
 * BENCH_ONLY=batch: batch pricing at scale (issue 22), against the mock with 100 ms of latency on every
 * /api answer (server.setApiLatency, for this part only):
 * - parsing and checking 1,000 rows: from choosing a 1,000-row file to the painted summary, the first
 *   time (the parser's chunk is fetched then) and again with another file (the goal's figure);
 * - input to paint while 1,000 rows price at 4× and 6× CPU (batch-inputs.mjs; BENCH_BATCH_RATES, default
 *   "4,6", picks the slowdowns; empty: none);
 * - pricing 1,000 distinct rows (no two alike, so none is shared): from the click on "Price 1,000
 *   properties" to every row answered, with the most requests ever open at the service (goal: at most 4);
 * - the JS heap once collected: the batch page with its 1,000 answers, against /pricing with its first
 *   step shown (goal: under 50 MB more).
 * Each run is preceded by Lighthouse's CPU benchmark index (cpu-index.mjs).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInputsWhilePricing } from './batch-inputs.mjs';
import { describeInputs } from './inputs.mjs';
import { cpuBenchmarkIndex, heapAfterGcMB } from './cpu-index.mjs';
import { range } from './range.mjs';
import { clickNamed, waitInDom } from './dom.mjs';
import { INSTALL_NEXT_PAINT } from './next-paint.mjs';
import { putSessionInPlace } from './session.mjs';

const ROWS = 1000;
const LATENCY_MS = 100;

/** `count` distinct Texas homes (ZIP codes 75001, 75002…), each priced by its own request. */
function rowsCsv(count, prefix) {
  const lines = Array.from({ length: count }, (_, i) => `${prefix}-${i + 1},TX,${75001 + i},sfr`);
  return ['Reference,State,ZIP code,Property type', ...lines].join('\r\n');
}

/** Selects `value` once the select named `label` offers it (the lists load one after the other). */
async function selectWhenReady(page, label, value) {
  const select = await waitInDom(page, 'select', label);
  await page.waitForFunction(
    (el, v) => !el.disabled && [...el.options].some((o) => o.value === v),
    { timeout: 30_000 },
    select,
    value,
  );
  await select.select(value);
}

/** Chooses `file` in the file input; ms from its change event to the painted summary of its rows. */
async function timeFileCheck(page, file, name) {
  await page.evaluate(() => {
    window.__fileChanged = null;
    document.addEventListener('change', () => (window.__fileChanged = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await page.evaluate(INSTALL_NEXT_PAINT);
  const input = await page.waitForSelector('input[type=file]');
  await input.uploadFile(file);
  const summary = `${ROWS.toLocaleString('en-US')} rows read in ${name}`;
  const handle = await page.waitForFunction(
    (text) =>
      [...document.querySelectorAll('[role=status]')].some((s) => s.textContent?.startsWith(text)) &&
      window.__nextPaint(),
    { timeout: 30_000, polling: 'mutation' },
    summary,
  );
  const painted = await handle.jsonValue();
  return Math.round((painted - (await page.evaluate(() => window.__fileChanged))) * 10) / 10;
}

async function pricingPageHeap(browser, baseUrl, session) {
  const page = await browser.newPage();
  await putSessionInPlace(page, session);
  await page.goto(new URL('/pricing', baseUrl).toString(), { waitUntil: 'networkidle0' });
  await waitInDom(page, 'input[type=radio]', 'Renovation Analysis');
  const heap = await heapAfterGcMB(page);
  await page.close();
  return heap;
}

/** One run of the batch part. */
export async function measureBatch(browser, baseUrl, session, server) {
  const benchmarkIndex = await cpuBenchmarkIndex(browser);
  const dir = mkdtempSync(join(tmpdir(), 'bench-batch-'));
  const files = ['first', 'second'].map((which) => {
    const name = `portfolio-${which}.csv`;
    writeFileSync(join(dir, name), rowsCsv(ROWS, which === 'first' ? 'A' : 'B'));
    return { name, path: join(dir, name) };
  });
  const heapPricingMB = await pricingPageHeap(browser, baseUrl, session);
  const page = await browser.newPage();
  try {
    await putSessionInPlace(page, session);
    await page.goto(new URL('/pricing/batch', baseUrl).toString(), { waitUntil: 'networkidle0' });
    await selectWhenReady(page, 'Report type', 'reno-arv');
    await selectWhenReady(page, 'Turnaround', 'standard');
    await selectWhenReady(page, 'Inspection', 'interior-w-exterior');
    const parseFirstMs = await timeFileCheck(page, files[0].path, files[0].name);
    const parseMs = await timeFileCheck(page, files[1].path, files[1].name);

    server.setApiLatency(LATENCY_MS);
    // Counted where they arrive: the page sends them from a worker (src/api/price-off-main-thread.ts).
    const pricingCalls = server.countRequests('/order/pricingParameters');
    const started = Date.now();
    await clickNamed(page, 'button', `Price ${ROWS.toLocaleString('en-US')} properties`);
    // Polled from here, not in one waitForFunction: on a loaded machine it may outlast a protocol call.
    const answered = () =>
      page.evaluate(() => document.querySelector('[role=progressbar]')?.getAttribute('aria-valuenow'));
    while ((await answered()) !== String(ROWS)) {
      if (Date.now() - started > 600_000) throw new Error('1,000 rows not answered within 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const priceS = Math.round((Date.now() - started) / 100) / 10;
    server.setApiLatency(0);
    const pricedText = `All ${ROWS.toLocaleString('en-US')} priced`;
    const allPriced = await page.evaluate(
      (text) => document.body.textContent?.includes(text) ?? false,
      pricedText,
    );
    const inFlight = pricingCalls();
    const heapBatchMB = await heapAfterGcMB(page);
    const inputs = [];
    for (const rate of (process.env.BENCH_BATCH_RATES ?? '4,6').split(',').filter(Boolean).map(Number))
      inputs.push(await measureInputsWhilePricing(browser, baseUrl, session, server, rate, ROWS));
    return {
      inputs,
      benchmarkIndex,
      parseFirstMs,
      parseMs,
      priceS,
      allPriced,
      requests: inFlight.sent,
      maxInFlight: inFlight.max,
      heapPricingMB,
      heapBatchMB,
      heapMoreMB: Math.round((heapBatchMB - heapPricingMB) * 10) / 10,
    };
  } finally {
    server.setApiLatency(0);
    await page.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One row per CPU slowdown: each run's median and slowest input to paint, with the run's index. */
function inputRows(runs) {
  const rates = [...new Set(runs.flatMap((r) => (r.inputs ?? []).map((i) => i.rate)))];
  return rates.map((rate) => [
    `batch: ${rate}× CPU, input to paint while pricing (median / slowest)`,
    describeInputs(runs.flatMap((r) => (r.inputs ?? []).filter((i) => i.rate === rate))),
    '< 100 ms',
    range(runs.map((r) => r.benchmarkIndex)),
  ]);
}

/** The part's rows of the printed table: figure, measured (range over the runs), goal. */
export function batchRows(runs) {
  const pick = (key) => runs.map((r) => r[key]);
  return [
    [
      'batch: CPU benchmark index (Lighthouse’s)',
      range(pick('benchmarkIndex')),
      'higher: a less loaded machine',
    ],
    ['batch: 1,000 rows parsed and checked (file)', range(pick('parseMs'), ' ms'), '< 100 ms'],
    ['batch: the same, first file (parser fetched)', range(pick('parseFirstMs'), ' ms'), ''],
    [
      `batch: 1,000 distinct rows priced, ${LATENCY_MS} ms latency`,
      `${range(pick('priceS'), ' s')}${runs.every((r) => r.allPriced) ? '' : ' (not all priced)'}`,
      '< 40 s',
    ],
    [
      'batch: pricing requests / most in flight',
      `${range(pick('requests'))} / ${range(pick('maxInFlight'))}`,
      '1,000 / ≤ 4',
    ],
    ...inputRows(runs),
    [
      'batch: JS heap after GC, batch page − /pricing',
      `${range(pick('heapMoreMB'), ' MB')} (${range(pick('heapBatchMB'))} − ${range(pick('heapPricingMB'))})`,
      '< 50 MB',
    ],
  ];
}
