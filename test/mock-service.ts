/** The mock service for vitest: the same handlers as demo mode and the browser tests, over msw/node. */
import { setupServer } from 'msw/node';
import type { apiRoutePatterns } from '../src/api/paths';
import { createMockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/create-handlers';
import type { MockFault } from '../src/mocks/overrides';

export const mockDb = createMockDb();
export const server = setupServer(...createHandlers(mockDb));

/**
 * Queues answers for one call of the mock service (a key of apiRoutePatterns): each is answered once, in
 * order, before the normal replies (src/mocks/overrides.ts). The mock is reset before every test.
 */
export function queueMockAnswers(call: keyof typeof apiRoutePatterns, answers: MockFault[]): void {
  mockDb.state.faults = { ...mockDb.state.faults, [call]: answers };
}
