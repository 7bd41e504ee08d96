/** A 429 or 5xx carries how long the service asked to wait (Retry-After) on the ApiError. */
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmPrice } from '../../src/api/endpoints';
import { ApiError } from '../../src/api/errors';
import { queueMockAnswers } from '../mock-service';
import { texasRequest } from '../fixtures/pricing';
import { KEYSTONE, signIn } from '../render';

const request = texasRequest;
const tooMany = { success: false, message: 'Too many requests', data: {}, meta: {}, errors: [] };

describe('Retry-After', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('is read from a 429 in ms, and is null without the header', async () => {
    queueMockAnswers('pricing', [
      { status: 429, json: tooMany, headers: { 'Retry-After': '2' } },
      { status: 503, json: tooMany },
    ]);
    const first = await confirmPrice(KEYSTONE, request).catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiError);
    expect((first as ApiError).kind).toBe('server');
    expect((first as ApiError).retryAfterMs).toBe(2_000);
    const second = await confirmPrice(KEYSTONE, request).catch((error: unknown) => error);
    expect((second as ApiError).retryAfterMs).toBeNull();
    await expect(confirmPrice(KEYSTONE, request)).resolves.toMatchObject({ totalPrice: 489.99 });
  });
});
