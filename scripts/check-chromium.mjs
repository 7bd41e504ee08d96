#!/usr/bin/env node
// Exits 0 when a Chromium for the Playwright tests exists (CHROMIUM_PATH, /usr/bin/chromium, or `chromium`
// on PATH); otherwise says how to get one and exits 1.
import { findChromium, isExecutable } from './chromium.mjs';

const found = findChromium();
if (found?.source === 'CHROMIUM_PATH' && !isExecutable(found.path)) {
  console.error(`CHROMIUM_PATH is set to ${found.path}, which is not an executable file.`);
} else if (found) {
  if (found.source !== 'default')
    console.log(`Chromium for the browser tests: ${found.path} (${found.source})`);
  process.exit(0);
}

console.error(
  'No Chromium found for the browser tests. Install one with `apt-get install chromium` (Debian/Ubuntu) ' +
    'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
);
process.exit(1);
