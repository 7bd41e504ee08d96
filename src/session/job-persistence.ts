/** Where a job store (job-store.ts) keeps its job: the tab's sessionStorage. */

export interface JobPersistence<Job> {
  read: () => Job | null;
  write: (job: Job | null) => void;
  /** Names the job's place (the storage key): with its start time, it names a job across the tabs. */
  key?: string;
}

/** The job in the tab's sessionStorage under `key`, read through `parse` (a damaged entry is dropped). */
export function sessionPersistence<Job>(
  key: string,
  parse: (raw: string) => Job | null,
): JobPersistence<Job> {
  return {
    key,
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
