/**
 * The job store and the app's job stores (src/session/job-store.ts, job-stores.ts): nothing at import,
 * independent stores, and the guarantees the batch and the portfolio rely on: a run, cancel, the rest,
 * the failed ones again, an ended session that pauses and resumes without doing anything twice, a
 * sign-out or another user that forgets the job.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Failure } from '../../src/lib/job-runner';
import { createJobStore, type JobState, type JobStore } from '../../src/session/job-store';
import { createJobStores } from '../../src/session/job-stores';
import { sessionStore } from '../../src/session/session-store';
import { signIn } from '../render';

interface Opened {
  status: 'opened';
  value: string;
}
type Job = JobState<Opened> & { name: string };

const newJob = (name: string, keys: string[]): Job => ({
  name,
  status: 'running',
  results: Object.fromEntries(keys.map((k) => [k, { status: 'pending' as const }])),
});

class Unavailable extends Error {}
class SessionEnded extends Error {}
const classify = (error: unknown): Failure =>
  error instanceof SessionEnded
    ? { kind: 'interrupted', sessionEnded: true }
    : error instanceof Unavailable
      ? { kind: 'transient', reason: error.message, retryAfterMs: null, retry: true }
      : { kind: 'refused', reason: String(error) };

/** A store over memory, whose work answers when the test says so. */
function setUp(name = 'a') {
  let stored: Job | null = null;
  const sent: string[] = [];
  const waiting = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const store: JobStore<Job> = createJobStore<Job, Opened>({
    persist: { read: () => stored, write: (job) => (stored = job) },
    concurrency: 2,
    classify,
    canResume: () => true,
    sleep: () => Promise.resolve(),
    work: (key, job) =>
      new Promise<Opened>((resolve, reject) => {
        sent.push(key);
        waiting.set(key, {
          resolve: () => resolve({ status: 'opened', value: `${job.name}:${key}` }),
          reject,
        });
      }),
  });
  return {
    store,
    sent,
    stored: () => stored,
    /** Answers the request for `key` (once it is sent) and lets the store hear of it. */
    answer: async (key: string, error?: Error) => {
      await vi.waitFor(() => expect(waiting.has(key)).toBe(true));
      const call = waiting.get(key);
      waiting.delete(key);
      if (error) call?.reject(error);
      else call?.resolve();
    },
    name,
  };
}

const statusOf = (store: JobStore<Job>) => store.getSnapshot().job?.status;
const resultsOf = (store: JobStore<Job>) =>
  Object.fromEntries(
    Object.entries(store.getSnapshot().job?.results ?? {}).map(([k, r]) => [
      k,
      r.status === 'opened' ? r.value : r.status,
    ]),
  );
const settled = (store: JobStore<Job>) => vi.waitFor(() => expect(store.getSnapshot().sending).toBe(false));

beforeEach(() => vi.stubGlobal('scheduler', { yield: () => new Promise((r) => setTimeout(r, 0)) }));
afterEach(() => vi.unstubAllGlobals());

