/**
 * A production-like server for the benchmark: serves a built portal (pointed at its own origin with
 * VITE_API_BASE_URL=/) and answers /api/* with the mock service's handlers, run in Node. So the measured
 * pages load exactly what production loads, with no mock code in the browser. Like the nginx
 * configuration (docs/deployment/nginx.conf) it speaks HTTP/2 over TLS (a throwaway self-signed
 * certificate made with openssl, which the benchmark's Chromium is told to trust) and sends the
 * build's precompressed .br or .gz copies. Browsers offer brotli only over HTTPS.
 */
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadMockService } from '../mock-service/http.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A key and certificate for localhost, valid for a day, and the base64 SHA-256 of its public key: Chromium
 * started with `--ignore-certificate-errors-spki-list=<that>` treats the certificate as valid, and so (unlike
 * with --ignore-certificate-errors) keeps its responses in the HTTP cache, which the warm runs need.
 */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
      ].concat([
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
      ]),
      { stdio: 'ignore' },
    );
    const key = readFileSync(join(dir, 'key.pem'));
    const cert = readFileSync(join(dir, 'cert.pem'));
    const spki = createHash('sha256')
      .update(new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
      .digest('base64');
    return { key, cert, spki };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startBenchServer({ root, distDir, port }) {
  const mock = await loadMockService({ root });
  /** How the JavaScript was sent, by encoding: the report says whether brotli was in play. */
  const encodings = { br: 0, gzip: 0, identity: 0 };
  /** Added before every /api answer; set by the batch and portfolio parts only (setApiLatency). */
  let apiLatencyMs = 0;
  /**
   * Requests to one endpoint received, now open and most open at once (goal: at most 4), and the time
   * the mock took to answer them, once asked.
   */
  let counted = null;
  const { key, cert, spki } = selfSignedCertificate();
  const server = createSecureServer({ key, cert, allowHTTP1: true }, async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `https://localhost:${port}`);
      if (url.pathname.startsWith('/api/')) {
        const count = counted;
        if (count && url.pathname.endsWith(count.path)) {
          count.sent += 1;
          count.now += 1;
          count.max = Math.max(count.max, count.now);
          res.once('close', () => (count.now -= 1));
        }
        if (apiLatencyMs > 0) await new Promise((resolve) => setTimeout(resolve, apiLatencyMs));
        const answering = performance.now();
        await mock.answer(req, res, url);
        if (count && url.pathname.endsWith(count.path)) count.answerMs += performance.now() - answering;
        return;
      }
      const file = normalize(join(distDir, decodeURIComponent(url.pathname)));
      let content;
      let type;
      let servedFile = null;
      if (file.startsWith(distDir) && extname(file)) {
        content = await readFile(file).catch(() => null);
        type = types[extname(file)] ?? 'application/octet-stream';
        servedFile = file;
      }
      if (!content && !extname(file) && file.startsWith(distDir) && file !== distDir) {
        // Like nginx's `try_files $uri $uri.html /index.html`: /login is served prerendered.
        content = await readFile(`${file}.html`).catch(() => null);
        type = types['.html'];
        servedFile = `${file}.html`;
      }
      if (!content) {
        content = await readFile(join(distDir, 'index.html'));
        type = types['.html'];
        servedFile = join(distDir, 'index.html');
      }
      // Compressed like the production server: the build's .br or .gz copy, else gzip on the fly.
      const accepted = String(req.headers['accept-encoding'] ?? '');
      let encoding = null;
      if (/\bbr\b/.test(accepted) && servedFile) {
        const br = await readFile(`${servedFile}.br`).catch(() => null);
        if (br) [content, encoding] = [br, 'br'];
      }
      if (!encoding && /\bgzip\b/.test(accepted)) {
        const gz = servedFile ? await readFile(`${servedFile}.gz`).catch(() => null) : null;
        [content, encoding] = [gz ?? gzipSync(content), 'gzip'];
      }
      if (extname(servedFile ?? '') === '.js') encodings[encoding ?? 'identity'] += 1;
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': type === types['.html'] ? 'no-cache' : 'public, max-age=31536000, immutable',
        Vary: 'Accept-Encoding',
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(content);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${port}`,
    /** Chromium flags that make it trust this server's certificate. */
    chromeFlags: [`--ignore-certificate-errors-spki-list=${spki}`],
    encodings,
    setApiLatency: (ms) => {
      apiLatencyMs = ms;
    },
    /** Counted from here on: requests to the endpoint `path` ends with, and the most open at once. */
    countRequests: (path) => {
      const count = { path, sent: 0, now: 0, max: 0, answerMs: 0 };
      counted = count;
      return () => ({
        sent: count.sent,
        max: count.max,
        // The mock service's own time per answer, the latency added before it not counted.
        answerMs: count.sent ? count.answerMs / count.sent : 0,
      });
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await mock.close();
    },
  };
}
