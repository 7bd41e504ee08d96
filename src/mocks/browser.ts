/**
 * Demo mode: the mock service runs in a service worker. Imported dynamically by main.tsx only when
 * no VITE_API_BASE_URL is set, so a production build pointed at a real service contains none of it.
 */
import { setupWorker } from 'msw/browser';
import { createMockDb } from './db';
import { createHandlers } from './create-handlers';
import { MOCK_LATENCY_KEY } from './storage-keys';

export async function startMockService(): Promise<void> {
  const db = createMockDb(window.sessionStorage);
  const latencyMs = Number(window.sessionStorage.getItem(MOCK_LATENCY_KEY) ?? '') || 150;
  const worker = setupWorker(...createHandlers(db, { latencyMs }));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
