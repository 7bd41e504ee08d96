/**
 * Lighthouse's CPU benchmark index (`environment.benchmarkIndex` of its reports), for the parts of the
 * benchmark that run without Lighthouse: the very function Lighthouse evaluates in the page
 * (`pageFunctions.computeBenchmarkIndex`, exported by the lighthouse package this benchmark installs),
 * evaluated in a blank tab of the same Chromium, with no CPU slowdown, just before the figures it goes
 * with. About a second; higher when the CPU is free (this machine gives about 3,200 when idle).
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** @param {import('puppeteer-core').Browser} browser */
export async function cpuBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

/**
 * The JS heap a tab uses once collected (CDP HeapProfiler.collectGarbage, then Performance.getMetrics'
 * JSHeapUsedSize), in MB.
 * @param {import('puppeteer-core').Page} page
 */
export async function heapAfterGcMB(page) {
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('Performance.enable');
    // Twice: a first collection can leave what only a second one frees (weak references, finalizers).
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? NaN;
    return Math.round((used / 1024 / 1024) * 10) / 10;
  } finally {
    await cdp.detach();
  }
}
