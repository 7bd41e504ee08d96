/**
 * A job in the tab's sessionStorage by its parts (src/session/job-persistence.ts): read back whole,
 * each save writing only the answers that changed, nothing left of a job cleared or replaced, a job
 * written whole by an earlier version still read, a damaged part dropping the job.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionPersistence } from '../../src/session/job-persistence';

type Answer = { status: 'pending' } | { status: 'priced'; total: number } | { status: 'refused' };
interface Job {
  name: string;
  status: 'running' | 'done';
  results: Record<string, Answer>;
}

const KEY = 'vp:test:job';

/** Read back as a page's schema would: a job of this shape, else nothing. */
function parse(value: unknown): Job | null {
  const job = value as Job;
  const answers = Object.values(job.results ?? {});
  const valid = (a: Answer) =>
    a?.status === 'pending' ||
    a?.status === 'refused' ||
    (a?.status === 'priced' && typeof a.total === 'number');
  return typeof job.name === 'string' && answers.every(valid) ? job : null;
}

const persistence = () => sessionPersistence<Job>(KEY, parse);

const job = (results: Record<string, Answer>, status: Job['status'] = 'running'): Job => ({
  name: 'Spring portfolio',
  status,
  results,
});

/** The keys the job holds in sessionStorage, sorted. */
const storedKeys = () =>
  Object.keys(sessionStorage)
    .filter((key) => key.startsWith(KEY))
    .sort();

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('sessionPersistence', () => {
  it('reads a job back as written, its pending answers not stored', () => {
    const written = job({
      a: { status: 'priced', total: 525 },
      b: { status: 'pending' },
      c: { status: 'refused' },
    });
    persistence().write(written);
    expect(storedKeys()).toEqual([KEY, `${KEY}/a`, `${KEY}/c`]);
    expect(persistence().read()).toEqual(written);
  });

  it('writes only what changed since the last save: the new answers, the job fields when they change', () => {
    const store = persistence();
    const first = job({ a: { status: 'pending' }, b: { status: 'pending' }, c: { status: 'pending' } });
    store.write(first);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const second = { ...first, results: { ...first.results, b: { status: 'priced', total: 640 } } } as Job;
    store.write(second);
    expect(setItem.mock.calls).toEqual([[`${KEY}/b`, '{"status":"priced","total":640}']]);
    setItem.mockClear();
    store.write({ ...second, status: 'done' });
    expect(setItem.mock.calls.map(([key]) => key)).toEqual([KEY]);
    expect(persistence().read()).toEqual({ ...second, status: 'done' });
  });

  it('after a read, writes nothing that was read', () => {
    persistence().write(job({ a: { status: 'priced', total: 525 }, b: { status: 'pending' } }));
    const store = persistence();
    const read = store.read()!;
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    store.write(read);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('forgets an answer put back to pending, and the answers of keys the job no longer has', () => {
    const store = persistence();
    store.write(job({ a: { status: 'refused' }, b: { status: 'priced', total: 525 } }));
    store.write(job({ a: { status: 'pending' }, c: { status: 'pending' } }));
    expect(storedKeys()).toEqual([KEY]);
    expect(persistence().read()).toEqual(job({ a: { status: 'pending' }, c: { status: 'pending' } }));
  });

  it('removes every part of a cleared job, and of an earlier job when a new one is first written', () => {
    persistence().write(job({ a: { status: 'refused' }, b: { status: 'priced', total: 525 } }));
    // A store that read nothing (another page load whose read failed) writes its own job only.
    persistence().write(job({ z: { status: 'pending' } }));
    expect(storedKeys()).toEqual([KEY]);
    const store = persistence();
    store.write(job({ a: { status: 'refused' } }));
    store.write(null);
    expect(storedKeys()).toEqual([]);
    expect(persistence().read()).toBeNull();
  });

  it('reads a job written whole, answers inside, as earlier versions stored it', () => {
    const whole = job({ a: { status: 'priced', total: 525 }, b: { status: 'pending' } });
    sessionStorage.setItem(KEY, JSON.stringify(whole));
    expect(persistence().read()).toEqual(whole);
  });

  it('drops a job with a damaged part rather than half-reading it', () => {
    persistence().write(job({ a: { status: 'priced', total: 525 } }));
    sessionStorage.setItem(`${KEY}/a`, '{"status":"priced","total":"a lot"}');
    expect(persistence().read()).toBeNull();
    sessionStorage.setItem(`${KEY}/a`, 'not json');
    expect(persistence().read()).toBeNull();
  });
});
