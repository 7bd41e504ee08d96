/** Where a job store (job-store.ts) keeps its job: the tab's sessionStorage. */

export interface JobPersistence<Job> {
  read: () => Job | null;
  write: (job: Job | null) => void;
  /** Names the job's place (the storage key): with its start time, it names a job across the tabs. */
  key?: string;
}

/** What a job must have to be stored by its parts: answers by key, `pending` until answered. */
interface StoredJob {
  results: Record<string, { status: string }>;
}

const PENDING = { status: 'pending' } as const;

/**
 * The storage's keys that start with `prefix`. Not local-data.ts's `keysOf`: exporting it from the sign-in
 * page's chunk put `/login` over its size ceiling.
 */
function keysStartingWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

/** Whether two objects differ in a field, fields compared by reference. */
function differ(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length !== Object.keys(b).length || keys.some((key) => a[key] !== b[key]);
}

/**
 * The job in the tab's sessionStorage, by its parts: under `key` the job without its answers (with the
 * answers' keys), and each answer under `key/<its key>` (an answer still pending is not stored). A write
 * stores only the parts that changed since the last write or read, by reference (the job store changes
 * a job by copying what it changes): saving while 1,000 orders open costs the answers that came since
 * the last save, where one string of the whole job grew with every answer and, made every 2 s, became
 * the longest task of the page. Read back through `parse` (the page's schema: a damaged entry is
 * dropped, not half-read).
 */
export function sessionPersistence<Job extends StoredJob>(
  key: string,
  parse: (value: unknown) => Job | null,
): JobPersistence<Job> {
  const answerPrefix = `${key}/`;
  // What the storage holds, as last written or read: the job's other fields, its answers' keys (joined)
  // and its answers.
  let head: Record<string, unknown> | null = null;
  let keysJoined = '';
  let answers = new Map<string, unknown>();

  function forget(storage: Storage) {
    storage.removeItem(key);
    for (const stored of keysStartingWith(storage, answerPrefix)) storage.removeItem(stored);
    head = null;
    keysJoined = '';
    answers = new Map();
  }

  function remember({ results, ...fields }: Job) {
    head = fields;
    keysJoined = Object.keys(results).join('\n');
    answers = new Map(Object.entries(results).filter(([, answer]) => answer.status !== 'pending'));
  }

  function writeAnswers(storage: Storage, results: Job['results'], keys: string[]) {
    for (const answerKey of keys) {
      const answer = results[answerKey]!;
      if (answers.get(answerKey) === answer) continue;
      if (answer.status !== 'pending') {
        storage.setItem(answerPrefix + answerKey, JSON.stringify(answer));
        answers.set(answerKey, answer);
      } else if (answers.delete(answerKey)) storage.removeItem(answerPrefix + answerKey);
    }
  }

  return {
    key,
    read() {
      try {
        const storage = globalThis.sessionStorage;
        const raw = storage?.getItem(key) ?? null;
        if (!storage || raw === null) return null;
        const { resultKeys, results: whole, ...fields } = JSON.parse(raw) as Record<string, unknown>;
        // A job written whole (before it was stored by its parts) holds its answers itself.
        const results: Record<string, unknown> = { ...(whole as object | undefined) };
        if (Array.isArray(resultKeys))
          for (const answerKey of resultKeys) results[String(answerKey)] = PENDING;
        for (const stored of keysStartingWith(storage, answerPrefix)) {
          const answerKey = stored.slice(answerPrefix.length);
          if (Object.hasOwn(results, answerKey))
            results[answerKey] = JSON.parse(storage.getItem(stored) ?? 'null');
        }
        const job = parse({ ...fields, results });
        if (job) remember(job);
        return job;
      } catch {
        return null;
      }
    },
    write(job) {
      const storage = globalThis.sessionStorage;
      if (!storage) return;
      try {
        if (!job) return forget(storage);
        const { results, ...fields } = job;
        const keys = Object.keys(results);
        const joined = keys.join('\n');
        if (head === null) forget(storage);
        if (head === null || joined !== keysJoined || differ(fields, head)) {
          storage.setItem(key, JSON.stringify({ ...fields, resultKeys: keys }));
          head = fields;
        }
        if (joined !== keysJoined) {
          const kept = new Set(keys);
          for (const answerKey of [...answers.keys()])
            if (!kept.has(answerKey) && answers.delete(answerKey))
              storage.removeItem(answerPrefix + answerKey);
          keysJoined = joined;
        }
        writeAnswers(storage, results, keys);
      } catch {
        // A full or disabled storage only costs surviving a reload; what was not written is tried again.
      }
    },
  };
}
