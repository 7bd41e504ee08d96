/**
 * The performance benchmark (`npm run bench`): a script, not a test. It builds the portal for production
 * and, in the same run, a bare React page and the stack's own floor (a one-form page on the same stack),
 * then measures, each at least three times, and prints ranges (also written to bench-results/bench.json):
 * - JS loaded by /login (gzip), against both floors; what every page loads and what each route adds;
 * - Lighthouse (mobile preset) on /login, on an order result COLD (cache and storage cleared, session put
 *   in place without /login) and WARM (opened before in the tab);
 * - an order result with 5,000 budget lines, and one with 50,000: shown, sorted, filtered (no slowdown);
 * - input-to-paint of the main interactions under a 6× CPU slowdown (Event Timing);
 * - real traces at 6× CPU slowdown: the longest task after the first paint of each page (traces.mjs);
 * - the requests of the pricing wizard.
 * - batch pricing of 1,000 rows (batch.mjs), the portfolio of 1,000 results (portfolio.mjs) and the
 *   comparison of four 50,000-line orders (compare.mjs).
 * Lighthouse's CPU benchmark index is printed beside each timed figure (cpu-index.mjs for the parts
 * without Lighthouse: measured before each run). Goals are printed beside each figure; the script never
 * fails on a missed goal (the README explains).
 * BENCH_ONLY=lighthouse,budget,budget50k,interactions,traces,wizard,batch,portfolio,compare runs a part; BENCH_RUNS
 * (default 3) the repetitions;
 * BENCH_PORT (default 4310) the server's port.
 * BENCH_BUSY=1 keeps one core busy for the whole run (a second process spinning), so that a developer on an
 * idle, fast host sees the figures of the shared host this project actually gets: Lighthouse's index
 * hardly moves under that load, the real traces do (docs/performance.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_FLAGS, findChromium } from '../chromium.mjs';
import { measureInteractions } from './interactions.mjs';
import { cpuBenchmarkIndex } from './cpu-index.mjs';
import { measureBudget, measureWizard } from './journeys.mjs';
import { measureBatch } from './batch.mjs';
import { measurePortfolio } from './portfolio.mjs';
import { measureCompare } from './compare.mjs';
import { measureLighthouse } from './lighthouse.mjs';
import { startBenchServer } from './server.mjs';
import { createSession } from './session.mjs';
import { buildBareReact, buildPortal, buildStackFloor, portalSizes } from './sizes.mjs';
import { printReport } from './report.mjs';
import { measureTraces } from './traces.mjs';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'bench-results');
// BENCH_DIST=<dir>: measure a portal already built there (vite build --manifest, VITE_API_BASE_URL=/),
// to compare two builds without rebuilding either.
const distDir = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : join(out, 'dist');
const PORT = Number(process.env.BENCH_PORT ?? 4310);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
// Order results in the query form of src/lib/paths.ts (paths.orderResult).
const ORDER = '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q';
const BIG_ORDER = '/orders/result?intake=int_BENCH5K&order=ord_BENCH5K';
const HUGE_ORDER = '/orders/result?intake=int_BENCH50K&order=ord_BENCH50K';
// Four results side by side: Larkspur, Riverside and both units of the Cedar duplex.
const COMPARE =
  '/orders/compare?o=int_8F3K2M:ord_5T7R1Q&o=int_8F3K2M:ord_4M8Q2Z&o=int_6W2D9R:ord_7J3L5X:1&o=int_6W2D9R:ord_7J3L5X:2';
const chromePath = findChromium()?.path ?? '/usr/bin/chromium';

const only = (part) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(part);

/** Runs one part of the benchmark; a failure is reported and recorded, and the other parts still run. */
async function part(report, name, fn) {
  if (!only(name)) return;
  try {
    report[name] = await fn();
  } catch (error) {
    console.error(`  ${name} failed:`, error);
    report.failures = { ...report.failures, [name]: String(error) };
  }
}

