/**
 * The steps of long work, on schedule.ts's one way to yield: a slice clock for a loop that yields once its
 * slice has used its time (a large order reply read, a long budget's model), and the next paint for
 * a step that must not share the frame just painted (the windowed rows, the batch's start, the order
 * result's sections). Apart from schedule.ts because the boot module and the sign-in page need only
 * that one's tasks: what only these steps use stays off /login's first load.
 *
 * - `sliceClock()`: a loop asks it whether its slice has used its time and only then yields, so work that
 *   ends within one slice never leaves its task.
 * - `onNextFrame(run)` / `afterNextFrame()`: once what the current task rendered has been painted (the
 *   next animation frame, then a following task), so a step's own work never shares the frame just
 *   painted.
 */
import { inNextTask, yieldToMain } from './schedule';

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
