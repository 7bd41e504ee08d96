/** The one worker protocol: what the page gets back when a worker answers, fails or cannot be made. */
import { describe, expect, it } from 'vitest';
import { answerCalls, callWorker, type WorkerCall } from '../../src/lib/worker-protocol';

/** A worker running `handle` in this thread, its messages copied as a real worker's are. */
function inProcess(handle: (n: number) => number) {
  const worker = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    onerror: null as ((event: { preventDefault: () => void }) => void) | null,
    received: [] as WorkerCall<number>[],
    terminated: false,
    answer: answerCalls(
      handle,
      (error) => String(error),
      (reply) => {
        setTimeout(() => worker.onmessage?.({ data: structuredClone(reply) }), 0);
      },
    ),
    postMessage(call: WorkerCall<number>) {
      worker.received.push(call);
      worker.answer(structuredClone(call));
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

describe('the worker protocol', () => {
  it('answers each call with its value, or with the failure the worker made of its error', async () => {
    const worker = inProcess((n) => {
      if (n < 0) throw new Error('negative');
      return n * 2;
    });
    const call = callWorker<number, number, string>(() => worker as unknown as Worker);
    expect(await Promise.all([call(4), call(-1)])).toEqual([
      { id: 1, ok: true, value: 8 },
      { id: 2, ok: false, error: 'Error: negative' },
    ]);
    expect(worker.terminated).toBe(false);
  });

  it('answers null, and makes no other worker, when making one throws', async () => {
    let made = 0;
    const call = callWorker<number, number, string>(() => {
      made += 1;
      throw new DOMException('Workers are not allowed', 'SecurityError');
    });
    expect(await call(1)).toBeNull();
    expect(await call(2)).toBeNull();
    expect(made).toBe(1);
  });

  it('asks again for a worker on the next call where none could be made for this one', async () => {
    const worker = inProcess((n) => n + 1);
    let available = false;
    const call = callWorker<number, number, string>(() => (available ? (worker as unknown as Worker) : null));
    expect(await call(1)).toBeNull();
    available = true;
    expect(await call(1)).toEqual({ id: 1, ok: true, value: 2 });
  });
});