/** `fn` RUNS times, each result with the CPU benchmark index measured just before it. */
async function repeat(label, fn, browser) {
  const results = [];
  for (let run = 1; run <= RUNS; run += 1) {
    console.log(`  ${label}: run ${run} of ${RUNS}`);
    // Parts that measure the index themselves (batch, portfolio, compare) are called without `browser`: theirs stays.
    const benchmarkIndex = browser ? await cpuBenchmarkIndex(browser) : undefined;
    const result = await fn();
    results.push(benchmarkIndex === undefined ? result : { ...result, benchmarkIndex });
  }
  return results;
}

/** BENCH_BUSY=1: a process that keeps one core busy until the bench ends (killed with it). */
function startBusyCore() {
  if (process.env.BENCH_BUSY !== '1') return null;
  console.log('BENCH_BUSY=1: one core kept busy by a spinning process for the whole run.');
  const spinner = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
  process.on('exit', () => spinner.kill());
  return spinner;
}

async function main() {
  const busy = startBusyCore();
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH`);
  mkdirSync(out, { recursive: true });
  const machine = {
    cores: availableParallelism(),
    busyCore: busy !== null,
    loadAverageAtStart: loadavg().map((l) => +l.toFixed(2)),
  };
  console.log('Building the portal (VITE_API_BASE_URL=/), a bare React page and the stack floor…');
  const manifest = process.env.BENCH_DIST
    ? JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
    : buildPortal(root, distDir);
  const floors = {
    bareReact: await buildBareReact(join(out, 'bare-react')),
    stackFloor: await buildStackFloor(join(out, 'stack-floor')),
  };
  const sizes = portalSizes(manifest, distDir, floors);

  const server = await startBenchServer({ root, distDir, port: PORT });
  // The benchmark server's certificate is self-signed: Chromium is told to trust it (see server.mjs).
  const chromeFlags = [...CHROMIUM_FLAGS, ...server.chromeFlags];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    protocolTimeout: 120_000,
  });
  const report = { date: new Date().toISOString(), machine, runs: RUNS, sizes };
  try {
    const session = await createSession(server.url);
    await part(report, 'lighthouse', () => {
      console.log('Lighthouse (mobile preset)…');
      return measureLighthouse(browser, chrome.port, server.url, {
        runs: RUNS,
        outDir: out,
        orderPath: ORDER,
      });
    });
    await part(report, 'budget', () => {
      console.log('Order result with 5,000 budget lines…');
      return repeat('budget', () => measureBudget(browser, server.url, session, BIG_ORDER), browser);
    });
    await part(report, 'budget50k', () => {
      console.log('Order result with 50,000 budget lines…');
      return repeat('budget50k', () => measureBudget(browser, server.url, session, HUGE_ORDER), browser);
    });
    await part(report, 'batch', () => {
      console.log('Batch pricing of 1,000 rows, 100 ms of latency per request…');
      return repeat('batch', () => measureBatch(browser, server.url, session, server));
    });
    await part(report, 'portfolio', () => {
      console.log('Portfolio of 1,000 results, 100 ms of latency per request…');
      return repeat('portfolio', () => measurePortfolio(browser, server.url, session, server));
    });
    await part(report, 'compare', () => {
      console.log('Comparison of four 50,000-line orders…');
      return repeat('compare', () => measureCompare(browser, server.url, session));
    });
    await part(report, 'interactions', () => {
      console.log('Interactions under a 6× CPU slowdown…');
      return repeat(
        'interactions',
        () => measureInteractions(browser, server.url, session, BIG_ORDER),
        browser,
      );
    });
    await part(report, 'traces', () => {
      console.log('Traces under a 6× CPU slowdown…');
      const pages = { order: ORDER, bigOrder: BIG_ORDER, compare: COMPARE };
      return repeat('traces', () => measureTraces(browser, server.url, session, pages), browser);
    });
    await part(report, 'wizard', () => {
      console.log('Pricing wizard requests…');
      return measureWizard(browser, server.url, session);
    });
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server.close();
    busy?.kill();
  }
  report.jsEncodingsServed = server.encodings;
  report.machine.loadAverageAtEnd = loadavg().map((l) => +l.toFixed(2));
  printReport(report);
  writeFileSync(join(out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${join(out, 'bench.json')}`);
  // A part that failed has no row above: say so last, where it is read, and exit with failure.
  for (const [name, error] of Object.entries(report.failures ?? {}))
    console.error(`FAILED: ${name}: ${error}`);
  if (report.failures) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
