/**
 * The mock service over HTTP, in Node: the same MSW handlers as demo mode, Vitest and the browser tests
 * (src/mocks/create-handlers.ts, loaded through Vite's module loader, so no second copy and no build
 * step), answering real requests. Used by `npm run mock-server` (scripts/mock-server.mjs), the nginx
 * set-up (scripts/serve-nginx.mjs) and the benchmark's server (scripts/bench/server.mjs).
 *
 * Every answer keeps the service's envelope: a path the handlers do not answer gets the mock's 404, and
 * a failure inside a handler a 500 in the envelope, never a stack trace.
 */
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';

/** @param {string} message */
const envelope = (message) => ({ success: false, message, data: {}, meta: {}, errors: [] });

/**
 * Loads the mock's handlers with a fresh in-memory state (tokens, companies, faults): state lives as long
 * as the process. `latencyMs` delays each answer like the demo does.
 * @param {{ root: string; latencyMs?: number }} options
 */
export async function loadMockService({ root, latencyMs = 0 }) {
  const vite = await createViteServer({
    root,
    configFile: false,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  const { createHandlers } = /** @type {typeof import('../../src/mocks/create-handlers')} */ (
    await vite.ssrLoadModule('/src/mocks/create-handlers.ts')
  );
  const { createMockDb } = /** @type {typeof import('../../src/mocks/db')} */ (
    await vite.ssrLoadModule('/src/mocks/db.ts')
  );
  const { NOT_FOUND_MESSAGE } = /** @type {typeof import('../../src/mocks/envelope')} */ (
    await vite.ssrLoadModule('/src/mocks/envelope.ts')
  );
  const handlers = createHandlers(createMockDb(), { latencyMs });

  /**
   * Answers one Node request (HTTP/1.1 or HTTP/2) with the mock service.
   * @param {import('node:http').IncomingMessage | import('node:http2').Http2ServerRequest} req
   * @param {import('node:http').ServerResponse | import('node:http2').Http2ServerResponse} res
   * @param {URL} url the request's full URL
   */
  async function answer(req, res, url) {
    let response;
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const request = new Request(url, {
        method: req.method,
        // HTTP/2's pseudo-headers (:path, :method…) are not headers of the request itself.
        headers: Object.entries(req.headers).flatMap(([k, v]) =>
          v === undefined || k.startsWith(':') ? [] : [[k, String(v)]],
        ),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      response =
        (await getResponse(handlers, request)) ?? Response.json(envelope(NOT_FOUND_MESSAGE), { status: 404 });
    } catch {
      response = Response.json(envelope('Something went wrong. Please try again later.'), { status: 500 });
    }
    const content = Buffer.from(await response.arrayBuffer());
    // One Content-Length, of the bytes sent (a strict client refuses two).
    const headers = Object.fromEntries([...response.headers].filter(([name]) => name !== 'content-length'));
    res.writeHead(response.status, { ...headers, 'content-length': String(content.length) });
    res.end(content);
  }

  return { answer, close: () => vite.close() };
}
