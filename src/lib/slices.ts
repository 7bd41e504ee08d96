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

export interface SliceClock {
  /** True once the current slice has used its time. */
  due(): boolean;
  /** Yields the main thread, then starts a new slice. */
  next(): Promise<void>;
  /** Marks the work done: sliced work that starts right after it continues its slice. */
  done(): void;
}

/**
 * The last slice, and when its work ended. Replies that arrive together are parsed one after the other
 * in one chain of microtasks, that is in one task: the next one's clock continues the slice (a gap of
 * a few milliseconds is the next reply's own JSON.parse), so their parses together never make one long
 * task. Work that starts later, in a task of its own, starts a new slice.
 */
const last = { start: -Infinity, end: -Infinity };
const SAME_TASK_GAP_MS = 4;

/** A clock whose slice starts now, or continues the slice of sliced work that has just ended. */
export function sliceClock(budgetMs = SLICE_MS): SliceClock {
  const now = performance.now();
  let start = now - last.end < SAME_TASK_GAP_MS ? last.start : now;
  return {
    due: () => performance.now() - start >= budgetMs,
    next: async () => {
      await yieldToMain();
      start = performance.now();
    },
    done: () => {
      last.start = start;
      last.end = performance.now();
    },
  };
}
