/** The mock service for vitest: the same handlers as demo mode and the browser tests, over msw/node. */
import { setupServer } from 'msw/node';
import { createMockDb } from '../src/mocks/db';
import { createHandlers } from '../src/mocks/create-handlers';

export const mockDb = createMockDb();
export const server = setupServer(...createHandlers(mockDb));
