#!/usr/bin/env node
/**
 * `npm run serve:nginx`: the portal as production serves it, on this machine. Builds with
 * VITE_API_BASE_URL=/, fills in docs/deployment/nginx.conf (the same file the Dockerfile uses) and runs
 * the system's nginx in the foreground, with its pid, logs and temporary files in a folder of its own.
 *
 *   PORT              where nginx listens, default 8080
 *   API_PROXY_TARGET  the service nginx forwards /api to; unset: the mock service, started here too
 *   MOCK_PORT         the mock service's port when it is started here, default 8787
 *   NGINX_BUILD_DIR   the build folder, default dist-nginx
 *
 * Ctrl-C stops nginx and the mock service and removes the folder: no process is left behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findNginx } from './chromium.mjs';
import { NGINX_TEMPLATE_PATH, renderNginxConf } from './nginx-template.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 8080);
const mockPort = Number(process.env.MOCK_PORT || 8787);
const buildDir = resolve(root, process.env.NGINX_BUILD_DIR || 'dist-nginx');

const nginx = findNginx();
if (!nginx) {
  console.error(
    'nginx is not installed. On Debian or Ubuntu: sudo apt-get install nginx (installing it starts no\n' +
      'service that this command needs; it runs its own nginx in the foreground). Elsewhere: your system\n' +
      "package manager's nginx, 1.22 or newer.",
  );
  process.exit(1);
}
for (const [name, value] of [
  ['PORT', port],
  ['MOCK_PORT', mockPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`${name} must be a port number (1-65535).`);
    process.exit(2);
  }
}

console.log(`Building the portal for nginx (VITE_API_BASE_URL=/) into ${buildDir} ...`);
const build = spawnSync(
  process.execPath,
  [
    join(root, 'node_modules/vite/bin/vite.js'),
    'build',
    '--outDir',
    buildDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_API_BASE_URL: '/' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;
const runDir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));

/** @param {number} [code] */
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 3000);
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((exited) => child.once('exit', exited)) : Promise.resolve(),
    ),
  )
    .then(() => {
      clearTimeout(timer);
      rmSync(runDir, { recursive: true, force: true });
      process.exit(code);
    })
    .catch(() => process.exit(1));
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

let apiTarget = process.env.API_PROXY_TARGET?.replace(/\/+$/, '');
if (!apiTarget) {
  const mock = spawn(process.execPath, [join(root, 'scripts/mock-server.mjs')], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(mockPort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(mock);
  await new Promise((ready, fail) => {
    mock.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
      process.stdout.write(chunk);
      if (String(chunk).includes('listening on')) ready();
    });
    mock.once('exit', () => fail(new Error('The mock service stopped before it was ready.')));
  }).catch((/** @type {Error} */ error) => {
    console.error(error.message);
    stop(1);
  });
  apiTarget = `http://127.0.0.1:${mockPort}`;
}
if (stopping) await new Promise(() => {});

for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir));
writeFileSync(
  join(runDir, 'portal.conf'),
  renderNginxConf(readFileSync(NGINX_TEMPLATE_PATH, 'utf8'), {
    PORT: port,
    DIST_DIR: buildDir,
    API_PROXY_TARGET: apiTarget,
  }),
);
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find((f) => existsSync(f));
writeFileSync(
  join(runDir, 'nginx.conf'),
  `# Written by scripts/serve-nginx.mjs: the main configuration around docs/deployment/nginx.conf.
daemon off;
worker_processes 1;
pid ${runDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
    ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; application/javascript js; text/css css; image/svg+xml svg; }'}
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${runDir}/client_body;
    proxy_temp_path ${runDir}/proxy;
    fastcgi_temp_path ${runDir}/fastcgi;
    uwsgi_temp_path ${runDir}/uwsgi;
    scgi_temp_path ${runDir}/scgi;
    include ${runDir}/portal.conf;
}
`,
);

const server = spawn(nginx, ['-p', runDir, '-c', join(runDir, 'nginx.conf'), '-e', 'stderr'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
children.push(server);
server.once('spawn', () => {
  console.log(
    `Portal (nginx ${nginx}) at http://localhost:${port}, /api forwarded to ${apiTarget}. Stop with Ctrl-C.`,
  );
});
server.once('exit', (code) => {
  if (!stopping) {
    console.error(`nginx stopped (exit code ${code}).`);
    stop(code || 1);
  }
});
