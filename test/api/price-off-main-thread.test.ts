/**
 * confirm-price in a worker (src/api/price-off-main-thread.ts): the same price and the same errors as on
 * the page, a 401 checked on the page, a cancel that reaches the worker, and a worker that cannot start
 * leaving the call to the page. The worker here runs its real handler in this process, its messages
 * copied as a real worker's are (structuredClone).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSettings, configureApi } from '../../src/api/config';
import { ApiError } from '../../src/api/errors';
import type { PriceCall, PriceFailure } from '../../src/api/price-messages';
import { offMainThreadPricer } from '../../src/api/price-off-main-thread';
import { priceInWorker, toPriceFailure } from '../../src/api/price-worker-handler';
import type { Pricing } from '../../src/api/schemas/pricing';
import { answerCalls, type WorkerCall, type WorkerReply } from '../../src/lib/worker-protocol';
import { sessionStore } from '../../src/session/session-store';
import { KEYSTONE, signIn } from '../render';
import { texasRequest } from '../fixtures/pricing';

type PriceReply = WorkerReply<Pricing, PriceFailure>;

class InProcessWorker {
  onmessage: ((event: MessageEvent<PriceReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly received: WorkerCall<PriceCall>[] = [];
  readonly replies: PriceReply[] = [];
  terminated = false;
  private readonly handle = answerCalls(priceInWorker, toPriceFailure, (reply) => {
    this.replies.push(reply);
    setTimeout(() => this.onmessage?.(new MessageEvent('message', { data: structuredClone(reply) })), 0);
  });
  postMessage(message: WorkerCall<PriceCall>) {
    this.received.push(message);
    this.handle(structuredClone(message));
  }
  terminate() {
    this.terminated = true;
  }
}

/** A worker whose script cannot load: its error comes in a following task, as a browser's does. */
class FailingWorker extends InProcessWorker {
  override postMessage(message: WorkerCall<PriceCall>) {
    this.received.push(message);
    setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'Failed to load' })), 0);
  }
}

const TEXAS = texasRequest;

function pricer<W extends InProcessWorker>(make: () => W) {
  const made: W[] = [];
  const confirm = offMainThreadPricer(() => {
    const worker = make();
    made.push(worker);
    return worker as unknown as Worker;
  });
  return { confirm, made };
}

describe('confirm-price in a worker', () => {
  const pageCheck = apiSettings.checkSession;
  beforeEach(async () => {
    await signIn();
  });
  afterEach(() => {
    configureApi({ checkSession: pageCheck });
  });

  it('prices in the worker, sent with the page’s token and base URL, and answers as the page would', async () => {
    const { getToken } = apiSettings;
    const { confirm, made } = pricer(() => new InProcessWorker());
    const [first, second] = await Promise.all([
      confirm(KEYSTONE, TEXAS),
      confirm(KEYSTONE, { ...TEXAS, state: 'NY', postalCode: '10001' }),
    ]);
    expect([first.totalPrice, first.unitPrice, first.reportType.nickname]).toEqual([
      489.99,
      489.99,
      'Renovation Analysis',
    ]);
    // New York's surcharge (25) and ZIP 100's (20).
    expect(second.totalPrice).toBe(534.99);
    expect(made).toHaveLength(1);
    expect(made[0]?.received).toEqual([
      {
        type: 'call',
        id: 1,
        payload: {
          companyToken: KEYSTONE,
          request: TEXAS,
          connection: {
            token: sessionStore.get()?.token,
            baseUrl: 'http://localhost:3000',
            timeoutMs: 5_000,
          },
        },
      },
      {
        type: 'call',
        id: 2,
        payload: expect.objectContaining({
          request: { ...TEXAS, state: 'NY', postalCode: '10001' },
        }) as unknown,
      },
    ]);
    // The worker priced with what it was sent: the page's settings were left as they were.
    expect(apiSettings.getToken).toBe(getToken);
  });

  it('rejects a refusal with the service’s own words and the field it names', async () => {
    const { confirm } = pricer(() => new InProcessWorker());
    const error = await confirm(KEYSTONE, { ...TEXAS, postalCode: '00012' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'refused',
      status: 422,
      message: 'Data validation failed.',
      serviceMessage: 'Data validation failed.',
      endpoint: 'POST /api/v1/order/pricingParameters',
      sessionWorks: null,
    });
    expect((error as ApiError).errorsFor('postal_code').map((e) => e.message)).toEqual([
      'We do not serve postal code 00012 yet.',
    ]);
  });

  it('checks the session on the page after a 401, as the API client does', async () => {
    const check = vi.fn(() => Promise.resolve(false));
    configureApi({ checkSession: check });
    sessionStore.start({ ...sessionStore.get()!, token: 'tok_00000000000000000000000000000000' });
    const { confirm } = pricer(() => new InProcessWorker());
    const error = await confirm(KEYSTONE, TEXAS).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, sessionWorks: false });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('tells the worker when the caller stops waiting, and rejects with the caller’s reason', async () => {
    const { confirm, made } = pricer(() => new InProcessWorker());
    const controller = new AbortController();
    const call = confirm(KEYSTONE, TEXAS, { signal: controller.signal });
    const reason = new DOMException('The page left', 'AbortError');
    controller.abort(reason);
    await expect(call).rejects.toBe(reason);
    expect(made[0]?.received.map((m) => m.type)).toEqual(['call', 'cancel']);
    // The worker dropped its request: nothing comes back for it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(made[0]?.replies).toEqual([]);
  });

  it('prices on the page when the worker cannot start, and does not start another', async () => {
    const { confirm, made } = pricer(() => new FailingWorker());
    const first = await confirm(KEYSTONE, TEXAS);
    const second = await confirm(KEYSTONE, { ...TEXAS, postalCode: '75202' });
    expect([first.totalPrice, second.totalPrice]).toEqual([489.99, 489.99]);
    expect(made).toHaveLength(1);
    expect(made[0]?.terminated).toBe(true);
    expect(made[0]?.received).toHaveLength(1);
  });

  it('end() ends the worker at once and what waited on it; the next call starts another', async () => {
    const { confirm, made } = pricer(() => new InProcessWorker());
    const waiting = confirm(KEYSTONE, TEXAS);
    confirm.end();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    expect(made[0]?.terminated).toBe(true);
    const next = await confirm(KEYSTONE, TEXAS);
    expect(next.totalPrice).toBe(489.99);
    expect(made).toHaveLength(2);
    expect(made[1]?.terminated).toBe(false);
  });
});
