/**
 * Property-based tests of every response parser and endpoint: arbitrary JSON never throws anything but
 * the module's typed error.
 */
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { server } from '../mock-service';
import { signIn } from '../render';
import { endpointCases } from './endpoint-table';
import { dataSchemas } from './data-schemas';

describe('arbitrary JSON', () => {
  it('never makes a schema throw: it parses or it fails with issues', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const schema of Object.values(dataSchemas)) {
          const result = schema.safeParse(value);
          expect(result.success || result.error.issues.length > 0).toBe(true);
        }
      }),
    );
  });

  it.each(endpointCases)(
    '$name: any reply body rejects with ApiError or resolves',
    async ({ method, pattern, call }) => {
      await signIn();
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue(),
          fc.constantFrom(200, 400, 401, 404, 422, 500),
          async (body, status) => {
            server.use(http[method](pattern, () => HttpResponse.json(body as never, { status })));
            const failure = await call().then(
              () => null,
              (error: unknown) => error,
            );
            expect(failure === null || failure instanceof ApiError).toBe(true);
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
