import '@testing-library/jest-dom/vitest';
// Vitest runs without globals, so Testing Library cannot register its own cleanup: afterEach below does.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, configure, getConfig } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApi } from '../src/api/config';
import { clearToasts } from '../src/components/ui/toast';
import { sessionStore } from '../src/session/session-store';
import { mockDb, server, takeUnexpectedUnknownPaths } from './mock-service';
import { stopSessionListeners } from './session-listeners';

// The CI machine has 2 cores shared by parallel test files, and sometimes by other work: give findBy and
// waitFor far more than the default second before they give up (they still return as soon as the
// condition holds, so a passing suite is no slower).
configure({ asyncUtilTimeout: 10_000 });

// A query that fails inside findBy/waitFor is tried again at every DOM change and every 50 ms, and each
// failure printed the whole document into its error (most of a result page's test time went into
// pretty-printing DOMs nobody reads). While waitFor retries, the error is the message alone; the error a
// test fails with still shows the document (waitFor asks again for it when it times out, outside the retry).
const printingElementError = getConfig().getElementError;
configure({
  getElementError: (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) {
      return printingElementError(message, container);
    }
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// jsdom has <dialog> but not showModal() or close(): a stand-in for what the portal relies on (the open
// state, the close event, Escape as a cancelable cancel). Focus trapping and inertness are the browser's
// and are proven in Chromium by the Playwright tests.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    // A polyfill of the browser's own behaviour, not a test query.
    // eslint-disable-next-line testing-library/no-node-access
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1);
    if (event.key !== 'Escape' || !(dialog instanceof HTMLDialogElement)) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}

// Unhandled requests fail the test: every call must reach the mock service.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
  // Test files share one window (vite.config.ts: isolate false): each test starts at the root URL.
  window.history.replaceState(null, '', '/');
  mockDb.reset();
  window.sessionStorage.clear();
  window.localStorage.clear();
  sessionStore.reload();
  configureApi({
    baseUrl: 'http://localhost:3000',
    timeoutMs: 5_000,
    getToken: () => sessionStore.get()?.token ?? null,
  });
  // Console errors (React warnings, failed prop types, act() warnings) fail the test.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  stopSessionListeners();
  vi.useRealTimers();
  clearToasts();
  server.resetHandlers();
  // A test's request listeners end with it, even when it fails before removing them.
  server.events.removeAllListeners();
  sessionStore.end('signed-out');
  // The mock answers a path the service does not have with a 404; a test that calls one by mistake fails.
  const unknown = takeUnexpectedUnknownPaths();
  if (unknown.length > 0) {
    throw new Error(`Calls to API paths the service does not have: ${unknown.join(', ')}`);
  }
});

afterAll(() => server.close());
