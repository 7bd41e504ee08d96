#!/usr/bin/env node
// Exits 0 when a Chromium for the Playwright tests exists (CHROMIUM_PATH, /usr/bin/chromium, or `chromium`
// on PATH); otherwise says how to get one and exits 1.
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** @param {string} file */
function isExecutable(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const fromEnv = process.env.CHROMIUM_PATH;
if (fromEnv) {
  if (isExecutable(fromEnv)) {
    console.log(`Chromium for the browser tests: ${fromEnv} (CHROMIUM_PATH)`);
    process.exit(0);
  }
  console.error(`CHROMIUM_PATH is set to ${fromEnv}, which is not an executable file.`);
} else if (isExecutable('/usr/bin/chromium')) {
  process.exit(0);
} else {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, 'chromium'))
    .find(isExecutable);
  if (onPath) {
    console.log(`Chromium for the browser tests: ${onPath}`);
    console.log(
      `Playwright looks at /usr/bin/chromium unless told otherwise: export CHROMIUM_PATH=${onPath}`,
    );
    process.exit(0);
  }
}

console.error(
  'No Chromium found for the browser tests. Install one with `apt-get install chromium` (Debian/Ubuntu) ' +
    'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
);
process.exit(1);
