/**
 * How many of a page's deferred parts to show: none at first, then one more in each following task, each
 * in a render and a commit of its own (inside a transition, so typing or a click goes first). A long
 * page then never holds the main thread in one long task while its charts and tables arrive.
 */
import { startTransition, useEffect, useState } from 'react';

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Runs `next` in a following task: after `scheduler.yield()` where the browser has it (Chromium: the
 * continuation goes before other pending tasks, but after input), else after a zero timeout. Returns a
 * cancel function.
 */
function inNextTask(next: () => void): () => void {
  let live = true;
  const run = () => {
    if (live) next();
  };
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    void scheduler.yield().then(run);
    return () => {
      live = false;
    };
  }
  const timer = setTimeout(run, 0);
  return () => {
    live = false;
    clearTimeout(timer);
  };
}

export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= parts) return;
    return inNextTask(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, parts]);
  return shown;
}
