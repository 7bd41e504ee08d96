/**
 * The one way the portal gives the main thread back between pieces of work, so that a slow phone never
 * holds it for long and input can go in between (docs/decisions/2026-11-24-slow-phone.md). Work is split
 * only where the bench showed a long task without it: a large order reply read in slices, a long budget's
 * model, the batch's 1,000 rows (its start and its first rows) and the order result's sections.
 *
 * - `yieldToMain()` (`inNextTask(run)`, cancelable): a following task: `scheduler.yield()` where the browser has it (its continuation
 *   goes before other pending tasks, but after input), a `MessageChannel` task otherwise (a browser does
 *   not clamp it as it clamps nested zero timeouts).
 * - `sliceClock()`: a loop asks it whether its slice has used its time and only then yields, so work that
 *   ends within one slice never leaves its task.
 * - `onNextFrame(run)` / `afterNextFrame()`: once what the current task rendered has been painted (the
 *   next animation frame, then a following task), so a step's own work never shares the frame just
 *   painted.
 * - `whenIdle(work)`: work nobody waits for (preloading code), once the browser is idle.
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a following task. */
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

/** A slice's time: measured, not counted in items, so it holds on a fast machine and a slow phone alike. */
export const SLICE_MS = 8;

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

/**
 * Runs `next` once what the current task rendered has been painted: after the next animation frame, in a
 * following task. A hidden tab paints nothing and gets no frames: there, in a following task. Returns a
 * function that cancels it.
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

/** `onNextFrame` as a promise. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    onNextFrame(resolve);
  });
}

/**
 * Runs `work` in a task of its own once the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs`), else in a following task (Safari, jsdom). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  return inNextTask(work);
}
