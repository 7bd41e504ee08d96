/** The types of a job store (job-store.ts, which documents them). */
import type { Failure, Outcome } from '../lib/job-runner';
import type { JobPersistence } from './job-persistence';

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
  /**
   * Another tab of this browser is running a job of this page: this one waits its turn (job-sharing.ts),
   * showing the answers of that tab when it runs the same job (a copy of this tab), and carries on when
   * that run ends or its tab is closed.
   */
  elsewhere?: boolean;
}

export interface JobStoreOptions<Job extends JobState<Done>, Done extends { status: string }> {
  persist: JobPersistence<Job>;
  work: (key: string, job: Job) => Promise<Done>;
  classify: (error: unknown) => Failure;
  /** Requests in flight at once, in this browser: runs of stores with the same `page` take turns. */
  concurrency: number;
  /** Names the page's jobs in this browser (job-sharing.ts); none: this tab's runs are not shared. */
  page?: string;
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
