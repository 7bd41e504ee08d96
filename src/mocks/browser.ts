/**
 * Demo mode: the mock service runs in a service worker. Imported dynamically by main.tsx only when
 * no VITE_API_BASE_URL is set, so a production build pointed at a real service contains none of it.
 */
import { setupWorker } from 'msw/browser';
import { createMockDb } from './db';
import { createHandlers } from './create-handlers';
import { MOCK_LATENCY_KEY } from './storage-keys';

export interface MockServiceOptions {
  /** Whether the browser will ask before the page goes (unsaved changes): the page may then stay. */
  leaveIsAsked?: () => boolean;
}

/** How many times a restart of the mock tries to start it (restart, below). */
const RESTART_ATTEMPTS = 4;

export async function startMockService({
  leaveIsAsked = () => false,
}: MockServiceOptions = {}): Promise<void> {
  const db = createMockDb(window.sessionStorage);
  const latencyMs = Number(window.sessionStorage.getItem(MOCK_LATENCY_KEY) ?? '') || 150;
  const worker = setupWorker(...createHandlers(db, { latencyMs }));
  const options = {
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  } as const;
  await worker.start(options);

  // MSW tells its service worker that this tab has closed as soon as `beforeunload` fires, and the worker
  // stops answering the tab. But the tab can stay: with unsaved changes the browser asks first, and
  // "Stay" (or "Cancel") keeps the page, whose every request would then go unanswered by the mock. So the
  // mock starts again once the question is answered (if the answer was to leave, the page goes anyway),
  // and when the page comes back from the back-forward cache.
  // Stopping tells the service worker that this tab has gone, and the worker, left with no page,
  // unregisters itself (MSW's own worker script does): a start made meanwhile may find the registration
  // going ("Failed to update a ServiceWorker … Not found"), and the mock would then answer nothing. So a
  // failed start is made again, a moment later, a few times.
  const restart = async () => {
    for (let attempt = 1; ; attempt++) {
      worker.stop();
      try {
        await worker.start(options);
        return;
      } catch (error) {
        if (attempt >= RESTART_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  };
  window.addEventListener('beforeunload', () => {
    if (leaveIsAsked()) setTimeout(() => void restart(), 0);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void restart();
  });
}
