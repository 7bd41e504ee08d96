/**
 * A job of many requests for one page (the pricing batch, the order portfolio): its state, its run, and
 * its copy in the tab's sessionStorage, so that a reload or a session that ends halfway loses nothing.
 * Made by a factory, with no effect until it is used; the app's job stores (job-stores.ts) make one per
 * page on first use, keep it while the user stays signed in (answers that arrive after the page has
 * gone are still recorded) and tell it of the session and the page's life.
 *
 * API (a page of its own needs these, nothing else):
 * - A job is the page's own object with at least `status` ('running' | 'canceled' | 'paused' | 'done'),
 *   `results` (one Outcome per key: `{ status: 'pending' }`, what `work` resolved with, or
 *   `{ status: 'failed' | 'refused', reason }`) and an optional `startedAt`. The keys of `results` whose
 *   outcome is pending are what a run does, in their order.
 * - `createJobStore({ persist, work, classify, concurrency })`: `persist` reads and writes the job
 *   (`sessionPersistence(key, parse)`: sessionStorage, parsed with the page's zod schema; a key in the
 *   portal's namespace, per company and user, which a sign-out removes: local-data.ts); `work(key,
 *   job)` does one key and resolves with its result (a `status` of the page's choosing, e.g. 'priced');
 *   `classify(error)` says what a failure means (src/lib/job-runner.ts: transient, refused, interrupted).
 * - A page gets its store with `useJobStore(name, () => createJobStore(…))` and renders
 *   `useJobSnapshot(store)` (use-job-store.ts; features/pricing/batch/batch-store.ts is the example).
 * - `getSnapshot()` / `subscribe()`: `{ job, sending, msLeft }`;
 *   `sending` while requests are out (also after a cancel, until those finish); `msLeft` once a few
 *   answers give a pace. Answers are told at most every 100 ms and written at most every 2 s
 *   (idle-saver.ts); a reload, a hidden page and an ended session write at once.
 * - Actions: `start(job)` (replaces the job and runs it), `resume()` (a job `running` or `paused`, after
 *   a reload or signing in again: call it from the page's effect), `cancel()`, `runRest()` ("Price the
 *   rest"), `retryFailed()` ("Try again for N"), `open(job)` (shows a saved job without running it),
 *   `update(change)` (e.g. a reference), `clear()`.
 * - A session that ends (`pause()`) stops taking keys; requests in flight are recorded, and `resume()`
 *   sends only what is still pending, so nothing is done twice. A sign-out forgets the job (`dispose()`;
 *   its storage is removed with the portal's other keys, local-data.ts).
 */
import { runQueue, type Failure, type Outcome, type Run } from '../lib/job-runner';
import { idleSaver } from './idle-saver';
import { sessionStore } from './session-store';

export type JobStatus = 'running' | 'canceled' | 'paused' | 'done';

export interface JobState<Done> {
  /** `running`: sending (also after a reload or signing in again, until done); `canceled`: the user
   * stopped it; `paused`: the session ended; `done`: every key has an answer. */
  status: JobStatus;
  results: Record<string, Outcome<Done>>;
  startedAt?: number | undefined;
}

export interface JobSnapshot<Job> {
  job: Job | null;
  /** Requests are being sent (or finishing after a cancel). */
  sending: boolean;
  /** Estimated milliseconds left, once a few answers give a pace. */
  msLeft: number | null;
}

export interface JobPersistence<Job> {
  read: () => Job | null;
  write: (job: Job | null) => void;
}

/** The job in the tab's sessionStorage under `key`, read through `parse` (a damaged entry is dropped). */
export function sessionPersistence<Job>(
  key: string,
  parse: (raw: string) => Job | null,
): JobPersistence<Job> {
  return {
    read() {
      try {
        const raw = globalThis.sessionStorage?.getItem(key) ?? null;
        return raw === null ? null : parse(raw);
      } catch {
        return null;
      }
    },
    write(job) {
      try {
        if (job) globalThis.sessionStorage?.setItem(key, JSON.stringify(job));
        else globalThis.sessionStorage?.removeItem(key);
      } catch {
        // A full or disabled storage only costs surviving a reload.
      }
    },
  };
}

export interface JobStoreOptions<Job extends JobState<Done>, Done extends { status: string }> {
  persist: JobPersistence<Job>;
  work: (key: string, job: Job) => Promise<Done>;
  classify: (error: unknown) => Failure;
  /** Requests in flight at once. */
  concurrency: number;
  /** Whether a job may be resumed now: by default, while a session is signed in. */
  canResume?: () => boolean;
  /** For tests: the runner's wait between retries. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface JobStore<Job> {
  getSnapshot: () => JobSnapshot<Job>;
  subscribe: (listener: () => void) => () => void;
  start: (job: Job) => void;
  resume: () => void;
  cancel: () => void;
  runRest: () => void;
  retryFailed: () => void;
  open: (job: Job) => void;
  update: (change: (job: Job) => Job) => void;
  clear: () => void;
  /** The session ended but may come back (expired, idle): stop sending, keep the job paused. */
  pause: () => void;
  /** The page unloads (a reload): nothing more is sent or kept; the next page load asks again. */
  unloading: () => void;
  /** The page is shown (again): answers are kept. */
  shown: () => void;
  /** Writes what is not written yet (the page is hidden). */
  flush: () => void;
  /** Forgets the job and stops for good (a sign-out, another user). */
  dispose: () => void;
}

