/**
 * Long work in slices, so that a slow phone never holds its main thread for long and input can go in
 * between (docs/decisions/2026-11-24-slow-phone.md): a loop asks its clock whether the slice has used
 * its time and only then yields. Work that ends within one slice never leaves its task.
 */

/** A slice's time: measured, not counted in items, so it holds on a fast machine and a slow phone alike. */
export const SLICE_MS = 8;

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a following task: `scheduler.yield()` where the browser has it (Chromium: the continuation
 * goes before other pending tasks, but after input), else a message, which a browser does not clamp as
 * it clamps nested zero timeouts to 4 ms.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `next` in a following task (`yieldToMain`). Returns a function that cancels it. */
export function inNextTask(next: () => void): () => void {
  let live = true;
  void yieldToMain().then(() => {
    if (live) next();
  });
  return () => {
    live = false;
  };
}

/**
 * Runs `next` once what the current task rendered has been painted: after the next animation frame, in a
 * task after it, so that its own work (a render, its style and layout) never shares the frame just
 * painted. A hidden tab paints nothing and gets no frames: there, in a following task. Returns a function
 * that cancels it.
 */
export function onNextFrame(next: () => void): () => void {
  let live = true;
  let cancelTask = () => {};
  const run = () => {
    if (live) cancelTask = inNextTask(next);
  };
  const frame =
    typeof requestAnimationFrame === 'function' && !document.hidden ? requestAnimationFrame(run) : null;
  if (frame === null) run();
  return () => {
    live = false;
    cancelTask();
    if (frame !== null) cancelAnimationFrame(frame);
  };
}

/** `onNextFrame` as a promise: resolves once what the current task rendered has been painted. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    onNextFrame(resolve);
  });
}

export interface SliceClock {
  /** True once the current slice has used its time. */
  due(): boolean;
  /** Yields the main thread, then starts a new slice. */
  next(): Promise<void>;
}

/** A clock whose first slice starts now. */
export function sliceClock(budgetMs = SLICE_MS): SliceClock {
  let start = performance.now();
  return {
    due: () => performance.now() - start >= budgetMs,
    next: async () => {
      await yieldToMain();
      start = performance.now();
    },
  };
}
