#!/usr/bin/env node
/**
 * `npm run bench`: installs the benchmark's own packages (Lighthouse and its browser drivers, about 200
 * packages that `npm install` leaves out: scripts/bench/package.json) on first use, then runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
if (!existsSync(join(here, 'node_modules', 'lighthouse', 'package.json'))) {
  console.log('First run of the benchmark: installing its packages into scripts/bench/node_modules ...');
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: here,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
await import('./bench.mjs');
