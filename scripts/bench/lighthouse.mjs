/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on /login and on an order result,
 * the latter both COLD (HTTP cache and storage cleared by Lighthouse, the session put in place without
 * loading /login, as when a user opens a link from an email in a fresh tab) and WARM (the same result
 * opened once before in the tab: its code is in the HTTP cache).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { createSession, putSessionInPlace } from './session.mjs';

function summary(lhr) {
  const audits = lhr.audits;
  const ms = (id) => Math.round(audits[id]?.numericValue ?? NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcpMs: ms('first-contentful-paint'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    speedIndexMs: ms('speed-index'),
    // Lighthouse's measure of the machine's CPU speed at the time (higher is faster): on a shared machine
    // it shows how loaded it was, which stretches the observed tasks that TBT is simulated from.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
  };
}

/**
 * One Lighthouse run in a new tab. `prepare(page)` runs first; `keepStorage` keeps the tab's cache and
 * storage (a warm run), otherwise Lighthouse clears them before loading the page.
 */
async function runOnce(browser, port, url, { prepare, keepStorage, reportFile }) {
  const page = await browser.newPage();
  try {
    await prepare?.(page);
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: Boolean(keepStorage),
      },
      undefined,
      page,
    );
    if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
    // BENCH_LH_TRACE=1: the observed (1×) trace beside the report, to find what a simulated long task was
    // (node scripts/bench/trace-profile.mjs <file>).
    if (reportFile && process.env.BENCH_LH_TRACE && result.artifacts?.Trace) {
      writeFileSync(reportFile.replace(/\.json$/, '-trace.json'), JSON.stringify(result.artifacts.Trace));
    }
    return summary(result.lhr);
  } finally {
    await page.close();
  }
}

/** The three pages, `runs` times each, interleaved so that a busy moment of the machine hits all three. */
export async function measureLighthouse(browser, port, baseUrl, { runs, outDir, orderPath }) {
  const session = await createSession(baseUrl);
  const orderUrl = new URL(orderPath, baseUrl).toString();
  const results = { login: [], orderResultCold: [], orderResultWarm: [] };
  for (let run = 1; run <= runs; run += 1) {
    console.log(`  Lighthouse run ${run} of ${runs}: /login, order result cold, order result warm`);
    results.login.push(
      await runOnce(browser, port, new URL('/login', baseUrl).toString(), {
        reportFile: join(outDir, `lighthouse-login-${run}.json`),
      }),
    );
    results.orderResultCold.push(
      await runOnce(browser, port, orderUrl, {
        prepare: (page) => putSessionInPlace(page, session),
        reportFile: join(outDir, `lighthouse-order-cold-${run}.json`),
      }),
    );
    results.orderResultWarm.push(
      await runOnce(browser, port, orderUrl, {
        keepStorage: true,
        prepare: async (page) => {
          await putSessionInPlace(page, session);
          await page.goto(orderUrl, { waitUntil: 'networkidle0' });
        },
        reportFile: join(outDir, `lighthouse-order-warm-${run}.json`),
      }),
    );
  }
  return results;
}
