/** The job runner's sending rules (the batch's and the portfolio's): how many at once, what is retried and how long it waits, stop and 401. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryDelay, runQueue, type Failure, type Outcome } from '../../src/lib/job-runner';

const PRICE = { status: 'priced' as const, total: 489.99, dueDate: '2026-11-30' };
type Priced = typeof PRICE;
const keys = (n: number) => Array.from({ length: n }, (_, i) => `k${i}`);

/** A pricing call that answers when the test says so. */
function controlled() {
  const waiting: { key: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  let inFlight = 0;
  let max = 0;
  const sent: string[] = [];
  return {
    waiting,
    sent,
    max: () => max,
    price(key: string) {
      sent.push(key);
      inFlight += 1;
      max = Math.max(max, inFlight);
      return new Promise<typeof PRICE>((resolve, reject) => {
        waiting.push({
          key,
          resolve: () => {
            inFlight -= 1;
            resolve(PRICE);
          },
          reject: (e) => {
            inFlight -= 1;
            reject(e);
          },
        });
      });
    },
  };
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The runner yields through src/lib/schedule.ts: here a browser's `scheduler.yield()` that takes a
// zero timeout, so that a test's tick and a worker's start come in one known order.
beforeEach(() => vi.stubGlobal('scheduler', { yield: tick }));
afterEach(() => vi.unstubAllGlobals());
/** The four workers start one task after another (not all in the task that started the run). */
async function allStarted() {
  for (let task = 0; task < 4; task += 1) await tick();
}

function setUp(failure: (error: unknown) => Failure = () => ({ kind: 'refused', reason: String('x') })) {
  const outcomes: [string, Outcome<Priced>][] = [];
  const waits: number[] = [];
  let sessionEnded = 0;
  return {
    outcomes,
    waits,
    sessionEnded: () => sessionEnded,
    options: {
      concurrency: 4,
      classify: failure,
      onOutcome: (key: string, outcome: Outcome<Priced>) => outcomes.push([key, outcome]),
      onSessionEnded: () => (sessionEnded += 1),
      sleep: (ms: number) => {
        waits.push(ms);
        return Promise.resolve();
      },
    },
  };
}

describe('runQueue', () => {
  it('keeps at most 4 requests in flight and prices each property once', async () => {
    const service = controlled();
    const { options, outcomes } = setUp();
    const run = runQueue(keys(10), { ...options, work: (k: string) => service.price(k) });
    expect(service.waiting).toHaveLength(0);
    await tick();
    expect(service.waiting).toHaveLength(1);
    await allStarted();
    expect(service.waiting).toHaveLength(4);
    while (service.waiting.length > 0) {
      service.waiting.shift()?.resolve();
      await tick();
    }
    await run.finished;
    expect(service.max()).toBe(4);
    expect(service.sent).toEqual(keys(10));
    expect(outcomes.map(([k]) => k).sort()).toEqual(keys(10).sort());
    expect(outcomes.every(([, o]) => o.status === 'priced')).toBe(true);
  });

  it('retries a transient failure twice, waiting 0.5 s, then as long as Retry-After asks, then fails', async () => {
    let attempt = 0;
    const { options, outcomes, waits } = setUp((error) => ({
      kind: 'transient',
      reason: String(error),
      retryAfterMs: attempt === 2 ? 3_000 : null,
      retry: true,
    }));
    const run = runQueue(['only'], {
      ...options,
      work: () => {
        attempt += 1;
        return Promise.reject(new Error(`Service unavailable ${attempt}`));
      },
    });
    await run.finished;
    expect(attempt).toBe(3);
    expect(waits).toEqual([500, 3_000]);
    expect(outcomes).toEqual([['only', { status: 'failed', reason: 'Error: Service unavailable 3' }]]);
  });

  it('does not retry a refusal', async () => {
    let attempts = 0;
    const { options, outcomes } = setUp(() => ({
      kind: 'refused',
      reason: 'We do not serve postal code 00012 yet.',
    }));
    await runQueue(['k'], {
      ...options,
      work: () => {
        attempts += 1;
        return Promise.reject(new Error('422'));
      },
    }).finished;
    expect(attempts).toBe(1);
    expect(outcomes).toEqual([
      ['k', { status: 'refused', reason: 'We do not serve postal code 00012 yet.' }],
    ]);
  });

  it('stops taking properties at once when stopped; those in flight finish and are recorded', async () => {
    const service = controlled();
    const { options, outcomes } = setUp();
    const run = runQueue(keys(10), { ...options, work: (k: string) => service.price(k) });
    await allStarted();
    run.stop();
    for (const call of service.waiting.splice(0)) call.resolve();
    await run.finished;
    expect(service.sent).toEqual(keys(4));
    expect(outcomes.map(([k, o]) => [k, o.status])).toEqual(keys(4).map((k) => [k, 'priced']));
  });

  it('an ended session puts the property back and stops every worker, once', async () => {
    const service = controlled();
    const { options, outcomes, sessionEnded } = setUp(() => ({ kind: 'interrupted', sessionEnded: true }));
    const run = runQueue(keys(10), { ...options, work: (k: string) => service.price(k) });
    await allStarted();
    service.waiting.shift()?.reject(new Error('401'));
    await tick();
    for (const call of service.waiting.splice(0)) call.resolve();
    await run.finished;
    expect(sessionEnded()).toBe(1);
    expect(service.sent).toEqual(keys(4));
    expect(outcomes).toEqual([
      ['k0', { status: 'pending' }],
      ['k1', PRICE],
      ['k2', PRICE],
      ['k3', PRICE],
    ]);
  });

  it('caps a wait at 30 s', () => {
    expect(retryDelay(0, null)).toBe(500);
    expect(retryDelay(1, null)).toBe(1_000);
    expect(retryDelay(0, 120_000)).toBe(30_000);
  });
});
