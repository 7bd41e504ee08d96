// Where the system Chromium (and nginx) is, and how to start Chromium on these machines: one place for the browser tests
// (playwright.config.ts), their pre-check (check-chromium.mjs) and the benchmark (bench/bench.mjs, which runs the
// full Chromium: its figures are a user's browser's).
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Chromium's flags here. Without the background-networking ones it floods a closed network with
 * refused connections.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** @param {string} file */
export function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * CHROMIUM_PATH when set (even if it is not executable: the caller says so), else /usr/bin/chromium,
 * else `chromium` on PATH; null when there is none.
 * @returns {{ path: string; source: 'CHROMIUM_PATH' | 'default' | 'PATH' } | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return { path: fromEnv, source: 'CHROMIUM_PATH' };
  if (isExecutable('/usr/bin/chromium')) return { path: '/usr/bin/chromium', source: 'default' };
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'chromium'))
    .find(isExecutable);
  return onPath ? { path: onPath, source: 'PATH' } : null;
}

/** Where Debian's chromium-headless-shell package puts the shell. */
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser of the browser tests: CHROMIUM_PATH when set, else Chromium's headless shell when installed
 * (Debian's `chromium-headless-shell`: the same Chromium without its windowed browser around it, what
 * Playwright itself runs headless tests in; it spends a good part less CPU than the full browser in
 * headless mode, docs/decisions/2026-11-28-ci-time.md), else the Chromium findChromium finds.
 * @returns {{ path: string; source: 'CHROMIUM_PATH' | 'default' | 'PATH' | 'headless shell' } | null}
 */
export function findTestChromium() {
  if (!process.env.CHROMIUM_PATH && isExecutable(HEADLESS_SHELL_PATH))
    return { path: HEADLESS_SHELL_PATH, source: 'headless shell' };
  return findChromium();
}

/** The nginx binary: on PATH, or where Debian puts it (/usr/sbin is not on every user's PATH); null if none. */
export function findNginx() {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/local/nginx/sbin',
  ];
  return (
    dirs
      .filter(Boolean)
      .map((dir) => join(dir, 'nginx'))
      .find(isExecutable) ?? null
  );
}