describe('importing the job store modules', () => {
  it('does nothing: no listener, no storage read or written, every import alike', async () => {
    const spies = [
      vi.spyOn(sessionStore, 'onEnd'),
      vi.spyOn(sessionStore, 'subscribe'),
      vi.spyOn(window, 'addEventListener'),
      vi.spyOn(Storage.prototype, 'getItem'),
      vi.spyOn(Storage.prototype, 'setItem'),
    ];
    // Each address with its own query is a module of its own: evaluated again, as a second page load
    // would (the modules it imports are shared, as in one page).
    for (const copy of ['first', 'second']) {
      for (const module of ['job-store', 'job-stores', 'use-job-store'])
        await import(/* @vite-ignore */ `../../src/session/${module}.ts?copy=${copy}`);
      await import(/* @vite-ignore */ `../../src/features/pricing/batch/batch-store.ts?copy=${copy}`);
    }
    for (const spy of spies) {
      expect(spy).not.toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});

describe('createJobStore', () => {
  it('makes stores that are independent of each other', async () => {
    const one = setUp('one');
    const two = setUp('two');
    one.store.start(newJob('one', ['k1']));
    expect(statusOf(two.store)).toBeUndefined();
    two.store.start(newJob('two', ['k1']));
    await one.answer('k1');
    await settled(one.store);
    expect(resultsOf(one.store)).toEqual({ k1: 'one:k1' });
    expect(resultsOf(two.store)).toEqual({ k1: 'pending' });
    one.store.clear();
    await two.answer('k1');
    await settled(two.store);
    expect(resultsOf(two.store)).toEqual({ k1: 'two:k1' });
    expect(statusOf(two.store)).toBe('done');
    expect(one.store.getSnapshot().job).toBeNull();
  });

  it('writes a change of status at once', () => {
    const first = setUp();
    first.store.start(newJob('a', ['k1', 'k2']));
    first.store.cancel();
    expect(first.stored()?.status).toBe('canceled');
  });

  it('cancel stops taking keys; "the rest" sends only those never sent', async () => {
    const { store, sent, answer } = setUp();
    store.start(newJob('a', ['k1', 'k2', 'k3', 'k4']));
    await vi.waitFor(() => expect(sent).toEqual(['k1', 'k2']));
    store.cancel();
    await answer('k1');
    await answer('k2');
    await settled(store);
    expect(statusOf(store)).toBe('canceled');
    expect(resultsOf(store)).toEqual({ k1: 'a:k1', k2: 'a:k2', k3: 'pending', k4: 'pending' });
    store.runRest();
    await answer('k3');
    await answer('k4');
    await settled(store);
    expect(sent).toEqual(['k1', 'k2', 'k3', 'k4']);
    expect(statusOf(store)).toBe('done');
  });

  it('tries the failed keys again, and only them', async () => {
    const { store, sent, answer } = setUp();
    store.start(newJob('a', ['k1', 'k2']));
    for (let attempt = 0; attempt < 3; attempt += 1) await answer('k1', new Unavailable('Unavailable'));
    await answer('k2');
    await settled(store);
    expect(resultsOf(store)).toEqual({ k1: 'failed', k2: 'a:k2' });
    store.retryFailed();
    await answer('k1');
    await settled(store);
    expect(sent).toEqual(['k1', 'k2', 'k1', 'k1', 'k1']);
    expect(resultsOf(store)).toEqual({ k1: 'a:k1', k2: 'a:k2' });
  });

  it('an ended session pauses it; answers in flight are kept and resuming sends only the rest', async () => {
    const { store, sent, answer } = setUp();
    store.start(newJob('a', ['k1', 'k2', 'k3']));
    await answer('k1', new SessionEnded());
    expect(statusOf(store)).toBe('paused');
    await answer('k2');
    await settled(store);
    expect(resultsOf(store)).toEqual({ k1: 'pending', k2: 'a:k2', k3: 'pending' });
    store.resume();
    await answer('k1');
    await answer('k3');
    await settled(store);
    expect(sent).toEqual(['k1', 'k2', 'k1', 'k3']);
    expect(statusOf(store)).toBe('done');
  });
});

describe('createJobStores', () => {
  it('makes a store on first use only, and forgets every store at sign-out', async () => {
    await signIn();
    const stores = createJobStores();
    const disconnect = stores.connect();
    const create = vi.fn(() => setUp().store);
    const store = stores.get('job', create);
    expect(stores.get('job', create)).toBe(store);
    expect(create).toHaveBeenCalledTimes(1);
    store.start(newJob('a', ['k1', 'k2', 'k3']));

    sessionStore.end('expired');
    expect(statusOf(store)).toBe('paused');
    await signIn();
    expect(stores.get('job', create)).toBe(store);

    sessionStore.end('signed-out');
    expect(store.getSnapshot().job).toBeNull();
    expect(stores.get('job', create)).not.toBe(store);
    disconnect();
  });

  it('forgets every store when another user signs in', async () => {
    await signIn();
    const stores = createJobStores();
    const disconnect = stores.connect();
    const store = stores.get('job', () => setUp().store);
    store.start(newJob('a', ['k1']));
    sessionStore.end('expired');
    await signIn('demo.assistant');
    expect(store.getSnapshot().job).toBeNull();
    disconnect();
  });
});
