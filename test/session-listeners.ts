/**
 * Each app a test renders has its query client listen to the session store (to clear its cache when the
 * session ends) until that test ends, not for the rest of the worker: test files share one module graph
 * (vite.config.ts: isolate false), so a listener left behind would clear every earlier test's cache at
 * each later sign-out.
 */
export const sessionListeners = new Set<() => void>();

/** Stops every rendered app's query client listening to the session store (test/setup.ts, after each test). */
export function stopSessionListeners() {
  for (const stop of sessionListeners) stop();
  sessionListeners.clear();
}
