/**
 * A production-like server for the benchmark: serves a built portal (pointed at its own origin with
 * VITE_API_BASE_URL=/) and answers /api/* with the mock service's handlers, run in Node. So the measured
 * pages load exactly what production loads, with no mock code in the browser.
 */
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** Loads the TypeScript mock handlers through Vite's module loader. */
async function loadHandlers(root) {
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const { createHandlers } = await vite.ssrLoadModule('/src/mocks/create-handlers.ts');
  const { createMockDb } = await vite.ssrLoadModule('/src/mocks/db.ts');
  return { handlers: createHandlers(createMockDb()), close: () => vite.close() };
}

export async function startBenchServer({ root, distDir, port }) {
  const { handlers, close: closeVite } = await loadHandlers(root);
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://localhost:${port}`);
      if (url.pathname.startsWith('/api/')) {
        const chunks = [];
        for await (const chunk of req) chunks.push(chunk);
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        const request = new Request(url, {
          method: req.method,
          headers: Object.entries(req.headers).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        const response =
          (await getResponse(handlers, request)) ??
          Response.json(
            { success: false, message: 'Not found', data: {}, meta: {}, errors: [] },
            { status: 404 },
          );
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
        return;
      }
      const file = normalize(join(distDir, decodeURIComponent(url.pathname)));
      let content;
      let type;
      if (file.startsWith(distDir) && extname(file)) {
        content = await readFile(file).catch(() => null);
        type = types[extname(file)] ?? 'application/octet-stream';
      }
      if (!content && !extname(file) && file.startsWith(distDir) && file !== distDir) {
        // Like nginx's `try_files $uri $uri.html /index.html`: /login is served prerendered.
        content = await readFile(`${file}.html`).catch(() => null);
        type = types['.html'];
      }
      if (!content) {
        content = await readFile(join(distDir, 'index.html'));
        type = types['.html'];
      }
      // Compressed like any production server (nginx `gzip on`, or a CDN).
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': type === types['.html'] ? 'no-cache' : 'public, max-age=31536000, immutable',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      res.end(gzip ? gzipSync(content) : content);
    } catch (error) {
      res.writeHead(500);
      res.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await closeVite();
    },
  };
}
