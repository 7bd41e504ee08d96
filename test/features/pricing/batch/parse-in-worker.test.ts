/** Pasted rows are read in a worker where one can start, and on the main thread where none can. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRows } from '../../../../src/features/pricing/batch/parse-in-worker';
import { parseBatch } from '../../../../src/features/pricing/batch/parse-rows';

const TEXT = 'Reference,State,ZIP code,Property type\nLN-1,TX,75001,sfr\nLN-2,ZZ,7500,sfr\n';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A worker that reads in this thread, as the real one does in its own: the message in, the rows out. */
class ReadingWorker {
  static made: ReadingWorker[] = [];
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  terminated = false;
  constructor(readonly url: URL) {
    ReadingWorker.made.push(this);
  }
  postMessage(text: string) {
    queueMicrotask(() => this.onmessage?.({ data: parseBatch(text) }));
  }
  terminate() {
    this.terminated = true;
  }
}

describe('parseRows', () => {
  it('reads in a worker of its own, ended once it has answered', async () => {
    ReadingWorker.made = [];
    vi.stubGlobal('Worker', ReadingWorker);
    const result = await parseRows(TEXT);
    expect(result).toEqual(parseBatch(TEXT));
    expect(result).toMatchObject({ kind: 'checked', rows: [{ line: 2, reference: 'LN-1', zip: '75001' }] });
    expect(ReadingWorker.made).toHaveLength(1);
    expect(ReadingWorker.made[0]?.url.pathname).toMatch(/parse-rows\.worker/);
    expect(ReadingWorker.made[0]?.terminated).toBe(true);
  });

  it('reads on the main thread when the worker fails to start', async () => {
    class FailingWorker extends ReadingWorker {
      override postMessage() {
        queueMicrotask(() => this.onerror?.({ message: 'blocked', preventDefault: () => undefined }));
      }
    }
    vi.stubGlobal('Worker', FailingWorker);
    expect(await parseRows(TEXT)).toEqual(parseBatch(TEXT));
  });

  it('reads on the main thread where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const result = await parseRows(TEXT);
    expect(result).toMatchObject({ kind: 'checked', problems: [{ line: 3, reference: 'LN-2' }] });
  });
});
