/**
 * Splitting work into tasks, so that a slow phone never holds its main thread for long and input can go
 * in between (docs/decisions/2026-11-24-slow-phone.md).
 */

/** Resolves in a following task (after a zero timeout). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `work` in a task of its own once the browser is idle (`requestIdleCallback`, at the latest after
 * `timeoutMs`), else after a zero timeout (jsdom, Safari). Returns a function that cancels it.
 */
export function whenIdle(work: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
