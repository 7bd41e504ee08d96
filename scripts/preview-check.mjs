// Runs `vite preview` on a finished build and reads what it serves: the Content-Security-Policy header
// (it must be the build's own meta-tag policy plus frame-ancestors, whatever the environment says at
// preview time) and, with API_PROXY_TARGET set, a call to /api answered by a stand-in service.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The ports of the check, in the block the browser tests take (playwright.config.ts: E2E_PORT to
 * E2E_PORT + 4 for their servers), so that E2E_PORT moves both clear of another run on the machine:
 * E2E_PORT + 5 for `vite preview`, E2E_PORT + 6 for the stand-in service.
 */
const BASE_PORT = Number(process.env.E2E_PORT ?? 4317);
export const PREVIEW_PORT = BASE_PORT + 5;
const STAND_IN_PORT = BASE_PORT + 6;

/**
 * A stand-in for the real service: answers every /api call with one envelope naming the path.
 * @returns {Promise<{ url: string, close: () => void }>}
 */
async function startStandInService() {
  const port = STAND_IN_PORT;
  const server = createServer((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(
      JSON.stringify({ success: true, message: `stand-in ${request.url}`, data: {}, meta: {}, errors: [] }),
    );
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', () => resolveListen(undefined)));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @returns {Promise<Response>}
 */
async function fetchWhenUp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fetch(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
  }
}

/** The policy the build carries: its index.html's meta tag (as in vite.config.ts). */
function builtPolicy(/** @type {string} */ dir) {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const content = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  return content === undefined ? null : content.replaceAll('&#39;', "'");
}

/**
 * @param {object} options
 * @param {string} options.root the project folder
 * @param {string} options.viteBin
 * @param {string} options.outDir the build to serve
 * @param {string} options.label e.g. 'real build'
 * @param {string | null} options.apiOrigin the service origin the policy must allow, or null for none
 * @param {string} options.previewEnvApiBaseUrl VITE_API_BASE_URL while previewing (not the build's)
 * @param {(name: string, ok: boolean, detail?: string) => void} options.check
 */
export async function checkPreview({ root, viteBin, outDir, label, apiOrigin, previewEnvApiBaseUrl, check }) {
  const standIn = await startStandInService();
  const port = PREVIEW_PORT;
  const preview = spawn(
    process.execPath,
    [viteBin, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    {
      cwd: root,
      stdio: 'ignore',
      env: { ...process.env, VITE_API_BASE_URL: previewEnvApiBaseUrl, API_PROXY_TARGET: standIn.url },
    },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    const expected = `${builtPolicy(outDir)}; frame-ancestors 'none'`;
    for (const path of ['/', '/orders/int_1/ord_2', '/login']) {
      const response = await fetchWhenUp(`${base}${path}`, 20_000);
      const header = response.headers.get('content-security-policy') ?? '';
      check(
        `${label}: preview sends the build's own policy on ${path}`,
        header === expected,
        `sent:     ${header}\nexpected: ${expected}`,
      );
    }
    const header = (await fetch(base)).headers.get('content-security-policy') ?? '';
    const connect = /connect-src ([^;]*)/.exec(header)?.[1] ?? '';
    check(
      `${label}: preview with VITE_API_BASE_URL=${JSON.stringify(previewEnvApiBaseUrl)} keeps connect-src ${apiOrigin ? `'self' ${apiOrigin}` : "'self'"}`,
      connect === (apiOrigin ? `'self' ${apiOrigin}` : "'self'"),
      header,
    );
    const proxied = await fetch(`${base}/api/v1/report-types?company_token=x`);
    const body = await proxied.text();
    check(
      `${label}: preview routes /api to API_PROXY_TARGET`,
      body.includes('"message":"stand-in /api/v1/report-types?company_token=x"'),
      body.slice(0, 200),
    );
  } finally {
    preview.kill();
    standIn.close();
  }
}
