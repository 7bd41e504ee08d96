/** The one way to yield (src/lib/schedule.ts): a following task, a slice's clock, after a frame, when idle. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, yieldToMain } from '../../src/lib/schedule';
import { afterNextFrame, onNextFrame, sliceClock } from '../../src/lib/schedule-steps';

let now = 0;

afterEach(() => {
  vi.unstubAllGlobals();
});

function fakeTime(start: number) {
  now = start;
  vi.stubGlobal('performance', { now: () => now });
}

describe('yieldToMain', () => {
  it("is the browser's scheduler.yield() where there is one", async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    await yieldToMain();
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('is a message task otherwise: a timer due now runs before a later yield resolves', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    let yields = 0;
    while (!order.includes('timer') && yields < 10_000) {
      await yieldToMain();
      yields += 1;
    }
    order.push('yielded');
    expect(order).toEqual(['timer', 'yielded']);
    expect(yields).toBeLessThan(10_000);
  });
});

describe('whenIdle', () => {
  it('waits for an idle moment, at the latest after its timeout, and can be canceled', () => {
    const idle: [IdleRequestCallback, IdleRequestOptions | undefined][] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback, options?: IdleRequestOptions) =>
      idle.push([callback, options]),
    );
    const canceled: number[] = [];
    vi.stubGlobal('cancelIdleCallback', (id: number) => canceled.push(id));
    const work = vi.fn();
    const cancel = whenIdle(work, 500);
    expect(work).not.toHaveBeenCalled();
    expect(idle.map(([, options]) => options)).toEqual([{ timeout: 500 }]);
    cancel();
    expect(canceled).toEqual([1]);
  });

  it('runs in a following task where the browser cannot say when it is idle, unless canceled', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    const ran: string[] = [];
    whenIdle(() => ran.push('kept'));
    whenIdle(() => ran.push('canceled'))();
    expect(ran).toEqual([]);
    await vi.waitFor(() => expect(ran).toEqual(['kept']));
  });
});

describe('a slice clock', () => {
  it('is due once its slice has used its time, and starts a new slice after yielding', async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    fakeTime(1000);
    const clock = sliceClock(8);
    now = 1007.9;
    expect(clock.due()).toBe(false);
    now = 1008;
    expect(clock.due()).toBe(true);
    await clock.next();
    expect(yields).toHaveBeenCalledTimes(1);
    expect(clock.due()).toBe(false);
    now = 1016;
    expect(clock.due()).toBe(true);
  });

  it('yields with a message where there is no scheduler.yield', async () => {
    vi.stubGlobal('scheduler', undefined);
    let timerRan = false;
    setTimeout(() => {
      timerRan = true;
    }, 0);
    const clock = sliceClock(8);
    // Each yield is a task: a timer (1 ms in Node) runs between them, not after the loop.
    let yields = 0;
    while (!timerRan && yields < 10_000) {
      await clock.next();
      yields += 1;
    }
    expect(timerRan).toBe(true);
    expect(yields).toBeLessThan(10_000);
  });
});

describe('afterNextFrame', () => {
  it('resolves in a task after the next animation frame', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yields });
    let done = false;
    void afterNextFrame().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    expect(yields).not.toHaveBeenCalled();
    frames.shift()?.(0);
    await vi.waitFor(() => expect(done).toBe(true));
    expect(yields).toHaveBeenCalledTimes(1);
  });

  it('waits for no frame in a hidden tab, which gets none', async () => {
    const frame = vi.fn();
    vi.stubGlobal('requestAnimationFrame', frame);
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    await afterNextFrame();
    expect(frame).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('onNextFrame', () => {
  it('runs its callback in a task after the next frame, and not at all once canceled', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const canceled: number[] = [];
    vi.stubGlobal('cancelAnimationFrame', (id: number) => canceled.push(id));
    vi.stubGlobal('scheduler', { yield: () => Promise.resolve() });
    const ran: string[] = [];
    onNextFrame(() => ran.push('kept'));
    const cancelBeforeFrame = onNextFrame(() => ran.push('canceled before its frame'));
    const cancelAfterFrame = onNextFrame(() => ran.push('canceled in its frame'));
    cancelBeforeFrame();
    expect(canceled).toEqual([2]);
    // The frame comes (a canceled callback of a real browser would not be in it; this one still runs)...
    for (const frame of frames.splice(0)) frame(0);
    // ...and the third is canceled before the task after it.
    cancelAfterFrame();
    await vi.waitFor(() => expect(ran).toEqual(['kept']));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['kept']);
  });
});