const NOTIFY_EVERY_MS = 100;

export function createJobStore<Job extends JobState<Done>, Done extends { status: string }>(
  options: JobStoreOptions<Job, Done>,
): JobStore<Job> {
  const empty: JobSnapshot<Job> = { job: null, sending: false, msLeft: null };
  let job: Job | null = options.persist.read();
  let run: Run | null = null;
  let pace = { startedAt: 0, answered: 0 };
  let snapshot: JobSnapshot<Job> = job ? { job, sending: false, msLeft: null } : empty;
  let notifyTimer: ReturnType<typeof setTimeout> | null = null;
  // Answers not yet in `job`, applied together when the page is next told or the job written.
  const queued = new Map<string, Outcome<Done>>();
  let leaving = false;
  let disposed = false;
  const listeners = new Set<() => void>();
  const canResume = options.canResume ?? (() => sessionStore.get() !== null);

  const pendingKeys = (j: Job) => Object.keys(j.results).filter((k) => j.results[k]?.status === 'pending');

  function applyQueued() {
    if (queued.size === 0) return;
    if (job) job = { ...job, results: { ...job.results, ...Object.fromEntries(queued) } };
    queued.clear();
  }

  function refresh() {
    applyQueued();
    let msLeft: number | null = null;
    if (job && run && pace.answered >= 3) {
      const perAnswer = (Date.now() - pace.startedAt) / pace.answered;
      msLeft = Math.round(perAnswer * pendingKeys(job).length);
    }
    snapshot = job ? { job, sending: run !== null, msLeft } : empty;
    for (const listener of listeners) listener();
  }

  function notify(now = false) {
    if (now) {
      if (notifyTimer) clearTimeout(notifyTimer);
      notifyTimer = null;
      refresh();
    } else if (!notifyTimer) {
      notifyTimer = setTimeout(() => {
        notifyTimer = null;
        refresh();
      }, NOTIFY_EVERY_MS);
    }
  }

  const saver = idleSaver(() => {
    if (disposed) return;
    applyQueued();
    options.persist.write(job);
  });

  function change(next: (j: Job) => Job, urgent = false) {
    if (!job) return;
    applyQueued();
    job = next(job);
    if (urgent) saver.now();
    else saver.soon();
    notify(urgent);
  }

  // Answers of the job replaced are not applied to the next.
  function replace(next: Job | null) {
    run?.stop();
    run = null;
    queued.clear();
    job = next;
  }

  /** Sends every key still pending. */
  function launch() {
    if (!job || run || disposed) return;
    applyQueued();
    const current = job;
    const keys = pendingKeys(current);
    pace = { startedAt: Date.now(), answered: 0 };
    job = { ...current, status: 'running', startedAt: current.startedAt ?? Date.now() };
    const thisRun: Run = runQueue<Done>(keys, {
      concurrency: options.concurrency,
      work: (key) => options.work(key, current),
      classify: options.classify,
      onOutcome(key, outcome) {
        if (run !== thisRun || leaving) return; // replaced, forgotten or unloading meanwhile: not kept
        if (outcome.status !== 'pending') pace.answered += 1;
        queued.set(key, outcome);
        saver.soon();
        notify();
      },
      onSessionEnded() {
        if (run === thisRun) change((j) => ({ ...j, status: 'paused' }), true);
      },
      ...(options.sleep ? { sleep: options.sleep } : {}),
    });
    run = thisRun;
    // Not written now: the click that started it paints first (a reload still writes it, on pagehide).
    saver.soon();
    notify(true);
    void thisRun.finished.then(() => {
      if (run !== thisRun) return;
      run = null;
      change(
        (j) => (j.status === 'running' && pendingKeys(j).length === 0 ? { ...j, status: 'done' } : j),
        true,
      );
    });
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start(next) {
      replace(next);
      launch();
    },
    resume() {
      if (job && (job.status === 'running' || job.status === 'paused') && canResume()) launch();
    },
    cancel() {
      run?.stop();
      change((j) => ({ ...j, status: 'canceled' }), true);
    },
    runRest: launch,
    retryFailed() {
      if (run) return;
      change((j) => {
        const results = { ...j.results };
        for (const [k, r] of Object.entries(results))
          if (r.status === 'failed') results[k] = { status: 'pending' };
        return { ...j, results };
      }, true);
      launch();
    },
    open(saved) {
      replace(saved);
      saver.now();
      notify(true);
    },
    update: (next) => change(next, true),
    clear() {
      replace(null);
      saver.now();
      notify(true);
    },
    pause() {
      if (!run) return;
      run.stop();
      change((j) => ({ ...j, status: 'paused' }), true);
    },
    unloading() {
      leaving = true;
      run?.stop();
      saver.now();
    },
    shown() {
      leaving = false;
    },
    flush: () => saver.now(),
    dispose() {
      replace(null);
      disposed = true;
      saver.cancel();
      notify(true);
    },
  };
}
