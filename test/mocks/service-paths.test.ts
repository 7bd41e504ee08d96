/**
 * The mock service answers the service's own paths and nothing else: in `npm run dev` the dev server's
 * modules (`/src/api/create-token.ts`, loaded lazily by sign-in) and assets go through the same service
 * worker, and a catch-all that took them for unknown API paths broke the demo sign-in.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../src/mocks/create-handlers';
import { createMockDb } from '../../src/mocks/db';
import { NOT_FOUND_MESSAGE } from '../../src/mocks/envelope';

const handlers = createHandlers(createMockDb());
const answer = (url: string, init?: RequestInit) => getResponse(handlers, new Request(url, init));

describe('what the mock service answers', () => {
  it.each([
    'http://localhost:5173/src/api/anything.ts',
    'http://localhost:5173/src/api/create-token.ts?t=1732400000000',
    'http://localhost:5173/src/mocks/handlers/api/v1/report-types.ts',
    'http://localhost:5173/node_modules/.vite/deps/msw.js?v=1a2b3c',
    'http://localhost:5173/@vite/client',
    'http://localhost:5173/@fs/work/main/src/api/v1/paths.ts',
    'http://localhost:4173/assets/api-client-DmF3x0.js',
    'http://localhost:5173/api',
    'http://localhost:5173/api/health',
  ])('passes %s through untouched', async (url) => {
    await expect(answer(url)).resolves.toBeUndefined();
  });

  it('answers a path of the service it does not have with the 404 envelope', async () => {
    const response = await answer('http://localhost:5173/api/v3/order/place', { method: 'POST' });
    expect(response?.status).toBe(404);
    expect(await response?.json()).toEqual({
      success: false,
      message: NOT_FOUND_MESSAGE,
      data: {},
      meta: {},
      errors: [],
    });
  });

  it('answers the service’s own paths on any origin, with the company token of the path', async () => {
    const tokens = await answer('http://127.0.0.1:8787/api/v1/auth/create-token', {
      method: 'POST',
      body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
    });
    expect(tokens?.status).toBe(422);
    const update = await answer('https://portal.example.test/api/v1/company/cmp_KEYST0NE/update', {
      method: 'PUT',
    });
    expect(update?.status).toBe(401);
  });
});
