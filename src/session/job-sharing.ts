/**
 * One run of a page's job at a time in this browser, for the job store (job-store.ts; issue 45).
 *
 * Why: a copy of a tab (Chrome's "Duplicate tab", `window.open`) starts with a copy of its
 * sessionStorage, the job in it: the copy resumed the batch the first tab was still pricing, priced
 * properties twice, and the two tabs together had 6 requests in flight against the documented 4.
 *
 * How, with the browser's own means: a run holds a Web Lock (`navigator.locks`) named after the page
 * ('pricing-batch', 'portfolio'). The browser grants it to one tab at a time and frees it when that tab
 * closes, crashes or ends the run, so the limit of requests in flight holds for the browser, not the tab.
 * A tab that would run meanwhile waits for the lock. The tab that runs tells the others each answer on a
 * BroadcastChannel, so a copy waiting on the same job shows the progress as it comes; when the lock comes
 * free (the run ended, or its tab was closed) the copy first asks the other tabs what they know of the
 * job, then runs only what is still pending: it takes over. A cancel in either tab cancels the job in
 * both. Messages name the job by its storage key and start time; answers only ever go to tabs of this
 * origin (every tab of the portal may read its sessionStorage anyway).
 *
 * Where the browser has no Web Locks (an old browser, jsdom), a tab runs its jobs alone, as before.
 */
import type { Outcome } from '../lib/job-runner';

export type JobMessage<Done> =
  /** An answer of the tab that runs `job`. */
  | { type: 'outcome'; job: string; key: string; outcome: Outcome<Done> }
  /** The user canceled `job` in the tab that sends it. */
  | { type: 'canceled'; job: string }
  /** A tab about to wait for, or to take over, `job` asks what the others know of it. */
  | { type: 'ask'; job: string }
  /** What a tab knows of `job`: the keys that have an answer. */
  | { type: 'known'; job: string; results: Record<string, Outcome<Done>> };

export interface JobSharing<Done> {
  /**
   * Calls `run` once this tab holds the page's lock, which it keeps until the promise `run` returns
   * settles. `afterWait`: another tab held it first (`onWait` was called then). Returns a function that
   * stops waiting (it does nothing once `run` was called).
   */
  whenFree: (run: (afterWait: boolean) => Promise<void>, onWait: () => void) => () => void;
  post: (message: JobMessage<Done>) => void;
  /** Asks the other tabs about `job` and waits a moment for their answers (`receive` gets them). */
  ask: (job: string) => Promise<void>;
  close: () => void;
}

const CHANNEL_NAME = 'valuation-portal:jobs';
const LOCK_PREFIX = 'valuation-portal:job:';
/** How long a tab taking over waits for the others' answers: a live tab answers at once. */
const ASK_WAIT_MS = 300;

function isJobMessage(value: unknown): value is JobMessage<never> {
  if (!value || typeof value !== 'object') return false;
  const { type, job } = value as Record<string, unknown>;
  return typeof job === 'string' && ['outcome', 'canceled', 'ask', 'known'].includes(String(type));
}

/** Whether this browser can keep a page's jobs to one tab at a time (Web Locks and BroadcastChannel). */
export function canShareJobs(): boolean {
  return typeof globalThis.navigator?.locks?.request === 'function' && typeof BroadcastChannel === 'function';
}

/**
 * The sharing of the page `page`'s jobs, made on a job store's first run (nothing happens before);
 * null where the browser cannot share them. `receive` hears the other tabs' messages.
 */
export function shareJobs<Done>(
  page: string,
  receive: (message: JobMessage<Done>) => void,
): JobSharing<Done> | null {
  if (!canShareJobs()) return null;
  const locks = globalThis.navigator.locks;
  const name = `${LOCK_PREFIX}${page}`;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (isJobMessage(message)) receive(message);
  };
  const post = (message: JobMessage<Done>) => channel.postMessage(message);
  return {
    whenFree(run, onWait) {
      const waiting = new AbortController();
      let stopped = false;
      void locks.request(name, { ifAvailable: true }, async (lock) => {
        if (stopped) return;
        if (lock) return run(false);
        onWait();
        await locks
          .request(name, { signal: waiting.signal }, () => (stopped ? undefined : run(true)))
          .catch(() => undefined); // stopped waiting
      });
      return () => {
        stopped = true;
        waiting.abort();
      };
    },
    post,
    ask(job) {
      post({ type: 'ask', job });
      return new Promise((resolve) => setTimeout(resolve, ASK_WAIT_MS));
    },
    close: () => channel.close(),
  };
}
