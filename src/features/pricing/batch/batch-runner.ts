/**
 * Sends one pricing request per distinct property, at most `concurrency` at a time, and retries a
 * transient failure by itself (5xx, 429, no reply) at most twice, waiting 0.5 s then 1 s, or as long as
 * the service's `Retry-After` asks (capped at 30 s). A worker keeps its place while it waits, so a
 * service that says "too many requests" gets fewer, not more. Pure logic: what a price is, what a
 * failure means and how to wait are given, so it is tested without React or a network.
 */
import { nextTask } from '../../../lib/next-task';

export type Failure =
  | { kind: 'transient'; reason: string; retryAfterMs: number | null; retry: boolean }
  | { kind: 'refused'; reason: string }
  /** The session ended (a 401) or the request was called off: the property goes back to the queue. */
  | { kind: 'interrupted'; sessionEnded: boolean };

export type Outcome =
  | { status: 'priced'; total: number; dueDate: string }
  | { status: 'failed' | 'refused'; reason: string }
  | { status: 'pending' };

export interface RunnerOptions {
  concurrency: number;
  price: (key: string) => Promise<{ total: number; dueDate: string }>;
  classify: (error: unknown) => Failure;
  onOutcome: (key: string, outcome: Outcome) => void;
  /** Called once when a worker meets an ended session: every other worker stops taking properties. */
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
  /** Stops taking properties at once; requests in flight finish and are recorded. */
  stop: () => void;
  /** Resolves once every worker has finished. */
  finished: Promise<void>;
}

export function runQueue(keys: readonly string[], options: RunnerOptions): Run {
  const queue = [...keys];
  const stopper = new AbortController();
  const sleep = options.sleep ?? abortableSleep;
  let sessionEnded = false;

  async function priceOne(key: string): Promise<void> {
    for (let retry = 0; ; retry += 1) {
      try {
        const answer = await options.price(key);
        options.onOutcome(key, { status: 'priced', ...answer });
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
          // Canceled while waiting to try again: not priced, so it is part of "the rest".
          options.onOutcome(key, { status: 'pending' });
          return;
        }
      }
    }
  }

  // Each worker starts in a task of its own, after the click's: starting a request costs 10-25 ms at 6×
  // CPU, and the four in the click's task, beside the results' first render, made a 100-150 ms task.
  async function worker(index: number): Promise<void> {
    for (let wait = 0; wait <= index; wait += 1) await nextTask();
    while (!stopper.signal.aborted) {
      const key = queue.shift();
      if (key === undefined) return;
      await priceOne(key);
    }
  }

  const workers = Math.max(1, Math.min(options.concurrency, keys.length));
  const finished = Promise.all(Array.from({ length: workers }, (_, index) => worker(index))).then(
    () => undefined,
  );
  return { stop: () => stopper.abort(), finished };
}
