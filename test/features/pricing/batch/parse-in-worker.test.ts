/** Pasted rows are read in a worker where one can start, and on the main thread where none can. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRows, rowsReader } from '../../../../src/features/pricing/batch/parse-in-worker';
import { parseBatch, type ParseResult } from '../../../../src/features/pricing/batch/parse-rows';
import { answerCalls, type WorkerCall, type WorkerReply } from '../../../../src/lib/worker-protocol';

const TEXT = 'Reference,State,ZIP code,Property type\nLN-1,TX,75001,sfr\nLN-2,ZZ,7500,sfr\n';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A worker that reads in this thread, as the real one does in its own: the call in, the rows out. */
class ReadingWorker {
  static made: ReadingWorker[] = [];
  onmessage: ((event: { data: WorkerReply<ParseResult, null> }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null;
  terminated = false;
  private readonly answer = answerCalls(
    parseBatch,
    () => null,
    (reply) => {
      queueMicrotask(() => this.onmessage?.({ data: structuredClone(reply) }));
    },
  );
  constructor(readonly url: URL) {
    ReadingWorker.made.push(this);
  }
  postMessage(call: WorkerCall<string>) {
    this.answer(structuredClone(call));
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

  it('reads on the main thread when the worker fails to start, and starts no other', async () => {
    class FailingWorker extends ReadingWorker {
      override postMessage() {
        queueMicrotask(() => this.onerror?.({ message: 'blocked', preventDefault: () => undefined }));
      }
    }
    ReadingWorker.made = [];
    const read = rowsReader(
      () => new FailingWorker(new URL('http://localhost/parse-rows.worker.js')) as unknown as Worker,
    );
    expect(await read(TEXT)).toEqual(parseBatch(TEXT));
    expect(await read(TEXT)).toEqual(parseBatch(TEXT));
    expect(ReadingWorker.made).toHaveLength(1);
    expect(ReadingWorker.made[0]?.terminated).toBe(true);
  });

  it('reads on the main thread where there are no workers', async () => {
    vi.stubGlobal('Worker', undefined);
    const result = await parseRows(TEXT);
    expect(result).toMatchObject({ kind: 'checked', problems: [{ line: 3, reference: 'LN-2' }] });
  });
});
