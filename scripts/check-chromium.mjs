#!/usr/bin/env node
// Exits 0 when what the browser tests need from the system is there: a Chromium (CHROMIUM_PATH, Chromium's
// headless shell, /usr/bin/chromium, or `chromium` on PATH) and nginx (the "nginx" project runs `npm run serve:nginx`);
// otherwise says how to get them and exits 1.
import { findNginx, findTestChromium, isExecutable } from './chromium.mjs';

if (!findNginx()) {
  console.error(
    'No nginx found for the browser tests (they serve a production build through it, as npm run serve:nginx ' +
      'does). Install it with `apt-get install nginx` (Debian/Ubuntu); it needs no service running.',
  );
  process.exit(1);
}

const found = findTestChromium();
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
