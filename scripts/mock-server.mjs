#!/usr/bin/env node
/**
 * `npm run mock-server`: the mock service as a real HTTP server, for a portal built or run with
 * VITE_API_BASE_URL=/ (and API_PROXY_TARGET pointing here), or for nginx (npm run serve:nginx).
 * The same MSW handlers as demo mode, Vitest and the browser tests (scripts/mock-service/http.mjs).
 *
 *   MOCK_PORT        the port, default 8787 (on 127.0.0.1 only: nothing outside this machine reaches it)
 *   MOCK_LATENCY_MS  a delay before each answer, default 150 (as in demo mode); 0 for none
 *
 * Its state (tokens, company updates, queued faults) lives as long as the process.
 */
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDemoCredentials } from './demo-credentials.mjs';
import { loadMockService } from './mock-service/http.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.MOCK_PORT || 8787);
const latencyMs = Number(process.env.MOCK_LATENCY_MS ?? 150);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`MOCK_PORT must be a port number (1-65535), not "${process.env.MOCK_PORT}".`);
  process.exit(2);
}

const mock = await loadMockService({ root, latencyMs: Number.isFinite(latencyMs) ? latencyMs : 150 });
const server = createServer((req, res) => {
  void mock.answer(req, res, new URL(req.url ?? '/', `http://127.0.0.1:${port}`));
});

server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is already in use. Stop what uses it, or pick another: MOCK_PORT=8788 npm run mock-server`
      : `The mock service could not start: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Mock service listening on http://127.0.0.1:${port} (the service's /api/v1 and /api/v2 paths)`);
  const { username, password } = readDemoCredentials();
  console.log(`Demo sign-in: ${username} / ${password}. Stop with Ctrl-C.`);
});

async function stop() {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  await mock.close();
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
