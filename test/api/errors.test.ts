/**
 * Every error kind, produced from the reply that causes it, for each of the ten endpoints.
 * The service's own words are never lost.
 */
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/config';
import { ApiError } from '../../src/api/errors';
import { ok, refusal, validationFailed } from '../../src/mocks/envelope';
import { server } from '../mock-service';
import { signIn } from '../render';
import { endpointCases } from './endpoint-table';

async function failure(call: () => Promise<unknown>): Promise<ApiError> {
  try {
    await call();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe.each(endpointCases)('$name', ({ method, pattern, call }) => {
  const answer = (resolver: Parameters<typeof http.get>[1]) => server.use(http[method](pattern, resolver));

  it('turns HTTP 200 with success:false into a refusal with the service message and field', async () => {
    await signIn();
    answer(() =>
      refusal(200, '"gla_include" is not allowed', [
        { message: '"gla_include" is not allowed', key: 'gla_include', label: 'gla_include', value: true },
      ]),
    );
    const error = await failure(() => call());
    expect(error.kind).toBe('refused');
    expect(error.status).toBe(200);
    expect(error.message).toBe('"gla_include" is not allowed');
    expect(error.fieldErrors).toEqual([
      { message: '"gla_include" is not allowed', field: 'gla_include', label: 'gla_include', value: true },
    ]);
  });

  it('turns HTTP 422 into a refusal keeping every element of errors, objects and bare strings alike', async () => {
    await signIn();
    answer(() =>
      validationFailed([
        { message: '"email" must be a valid email', key: 'email', label: 'email', value: 'nope' },
        'Something else is wrong',
        { unexpected: 'shape' },
      ]),
    );
    const error = await failure(() => call());
    expect(error.kind).toBe('refused');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Data validation failed.');
    expect(error.fieldErrors).toEqual([
      { message: '"email" must be a valid email', field: 'email', label: 'email', value: 'nope' },
      { message: 'Something else is wrong', field: null, label: null, value: undefined },
      { message: '{"unexpected":"shape"}', field: null, label: null, value: undefined },
    ]);
    expect(error.errorsFor('email').map((e) => e.message)).toEqual(['"email" must be a valid email']);
  });

  it('turns HTTP 401 into unauthorized', async () => {
    answer(() => refusal(401, 'Unauthorized! Token revoked.'));
    const error = await failure(() => call());
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toBe('Unauthorized! Token revoked.');
  });

  it('turns HTTP 404 with an HTML body into not found', async () => {
    answer(
      () =>
        new HttpResponse('<html><body>Not Found</body></html>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await failure(() => call());
    expect(error.kind).toBe('not-found');
    expect(error.status).toBe(404);
    expect(error.message).toBe('The service could not find what was asked for.');
  });

  it('turns HTTP 500 into a server error, keeping the service message', async () => {
    answer(() => refusal(500, 'Internal error while pricing.'));
    const error = await failure(() => call());
    expect(error.kind).toBe('server');
    expect(error.message).toBe('Internal error while pricing.');
  });

  it('turns a proxy error page (502, HTML) into a server error', async () => {
    answer(() => new HttpResponse('<html><h1>502 Bad Gateway</h1></html>', { status: 502 }));
    const error = await failure(() => call());
    expect(error.kind).toBe('server');
    expect(error.status).toBe(502);
  });

  it('turns a failed connection into a network error', async () => {
    answer(() => HttpResponse.error());
    const error = await failure(() => call());
    expect(error.kind).toBe('network');
  });

  it('turns a 200 reply that is not JSON into malformed', async () => {
    answer(
      () =>
        new HttpResponse('<html>Maintenance</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await failure(() => call());
    expect(error.kind).toBe('malformed');
    // The user reads a plain sentence; what went wrong is kept for the technical details.
    expect(error.message).toBe('The service sent a reply the portal could not read.');
    expect(error.detail).toBe('The reply was not JSON.');
    expect(error.status).toBe(200);
    expect(error.endpoint).toMatch(/^(GET|POST|PUT) \/api\/v[12]\//);
  });

  it('turns an empty 200 reply into malformed', async () => {
    answer(() => new HttpResponse(null, { status: 200 }));
    const error = await failure(() => call());
    expect(error.kind).toBe('malformed');
  });

  it('turns a success envelope whose data does not match the schema into malformed, naming the field', async () => {
    await signIn();
    answer(() => ok({ unexpected: true }, 'ok'));
    const error = await failure(() => call());
    expect(error.kind).toBe('malformed');
    expect(error.fieldPath).toMatch(/^data\.\w+/);
    expect(error.message).toBe('The service sent a reply the portal could not read.');
    expect(error.detail).toContain(`Field ${error.fieldPath}: `);
    expect(error.serviceMessage).toBe('ok');
  });

  it('times out a slow reply', async () => {
    await signIn();
    configureApi({ timeoutMs: 30 });
    answer(async () => {
      await delay(300);
      return ok({}, 'late');
    });
    const error = await failure(() => call());
    expect(error.kind).toBe('timeout');
  });

  it('lets a cancellation by the caller through as an abort, not as an ApiError', async () => {
    await signIn();
    answer(async () => {
      await delay(300);
      return ok({}, 'late');
    });
    const controller = new AbortController();
    const pending = call(controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the bearer header', () => {
  it('is sent on every call but create-token', async () => {
    const seen: Record<string, string | null> = {};
    await signIn();
    server.events.on('request:start', ({ request }) => {
      seen[new URL(request.url).pathname] = request.headers.get('authorization');
    });
    for (const { call } of endpointCases) await call().catch(() => undefined);
    server.events.removeAllListeners();
    expect(seen['/api/v1/auth/create-token']).toBeNull();
    const others = Object.entries(seen).filter(([path]) => path !== '/api/v1/auth/create-token');
    expect(others).toHaveLength(9);
    for (const [, header] of others) expect(header).toMatch(/^Bearer tok_[0-9a-f]{32}$/);
  });
});
