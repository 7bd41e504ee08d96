import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { configureApi } from '../src/api/config';
import { clearToasts } from '../src/components/ui/toast';
import { sessionStore } from '../src/session/session-store';
import { mockDb, server } from './mock-service';

// The CI machine has 2 cores shared by parallel test files: give findBy/waitFor more than the default
// second before they give up (they still return as soon as the condition holds).
configure({ asyncUtilTimeout: 4_000 });

// Unhandled requests fail the test: every call must reach the mock service.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

beforeEach(() => {
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
  clearToasts();
  server.resetHandlers();
  sessionStore.end('signed-out');
});

afterAll(() => server.close());
