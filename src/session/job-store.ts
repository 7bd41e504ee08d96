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
 * - `createJobStore({ persist, work, classify, concurrency, page })`: `persist` reads and writes the job
 *   (`sessionPersistence(key, parse)`: sessionStorage, parsed with the page's zod schema; a key in the
 *   portal's namespace, per company and user, which a sign-out removes: local-data.ts); `work(key,
 *   job)` does one key and resolves with its result (a `status` of the page's choosing, e.g. 'priced');
 *   `classify(error)` says what a failure means (src/lib/job-runner.ts: transient, refused, interrupted);
 *   `page` names the page's jobs in the browser: its runs take turns across tabs, and a copy of the tab
 *   shows the progress of the run it copied and takes it over when that tab ends it (job-sharing.ts).
 * - A page gets its store with `useJobStore(name, () => createJobStore(…))` and renders
 *   `useJobSnapshot(store)` (use-job-store.ts; features/pricing/batch/batch-store.ts is the example).
 * - `getSnapshot()` / `subscribe()`: `{ job, sending, msLeft, elsewhere }` (`elsewhere`: another tab runs);
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
import { runQueue, type Outcome, type Run } from '../lib/job-runner';
import { idleSaver } from './idle-saver';
import { shareJobs, type JobMessage, type JobSharing } from './job-sharing';
import type { JobSnapshot, JobState, JobStore, JobStoreOptions } from './job-store-types';
import { sessionStore } from './session-store';

export type { JobSnapshot, JobState, JobStore, JobStoreOptions } from './job-store-types';
export { sessionPersistence } from './job-persistence';

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
  // Waiting for another tab's run of this page to end (job-sharing.ts): stops waiting.
  let waiting: (() => void) | null = null;
  let elsewhere = false;
  let sharing: JobSharing<Done> | null | undefined;
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
    snapshot = job ? { job, sending: run !== null, msLeft, elsewhere } : empty;
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

  // The job across this browser's tabs: its place and its start (a copy of the tab has both).
  const jobId = (j: Job) => `${options.persist.key ?? ''}|${j.startedAt ?? 0}`;

  function stopWaiting() {
    waiting?.();
    waiting = null;
    elsewhere = false;
  }

  function halt(status: 'canceled' | 'paused') {
    stopWaiting();
    run?.stop();
    change((j) => ({ ...j, status }), true);
  }

  /** What the other tabs say of this job (job-sharing.ts). */
  function receive(message: JobMessage<Done>) {
    if (disposed || !job || jobId(job) !== message.job) return;
    applyQueued();
    const { results } = job;
    if (message.type === 'ask') {
      const known = Object.fromEntries(Object.entries(results).filter(([, r]) => r.status !== 'pending'));
      if (Object.keys(known).length > 0) sharing?.post({ type: 'known', job: message.job, results: known });
    } else if (message.type === 'canceled') {
      if (job.status === 'running') halt('canceled');
    } else {
      const answers =
        message.type === 'known'
          ? Object.entries(message.results)
          : [[message.key, message.outcome] as const];
      for (const [key, outcome] of answers)
        if (results[key]?.status === 'pending' && outcome.status !== 'pending') queued.set(key, outcome);
      saver.soon();
      notify();
    }
  }

  function shared(): JobSharing<Done> | null {
    if (sharing === undefined) sharing = options.page ? shareJobs<Done>(options.page, receive) : null;
    return sharing;
  }

  // Answers of the job replaced are not applied to the next.
  function replace(next: Job | null) {
    stopWaiting();
    run?.stop();
    run = null;
    queued.clear();
    job = next;
  }

  /** Sends every key still pending, once no other tab of this browser runs a job of this page. */
  function launch() {
    if (!job || run || waiting || disposed) return;
    applyQueued();
    job = { ...job, status: 'running', startedAt: job.startedAt ?? Date.now() };
    const share = shared();
    if (!share) return void begin();
    const id = jobId(job);
    waiting = share.whenFree(
      async (afterWait) => {
        waiting = null;
        elsewhere = false;
        // Taking over from another tab: first what it (or a copy) knows, so nothing is sent twice.
        if (afterWait) await share.ask(id);
        if (disposed || leaving || !job || jobId(job) !== id || job.status !== 'running' || !canResume())
          return notify(true);
        await begin();
      },
      () => {
        elsewhere = true;
        share.post({ type: 'ask', job: id });
        notify(true);
      },
    );
    saver.soon();
    notify(true);
  }

  function begin(): Promise<void> {
    if (!job) return Promise.resolve();
    applyQueued();
    const current = job;
    const id = jobId(current);
    const keys = pendingKeys(current);
    pace = { startedAt: Date.now(), answered: 0 };
    const thisRun: Run = runQueue<Done>(keys, {
      concurrency: options.concurrency,
      work: (key) => options.work(key, current),
      classify: options.classify,
      onOutcome(key, outcome) {
        if (run !== thisRun || leaving) return; // replaced, forgotten or unloading meanwhile: not kept
        if (outcome.status !== 'pending') {
          pace.answered += 1;
          sharing?.post({ type: 'outcome', job: id, key, outcome });
        }
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
    return thisRun.finished.then(() => {
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
      if (job?.status === 'running') sharing?.post({ type: 'canceled', job: jobId(job) });
      halt('canceled');
    },
    runRest: launch,
    retryFailed() {
      if (run || waiting) return;
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
      if (run || waiting) halt('paused');
    },
    unloading() {
      leaving = true;
      stopWaiting();
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
      sharing?.close();
      sharing = null;
      saver.cancel();
      notify(true);
    },
  };
}
