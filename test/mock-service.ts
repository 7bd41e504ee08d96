/** The mock service for vitest: the same handlers as demo mode and the browser tests, over msw/node. */
import { setupServer } from 'msw/node';
import type { apiRoutePatterns } from '../src/api/paths';
import { createMockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/create-handlers';
import type { MockFault } from '../src/mocks/db';

export const mockDb = createMockDb();

/**
 * Calls to API paths the service does not have. The mock answers them with its 404 (as the service
 * does), which would hide a misspelled path in a test: test/setup.ts fails a test that made one, unless
 * it called `expectUnknownApiPaths()`.
 */
const unknownPathCalls: string[] = [];
let unknownPathsExpected = false;

export function expectUnknownApiPaths(): void {
  unknownPathsExpected = true;
}

/** The unexpected calls to unknown paths since the last call (and the expectation reset). */
export function takeUnexpectedUnknownPaths(): string[] {
  const calls = unknownPathsExpected ? [] : [...unknownPathCalls];
  unknownPathCalls.length = 0;
  unknownPathsExpected = false;
  return calls;
}

export const server = setupServer(
  ...createHandlers(mockDb, {
    onUnknownPath: (request) => unknownPathCalls.push(`${request.method} ${new URL(request.url).pathname}`),
  }),
);

/**
 * Queues answers for one call of the mock service (a key of apiRoutePatterns): each is answered once, in
 * order, before the normal replies (src/mocks/overrides.ts). The mock is reset before every test.
 */
export function queueMockAnswers(call: keyof typeof apiRoutePatterns, answers: MockFault[]): void {
  mockDb.state.faults = { ...mockDb.state.faults, [call]: answers };
}
