import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several runs share a machine; each builds into its own folder.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const OUT_DIR = `dist-e2e-${PORT}`;
const baseURL = `http://localhost:${PORT}`;

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * A system Chromium (Playwright's own browser downloads are not used): CHROMIUM_PATH, else /usr/bin/chromium,
 * else `chromium` on PATH — the same order as scripts/check-chromium.mjs.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  (isExecutable('/usr/bin/chromium')
    ? '/usr/bin/chromium'
    : ((process.env.PATH ?? '')
        .split(delimiter)
        .filter(Boolean)
        .map((dir) => join(dir, 'chromium'))
        .find(isExecutable) ?? '/usr/bin/chromium'));

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
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            // Without these, Chromium floods a closed network with refused connections.
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
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
