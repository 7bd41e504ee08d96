import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, findTestChromium } from './scripts/chromium.mjs';

// Every way the README runs the portal is driven in Chromium, each on its own ports clear of
// `npm run dev` (5173), `npm run preview` (4173), `npm run mock-server` (8787) and `npm run serve:nginx`
// (8080), so that none breaks `npm test`. E2E_PORT picks another block of seven ports, so that several runs
// can share a machine; builds go to folders named after it.
//   E2E_PORT      "chromium" and "preview": `vite preview` of a demo build (every spec, then the first run)
//   E2E_PORT + 1  "dev": the Vite dev server in demo mode (`npm run dev`)
//   E2E_PORT + 2  "nginx": a VITE_API_BASE_URL=/ build behind nginx (`npm run serve:nginx`), with
//   E2E_PORT + 3  the mock service over HTTP (`npm run mock-server`)
//   E2E_PORT + 4  "dev-proxy": the dev server calling its own origin, /api proxied to that mock service
//                 (`VITE_API_BASE_URL=/ API_PROXY_TARGET=http://127.0.0.1:8787 npm run dev`)
// (check:build's preview takes E2E_PORT + 5 and + 6: scripts/preview-check.mjs.)
const PORT = Number(process.env.E2E_PORT ?? 4317);
const OUT_DIR = `dist-e2e-${PORT}`;
const url = (port: number) => `http://localhost:${port}`;
const vite = 'node node_modules/vite/bin/vite.js';

/**
 * A system Chromium, its headless shell when installed (Playwright's own browser downloads are not used);
 * see scripts/chromium.mjs.
 */
const executablePath = findTestChromium()?.path ?? '/usr/bin/chromium';
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath, args: CHROMIUM_FLAGS },
};

/** The first-run journey and nginx's own checks live in run-modes/; every other spec runs on the preview. */
// `E2E_PREVIEW_ONLY=1 npx playwright test --project=chromium <spec>` starts the demo preview alone: a quick
// run of one page's specs while working on it (the full run starts every server).
const PREVIEW_ONLY = process.env.E2E_PREVIEW_ONLY === '1';
const RUN_MODES = 'run-modes/**';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  // Tests, not files, are handed to the workers: a long file at the end no longer runs on one worker
  // while the other waits (every test starts in a context of its own; none depends on another).
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Generous, for a 2-core CI machine shared with other work (a run at load average 20 took 14 minutes
  // and one test 38 s): a passing test still ends as soon as it is done.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: url(PORT),
    // A red CI run can be understood afterwards: test-results/ keeps the trace (each action and its error)
    // and a screenshot, and the failure lists what its pages logged as errors or failed to fetch
    // (fixtures.ts). The trace takes no snapshot of the page at each action (and with them no network log)
    // and no film of it: those cost a large part of the CPU time of every passing test
    // (docs/decisions/2026-11-28-ci-time.md). E2E_TRACE_SNAPSHOTS=1 records them when a failure needs them
    // (`--trace on` alone keeps these options).
    trace: {
      mode: 'retain-on-failure',
      screenshots: false,
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1',
    },
    screenshot: 'only-on-failure',
    video: 'off',
  },
  // The run modes first: the dev servers' cold pages are the suite's longest tests, better not left last.
  projects: [
    { name: 'preview', testMatch: 'run-modes/first-run.spec.ts', use: chromium },
    {
      name: 'dev',
      testMatch: 'run-modes/first-run.spec.ts',
      use: { ...chromium, baseURL: url(PORT + 1) },
      // The dev server compiles each module on its first request: a cold page takes seconds there.
      expect: { timeout: 30_000 },
    },
    { name: 'nginx', testMatch: RUN_MODES, use: { ...chromium, baseURL: url(PORT + 2) } },
    {
      name: 'dev-proxy',
      testMatch: 'run-modes/first-run.spec.ts',
      use: { ...chromium, baseURL: url(PORT + 4) },
      expect: { timeout: 30_000 },
    },
    { name: 'chromium', testIgnore: RUN_MODES, use: chromium },
  ],
  webServer: (<Extract<PlaywrightTestConfig['webServer'], unknown[]>>[
    {
      // The production build in demo mode (built-in mock service), as `npm run build && npm run preview`.
      command: `${vite} build --outDir ${OUT_DIR} --emptyOutDir && ${vite} preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
      url: url(PORT),
      env: { VITE_API_BASE_URL: '' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm run dev`, in demo mode.
      command: `${vite} --port ${PORT + 1} --strictPort`,
      url: `${url(PORT + 1)}/login`,
      env: { VITE_API_BASE_URL: '' },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // `npm run serve:nginx`: a build for a service on the portal's own origin, nginx, the mock service.
      command: 'node scripts/serve-nginx.mjs',
      url: `${url(PORT + 2)}/login`,
      env: {
        PORT: String(PORT + 2),
        MOCK_PORT: String(PORT + 3),
        MOCK_LATENCY_MS: '20',
        NGINX_BUILD_DIR: `dist-e2e-nginx-${PORT}`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The dev server against a service on its own origin: here the mock service nginx's set-up started.
      command: `${vite} --port ${PORT + 4} --strictPort`,
      url: `${url(PORT + 4)}/login`,
      env: { VITE_API_BASE_URL: '/', API_PROXY_TARGET: `http://127.0.0.1:${PORT + 3}` },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ]).slice(0, PREVIEW_ONLY ? 1 : undefined),
});
