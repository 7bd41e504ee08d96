/**
 * The one way the portal gives the main thread back between pieces of work, so that a slow phone never
 * holds it for long and input can go in between (docs/decisions/2026-11-24-slow-phone.md). Work is split
 * only where the bench showed a long task without it: a large order reply read in slices, a long budget's
 * model, the batch's 1,000 rows (its start and its first rows) and the order result's sections.
 *
 * - `yieldToMain()` (`inNextTask(run)`, cancelable): a following task: `scheduler.yield()` where the browser has it (its continuation
 *   goes before other pending tasks, but after input), a `MessageChannel` task otherwise (a browser does
 *   not clamp it as it clamps nested zero timeouts).
 * - `whenIdle(work)`: work nobody waits for (preloading code), once the browser is idle.
 * The steps of long work built on it (a slice clock, after the next paint) are in schedule-steps.ts.
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
