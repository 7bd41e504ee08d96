/**
 * The performance benchmark (`npm run bench`): a script, not a test. It builds the portal for production,
 * measures it and prints a table (also written to bench-results/bench.json):
 * - gzip JS loaded by /login, and by each other route on top of it, against a bare React page built in
 *   the same run;
 * - Lighthouse (mobile preset) performance, LCP, CLS and TBT of /login and of an order result;
 * - the time to render an order result with 1,000 budget line items, and to sort and filter it;
 * - the requests the pricing wizard makes for one full path with back-and-forth, and their depth.
 * Goals are printed beside each figure; the script never fails on a missed goal (the README explains).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { build } from 'vite';
import { CHROMIUM_FLAGS, findChromium } from '../chromium.mjs';
import { startBenchServer } from './server.mjs';
import { measureBudget, measureWizard, signInPage } from './journeys.mjs';

const root = resolve(import.meta.dirname, '../..');
const out = join(root, 'bench-results');
const distDir = join(out, 'dist');
const bareDir = join(out, 'bare-react');
const PORT = Number(process.env.BENCH_PORT ?? 4310);
const chromePath = findChromium()?.path ?? '/usr/bin/chromium';
const chromeFlags = CHROMIUM_FLAGS;

const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function jsBytes(manifest, keys, dir) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += gzipSize(join(dir, file));
  }
  return total;
}

async function buildPortal() {
  rmSync(distDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      distDir,
      '--manifest',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      env: { ...process.env, VITE_API_BASE_URL: '/' },
      stdio: 'inherit',
    },
  );
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
}

async function buildBareReact() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(bareDir, { recursive: true });
  writeFileSync(
    join(bareDir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(
    join(bareDir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));\n",
  );
  await build({
    root: bareDir,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(bareDir, 'dist'), manifest: true },
  });
  const manifest = JSON.parse(readFileSync(join(bareDir, 'dist/.vite/manifest.json'), 'utf8'));
  return jsBytes(manifest, closure(manifest, 'index.html'), join(bareDir, 'dist'));
}

const routeModules = {
  '/pricing': 'src/features/pricing/pricing-page.tsx',
  '/inspections': 'src/features/inspections/inspections-page.tsx',
  '/company': 'src/features/company/company-page.tsx',
  '/payment-methods': 'src/features/payment-methods/payment-methods-page.tsx',
  '/loan-officers': 'src/features/loan-officers/loan-officers-page.tsx',
  '/orders': 'src/features/orders/orders-page.tsx',
  '/orders/:intake/:order': 'src/features/orders/order-result-page.tsx',
};

async function runLighthouse(browser, port, url, signedIn, name) {
  const page = await browser.newPage();
  if (signedIn) await signInPage(page, url);
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    undefined,
    page,
  );
  await page.close();
  writeFileSync(join(out, `lighthouse-${name}.json`), JSON.stringify(result.lhr));
  const audits = result.lhr.audits;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
    cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    tbtMs: Math.round(audits['total-blocking-time'].numericValue),
  };
}

async function main() {
  if (!existsSync(chromePath))
    throw new Error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROMIUM_PATH`);
  mkdirSync(out, { recursive: true });
  console.log('Building the portal (VITE_API_BASE_URL=/) and a bare React page…');
  const manifest = await buildPortal();
  const bare = await buildBareReact();
  const loginKeys = closure(manifest, 'index.html');
  const login = jsBytes(manifest, loginKeys, distDir);
  const routes = Object.fromEntries(
    Object.entries(routeModules).map(([route, key]) => {
      const extra = [...closure(manifest, key)].filter((k) => !loginKeys.has(k));
      return [route, kib(jsBytes(manifest, extra, distDir))];
    }),
  );
  const sizes = {
    bareReactKiB: kib(bare),
    loginKiB: kib(login),
    ratio: Math.round((login / bare) * 100) / 100,
    routesOnTopKiB: routes,
  };

  const server = await startBenchServer({ root, distDir, port: PORT });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  // BENCH_ONLY=lighthouse,budget,wizard runs a part only (while working on it).
  const only = (part) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY.split(',').includes(part);
  const skipped = { score: 0, lcpMs: 0, cls: 0, tbtMs: 0 };
  let lighthouseResults = { login: skipped, orderResult: skipped };
  let budget;
  let wizard;
  try {
    if (only('lighthouse')) {
      console.log('Lighthouse (mobile preset)…');
      lighthouseResults = {
        login: await runLighthouse(browser, chrome.port, `${server.url}/login`, false, 'login'),
        orderResult: await runLighthouse(
          browser,
          chrome.port,
          `${server.url}/orders/int_8F3K2M/ord_5T7R1Q`,
          true,
          'order-result',
        ),
      };
    }
    if (only('budget')) {
      console.log('Budget with 1,000 line items…');
      budget = await measureBudget(browser, server.url);
    }
    if (only('wizard')) {
      console.log('Pricing wizard requests…');
      wizard = await measureWizard(browser, server.url);
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
    await server.close();
  }

  const rows = [
    ['bare React page JS (gzip)', `${sizes.bareReactKiB} KiB`, ''],
    ['/login JS (gzip)', `${sizes.loginKiB} KiB`, `≤ ${kib(bare * 1.7)} KiB (1.7×)`],
    ['/login ÷ bare React', `${sizes.ratio}×`, '≤ 1.7×'],
    ...Object.entries(routes).map(([route, size]) => [`${route} JS on top of /login`, `${size} KiB`, '']),
    ['Lighthouse /login: performance', String(lighthouseResults.login.score), '100'],
    [
      'Lighthouse /login: LCP / CLS / TBT',
      `${lighthouseResults.login.lcpMs} ms / ${lighthouseResults.login.cls} / ${lighthouseResults.login.tbtMs} ms`,
      'CLS 0',
    ],
    ['Lighthouse order result: performance', String(lighthouseResults.orderResult.score), '100'],
    [
      'Lighthouse order result: LCP / CLS / TBT',
      `${lighthouseResults.orderResult.lcpMs} ms / ${lighthouseResults.orderResult.cls} / ${lighthouseResults.orderResult.tbtMs} ms`,
      'CLS 0',
    ],
    ['1,000-line budget: render', budget ? `${budget.renderMs} ms` : 'n/a', '< 200 ms'],
    ['1,000-line budget: sort', budget ? `${budget.sortMs} ms` : 'n/a', '< 50 ms'],
    ['1,000-line budget: filter', budget ? `${budget.filterMs} ms` : 'n/a', ''],
    [
      'wizard, first path: requests / depth',
      wizard ? `${wizard.firstPathRequests} / ${wizard.depth}` : 'n/a',
      '',
    ],
    [
      'wizard with back-and-forth: requests / repeated',
      wizard ? `${wizard.requests} / ${wizard.repeated}` : 'n/a',
      'repeated 0',
    ],
  ];
  const width = Math.max(...rows.map((r) => r[0].length));
  const valueWidth = Math.max(...rows.map((r) => r[1].length));
  console.log(`\n${'figure'.padEnd(width)}  ${'value'.padEnd(valueWidth)}  goal`);
  for (const [name, value, goal] of rows)
    console.log(`${name.padEnd(width)}  ${value.padEnd(valueWidth)}  ${goal}`);
  const report = { date: new Date().toISOString(), sizes, lighthouse: lighthouseResults, budget, wizard };
  writeFileSync(join(out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nWritten to ${join(out, 'bench.json')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
