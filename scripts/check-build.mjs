#!/usr/bin/env node
// Proves the two kinds of production build differ as they must:
//  (a) VITE_API_BASE_URL set: no trace of the mock service (MSW, its worker, the demo credentials);
//  (b) VITE_API_BASE_URL unset: a self-contained demo that ships and starts the mock service worker.
// Builds into dist-real/ and dist-demo/ (git-ignored) and removes them afterwards.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { readDemoCredentials } from './demo-credentials.mjs';
import { checkDockerfile } from './check-dockerfile.mjs';
import { checkPreview } from './preview-check.mjs';
import { checkSizeBudget } from './bench/size-budget.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const REAL_API = 'https://api.example.test';
const WORKER = 'mockServiceWorker.js';

/** @type {{ name: string, ok: boolean, detail?: string }[]} */
const results = [];

/**
 * @param {string} name
 * @param {boolean} ok
 * @param {string} [detail]
 */
function check(name, ok, detail) {
  results.push({ name, ok, ...(detail ? { detail } : {}) });
}

/**
 * @param {string} outDir
 * @param {string} apiBaseUrl
 * @param {string[]} [extra] more arguments for `vite build`
 * @returns {boolean}
 */
function build(outDir, apiBaseUrl, extra = []) {
  const run = spawnSync(
    process.execPath,
    [viteBin, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn', ...extra],
    {
      cwd: root,
      encoding: 'utf8',
      // An empty value overrides any .env file, so (b) is a demo build whatever the local set-up.
      env: { ...process.env, VITE_API_BASE_URL: apiBaseUrl, NODE_ENV: 'production' },
    },
  );
  const ok = run.status === 0;
  if (!ok) {
    process.stderr.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
    if (run.error) console.error(run.error);
  }
  return ok;
}

/**
 * @param {string} dir
 * @returns {string[]}
 */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A file's text; the build's precompressed copies (.gz, .br) are read decompressed, so that they are
 * checked like the files they were made from.
 * @param {string} file
 * @returns {string}
 */
function readText(file) {
  const content = readFileSync(file);
  if (file.endsWith('.gz')) return gunzipSync(content).toString('utf8');
  if (file.endsWith('.br')) return brotliDecompressSync(content).toString('utf8');
  return content.toString('utf8');
}

/**
 * @param {string} text
 * @param {number} index
 * @param {number} length
 */
function snippet(text, index, length) {
  return JSON.stringify(text.slice(Math.max(0, index - 40), index + length + 40));
}

/**
 * @param {string} text
 * @returns {RegExp} a pattern that matches exactly `text`
 */
function literal(text) {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

const forbidden = [
  { label: 'mockServiceWorker', pattern: /mockServiceWorker/ },
  // As a word, any case: the package name, import paths and its "[MSW]" log lines.
  { label: 'msw', pattern: /(?<![A-Za-z0-9_$])msw(?![A-Za-z0-9_$])/i },
  { label: 'setupWorker', pattern: /setupWorker/ },
  { label: 'demo credentials', pattern: literal(readDemoCredentials().password) },
  // The demo orders listed on the orders page (src/api/demo-orders.ts) exist only in demo mode.
  { label: 'demo order tokens', pattern: /int_8F3K2M|ord_5T7R1Q|int_BENCH1K|int_PORTFOLIO/ },
];

const realDir = join(root, 'dist-real');
const demoDir = join(root, 'dist-demo');

checkDockerfile(root, check);

try {
  // (a) Build pointed at a real service.
  const realBuilt = build(realDir, REAL_API, ['--manifest']);
  check(`build with VITE_API_BASE_URL=${REAL_API}`, realBuilt);
  if (realBuilt) {
    checkSizeBudget({ root, distDir: realDir, check });
    rmSync(join(realDir, '.vite'), { recursive: true, force: true });
    const files = listFiles(realDir);
    check(`real build: no ${WORKER} in the output`, !existsSync(join(realDir, WORKER)));
    for (const { label, pattern } of forbidden) {
      const hits = [];
      for (const file of files) {
        const text = readText(file);
        const match = pattern.exec(text);
        if (match) hits.push(`${relative(realDir, file)}: ${snippet(text, match.index, match[0].length)}`);
      }
      check(`real build: no file contains ${label}`, hits.length === 0, hits.join('\n'));
    }
    const jsFiles = files.filter((file) => file.endsWith('.js'));
    check(
      'real build: the API base URL is baked into the bundle',
      jsFiles.some((file) => readFileSync(file, 'utf8').includes(REAL_API)),
    );
    const html = readFileSync(join(realDir, 'index.html'), 'utf8').replaceAll('&#39;', "'");
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    check(
      "real build: a Content-Security-Policy with script-src 'self' only",
      /script-src 'self';/.test(csp),
      csp,
    );
    check(
      'real build: the policy lets the portal call the service origin',
      csp.includes(`connect-src 'self' ${new URL(REAL_API).origin}`),
      csp,
    );
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
    check(
      'real build: no inline scripts in index.html',
      inlineScripts.length === 0,
      inlineScripts.join('\n'),
    );
    // `vite preview` serves it with its own policy, though the variable is not set again.
    await checkPreview({
      root,
      viteBin,
      outDir: realDir,
      label: 'real build',
      apiOrigin: new URL(REAL_API).origin,
      previewEnvApiBaseUrl: '',
      check,
    });
    const loginHtml = readFileSync(join(realDir, 'login.html'), 'utf8');
    const loginInline = [...loginHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
    check('real build: no inline scripts in login.html', loginInline.length === 0, loginInline.join('\n'));
    // The prerendered sign-in page loads one small boot module, before its first paint (blocking="render":
    // it applies the theme); the portal's chunks are listed in an inert
    // <template> that the boot module moves into the page after its first paint, so that they do not hold
    // that paint back (docs/decisions/2026-11-22-sign-in-boot.md).
    const loginScripts = [...loginHtml.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    const template = /<template id="boot-preloads">(.*?)<\/template>/s.exec(loginHtml)?.[1] ?? '';
    const deferred = [...template.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    const outside = loginHtml.replace(/<template id="[^"]*">.*?<\/template>/gs, '');
    const eager = [...outside.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    check(
      'real build: login.html runs one render-blocking module script and preloads the portal after its first paint',
      loginScripts.length === 1 &&
        /\bblocking="render"/.test(loginScripts[0]) &&
        deferred.some((href) => /\/app-/.test(href ?? '')) &&
        !eager.some((href) => deferred.includes(href)),
      [...loginScripts, ...eager.map((href) => `eager: ${href}`), template].join('\n'),
    );
    // The sign-in request's code (create-token and zod's schemas) is preloaded, not evaluated, once the
    // form is up: listed in a <template> of its own, none of it in the boot's (src/queries/auth.ts).
    const request = /<template id="sign-in-request">(.*?)<\/template>/s.exec(loginHtml)?.[1] ?? '';
    const requestFiles = [...request.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    check(
      'real build: login.html lists the sign-in request’s code for preloading, apart from the boot’s',
      requestFiles.some((href) => /\/create-token-/.test(href ?? '')) &&
        !requestFiles.some((href) => deferred.includes(href)),
      request,
    );
    // Precompressed copies for servers that send them as they are (nginx gzip_static / brotli_static).
    const stale = files
      .filter((file) => /\.(html|js|css)$/.test(file) && readFileSync(file).length >= 1024)
      .filter((file) =>
        ['.gz', '.br'].some(
          (ext) => !existsSync(file + ext) || readText(file + ext) !== readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => relative(realDir, file));
    check(
      'real build: a .gz and a .br of every HTML, JS and CSS file, equal to it',
      stale.length === 0,
      stale.join('\n'),
    );
  }

  // (b) Demo build: the mock service must be bundled and its worker shipped.
  const demoBuilt = build(demoDir, '');
  check('build without VITE_API_BASE_URL (demo)', demoBuilt);
  if (demoBuilt) {
    check(`demo build: ${WORKER} is in the output`, existsSync(join(demoDir, WORKER)));
    const chunks = listFiles(demoDir).filter((file) => file.endsWith('.js') && !file.endsWith(WORKER));
    check(
      'demo build: a JS chunk starts the mock service (setupWorker/mockServiceWorker)',
      chunks.some((file) => /setupWorker|mockServiceWorker/.test(readFileSync(file, 'utf8'))),
    );
    check(
      'demo build: the demo orders are listed (their tokens are in the bundle)',
      chunks.some((file) => readFileSync(file, 'utf8').includes('int_8F3K2M')),
    );
    await checkPreview({
      root,
      viteBin,
      outDir: demoDir,
      label: 'demo build',
      apiOrigin: null,
      previewEnvApiBaseUrl: REAL_API,
      check,
    });
  }
} finally {
  rmSync(realDir, { recursive: true, force: true });
  rmSync(demoDir, { recursive: true, force: true });
}

console.log('Build check:');
for (const { name, ok, detail } of results) {
  console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  if (!ok && detail) console.log(detail.replace(/^/gm, '          '));
}
const failed = results.filter((result) => !result.ok).length;
console.log(failed === 0 ? 'Build check passed.' : `Build check failed: ${failed} problem(s).`);
process.exit(failed === 0 ? 0 : 1);
