import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from './scripts/chromium.mjs';

// The browser tests serve their own build on port 4317, clear of `npm run dev` (5173) and
// `npm run preview` (4173), so neither breaks `npm test`. E2E_PORT picks another port, so that several
// runs can share a machine; each builds into its own folder (dist-e2e-<port>).
const PORT = Number(process.env.E2E_PORT ?? 4317);
const OUT_DIR = `dist-e2e-${PORT}`;
const baseURL = `http://localhost:${PORT}`;

/** A system Chromium (Playwright's own browser downloads are not used); see scripts/chromium.mjs. */
const executablePath = findChromium()?.path ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'off',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  webServer: {
    // The browser tests run against the production build in demo mode (built-in mock service).
    command: `node node_modules/vite/bin/vite.js build --outDir ${OUT_DIR} --emptyOutDir && node node_modules/vite/bin/vite.js preview --outDir ${OUT_DIR} --port ${PORT} --strictPort`,
    url: baseURL,
    env: { VITE_API_BASE_URL: '' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
