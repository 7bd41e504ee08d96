/**
 * One run of a page's job at a time in the browser (src/session/job-sharing.ts, used by job-store.ts):
 * two stores stand for a tab and its copy (the same job in their sessionStorage), over a lock manager
 * that grants one holder at a time as the browser's Web Locks do, and the real BroadcastChannel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Failure } from '../../src/lib/job-runner';
import { createJobStore, type JobState, type JobStore } from '../../src/session/job-store';

interface Opened {
  status: 'opened';
}
type Job = JobState<Opened>;

/** Web Locks' request(): exclusive, granted in the order asked, `ifAvailable` and `signal` as specified. */
class Locks {
  private held = new Set<string>();
  private queues = new Map<string, (() => void)[]>();
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: object | null) => unknown,
  ): Promise<unknown> {
    const hold = async () => {
      this.held.add(name);
      try {
        return await callback({ name });
      } finally {
        this.held.delete(name);
        this.queues.get(name)?.shift()?.();
      }
    };
    if (!this.held.has(name)) return hold();
    if (options.ifAvailable) return Promise.resolve(callback(null));
    return new Promise((resolve, reject) => {
      const queue = this.queues.get(name) ?? [];
      this.queues.set(name, queue);
      const grant = () => void hold().then(resolve, reject);
      queue.push(grant);
      options.signal?.addEventListener('abort', () => {
        queue.splice(queue.indexOf(grant), 1);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  }
}

const classify = (): Failure => ({ kind: 'refused', reason: 'no' });

/** A tab holding the job `stored` (copied from another tab's sessionStorage). */
function tab(stored: Job | null) {
  let kept = stored;
  const sent: string[] = [];
  const waiting = new Map<string, () => void>();
  const store: JobStore<Job> = createJobStore<Job, Opened>({
    persist: { key: 'valuation-portal:batch:company:user', read: () => kept, write: (job) => (kept = job) },
    concurrency: 2,
    page: 'test-page',
    classify,
    canResume: () => true,
    work: (key) =>
      new Promise<Opened>((resolve) => {
        sent.push(key);
        waiting.set(key, () => resolve({ status: 'opened' }));
      }),
  });
  return {
    store,
    sent,
    stored: () => kept,
    answer: async (key: string) => {
      await vi.waitFor(() => expect(waiting.has(key)).toBe(true));
      waiting.get(key)?.();
      waiting.delete(key);
    },
  };
}

const job = (keys: string[]): Job => ({
  status: 'running',
  results: Object.fromEntries(keys.map((k) => [k, { status: 'pending' as const }])),
});
const answered = (store: JobStore<Job>) =>
  Object.entries(store.getSnapshot().job?.results ?? {})
    .filter(([, r]) => r.status !== 'pending')
    .map(([k]) => k);

beforeEach(() => {
  vi.stubGlobal('scheduler', { yield: () => new Promise((r) => setTimeout(r, 0)) });
  Object.defineProperty(navigator, 'locks', { value: new Locks(), configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

describe('a job copied into another tab', () => {
  it('waits while the first tab runs, shows its answers, and sends nothing that tab answered', async () => {
    const first = tab(null);
    first.store.start(job(['k1', 'k2', 'k3']));
    await vi.waitFor(() => expect(first.sent).toEqual(['k1', 'k2']));
    first.store.flush();
    const copy = tab(first.stored());
    copy.store.resume();
    await vi.waitFor(() => expect(copy.store.getSnapshot().elsewhere).toBe(true));

    await first.answer('k1');
    await vi.waitFor(() => expect(answered(copy.store)).toEqual(['k1']));
    await first.answer('k2');
    await first.answer('k3');
    await vi.waitFor(() => expect(first.store.getSnapshot().job?.status).toBe('done'));
    // The lock comes free: the copy asks, finds every key answered, and is done without sending.
    await vi.waitFor(() => expect(copy.store.getSnapshot().job?.status).toBe('done'));
    expect(answered(copy.store)).toEqual(['k1', 'k2', 'k3']);
    expect(copy.sent).toEqual([]);
    expect(copy.store.getSnapshot().elsewhere).toBe(false);
    first.store.dispose();
    copy.store.dispose();
  });

  it('a cancel in the copy cancels the run in the first tab', async () => {
    const first = tab(null);
    first.store.start(job(['k1', 'k2', 'k3', 'k4']));
    await vi.waitFor(() => expect(first.sent).toEqual(['k1', 'k2']));
    first.store.flush();
    const copy = tab(first.stored());
    copy.store.resume();
    await vi.waitFor(() => expect(copy.store.getSnapshot().elsewhere).toBe(true));
    copy.store.cancel();
    await vi.waitFor(() => expect(first.store.getSnapshot().job?.status).toBe('canceled'));
    await first.answer('k1');
    await first.answer('k2');
    expect(first.sent).toEqual(['k1', 'k2']);
    expect(copy.sent).toEqual([]);
    expect(copy.store.getSnapshot().job?.status).toBe('canceled');
    first.store.dispose();
    copy.store.dispose();
  });

  it('another job of the same page in another tab waits its turn: one run at a time in the browser', async () => {
    const first = tab(null);
    first.store.start(job(['k1']));
    await vi.waitFor(() => expect(first.sent).toEqual(['k1']));
    const other = tab(null);
    other.store.start(job(['o1']));
    await vi.waitFor(() => expect(other.store.getSnapshot().elsewhere).toBe(true));
    expect(other.sent).toEqual([]);
    await first.answer('k1');
    await other.answer('o1');
    await vi.waitFor(() => expect(other.store.getSnapshot().job?.status).toBe('done'));
    expect(answered(other.store)).toEqual(['o1']);
    first.store.dispose();
    other.store.dispose();
  });
});
