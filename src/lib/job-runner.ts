/**
 * Many requests, politely: does the work of each key, at most `concurrency` at a time, and retries a
 * transient failure by itself (5xx, 429, no reply) at most twice, waiting 0.5 s then 1 s, or as long as
 * the service's `Retry-After` asks (capped at 30 s). A worker keeps its place while it waits, so a
 * service that says "too many requests" gets fewer, not more. Pure logic: what the work is, what a
 * failure means and how to wait are given, so it is tested without React or a network. The job store
 * (src/session/job-store.ts) runs it for a page; the pricing batch and the order portfolio use that.
 */
import { yieldToMain } from './schedule';

/** What the caller's `classify` makes of an error thrown by the work. */
export type Failure =
  /** Tried again after a wait when `retry` (at most MAX_RETRIES times), then `failed`. */
  | { kind: 'transient'; reason: string; retryAfterMs: number | null; retry: boolean }
  /** The service refused this key: the same request would be refused again. */
  | { kind: 'refused'; reason: string }
  /** The session ended (a 401) or the request was called off: the key goes back to the queue. */
  | { kind: 'interrupted'; sessionEnded: boolean };

/** A key not done yet (never sent, or put back). */
export interface Pending {
  status: 'pending';
}
/** `failed`: a transient failure that outlasted the retries; `refused`: in the service's words. */
export interface Unsuccessful {
  status: 'failed' | 'refused';
  reason: string;
}
/** A key's result: what the work resolved with (`Done`, its own `status`), or one of the others. */
export type Outcome<Done> = Done | Unsuccessful | Pending;

export interface RunnerOptions<Done> {
  concurrency: number;
  /** The work of one key; resolves with its result, e.g. `{ status: 'priced', total, dueDate }`. */
  work: (key: string) => Promise<Done>;
  classify: (error: unknown) => Failure;
  onOutcome: (key: string, outcome: Outcome<Done>) => void;
  /** Called once when a worker meets an ended session: every other worker stops taking keys. */
  onSessionEnded: () => void;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export const MAX_RETRIES = 2;
const MAX_WAIT_MS = 30_000;

export function retryDelay(retry: number, retryAfterMs: number | null): number {
  return Math.min(retryAfterMs ?? 500 * 2 ** retry, MAX_WAIT_MS);
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export interface Run {
  /** Stops taking keys at once; work in flight finishes and is recorded. */
  stop: () => void;
  /** Resolves once every worker has finished. */
  finished: Promise<void>;
}

export function runQueue<Done>(keys: readonly string[], options: RunnerOptions<Done>): Run {
  const queue = [...keys];
  const stopper = new AbortController();
  const sleep = options.sleep ?? abortableSleep;
  let sessionEnded = false;

  async function doOne(key: string): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      try {
        options.onOutcome(key, await options.work(key));
        return;
      } catch (error) {
        const failure = options.classify(error);
        if (failure.kind === 'interrupted') {
          options.onOutcome(key, { status: 'pending' });
          if (failure.sessionEnded && !sessionEnded) {
            sessionEnded = true;
            stopper.abort();
            options.onSessionEnded();
          }
          return;
        }
        if (failure.kind === 'refused') {
          options.onOutcome(key, { status: 'refused', reason: failure.reason });
          return;
        }
        if (!failure.retry || retry >= MAX_RETRIES || stopper.signal.aborted) {
          options.onOutcome(key, { status: 'failed', reason: failure.reason });
          return;
        }
        await sleep(retryDelay(retry, failure.retryAfterMs), stopper.signal);
        if (stopper.signal.aborted) {
          // Stopped while waiting to try again: not done, so it is part of "the rest".
          options.onOutcome(key, { status: 'pending' });
          return;
        }
      }
    }
  }

  // Each worker starts in a task of its own, after the click's: starting a request is not free on a slow
  // phone, and all of them in the click's task, beside the results' first render, made a long task.
  async function worker(index: number): Promise<void> {
    for (let wait = 0; wait <= index; wait += 1) await yieldToMain();
    while (!stopper.signal.aborted) {
      const key = queue.shift();
      if (key === undefined) return;
      await doOne(key);
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency, keys.length));
  const finished = Promise.all(Array.from({ length: workers }, (_, index) => worker(index))).then(
    () => undefined,
  );
  return { stop: () => stopper.abort(), finished };
}
