#!/usr/bin/env node
/**
 * `npm run bench`: installs the benchmark's own packages (Lighthouse and its browser drivers, about 200
 * packages that `npm install` leaves out: scripts/bench/package.json) on first use, then runs it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const here = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const missing = Object.keys(dependencies).filter(
  (name) => !existsSync(join(here, 'node_modules', name, 'package.json')),
);
if (missing.length > 0) {
  console.log(
    `Installing the benchmark's packages into scripts/bench/node_modules (${missing.join(', ')}) ...`,
  );
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: here,
    stdio: 'inherit',
  });
  if (install.status !== 0) process.exit(install.status ?? 1);
}
await import('./bench.mjs');
