/**
 * Lighthouse's CPU benchmark index (`environment.benchmarkIndex`: higher is faster; this machine gives
 * about 3,200 when idle and 1,600-2,400 when shared), computed the way Lighthouse computes it (its own
 * page function, in a blank tab with no CPU slowdown), so that the parts that run without Lighthouse
 * print the index beside their figures too.
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export async function measureBenchmarkIndex(browser) {
  const page = await browser.newPage();
  try {
    return Math.round(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}
