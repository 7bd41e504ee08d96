/** When a job (the batch) is written to storage: at most every 2 s, in idle time, at once when asked. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idleSaver } from '../../src/session/idle-saver';

describe('idleSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('writes once, 2 s after the first of many answers, where the browser cannot say when it is idle', () => {
    const write = vi.fn();
    const saver = idleSaver(write);
    for (let i = 0; i < 20; i += 1) {
      saver.soon();
      vi.advanceTimersByTime(90);
    }
    expect(write).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(write).toHaveBeenCalledTimes(1);
    saver.soon();
    vi.advanceTimersByTime(1999);
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('waits for an idle moment, at most 1 s, after the 2 s', () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const write = vi.fn();
    const saver = idleSaver(write);
    saver.soon();
    vi.advanceTimersByTime(2000);
    expect(write).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(1000);
    saver.soon(); // already planned: no second timer, no second idle callback
    vi.advanceTimersByTime(2000);
    expect(idle).toHaveLength(1);
    idle[0]?.run();
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes at once when asked, dropping the write planned; cancel drops it without writing', () => {
    const write = vi.fn();
    const saver = idleSaver(write);
    saver.soon();
    saver.now();
    expect(write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(write).toHaveBeenCalledTimes(1);
    saver.soon();
    saver.cancel();
    vi.advanceTimersByTime(5000);
    expect(write).toHaveBeenCalledTimes(1);
  });
});
