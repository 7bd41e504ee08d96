/**
 * How many of a page's deferred parts to show: none at first, then one more after each frame, each in a
 * render and a commit of its own (inside a transition, so typing or a click goes first), laid out in a
 * task of its own. A long page then never holds the main thread in one long task while its charts and
 * tables arrive.
 */
import { startTransition, useEffect, useState } from 'react';
import { onNextFrame, yieldToMain } from '../lib/slices';

/** Runs `next` in a following task (src/lib/slices.ts's `yieldToMain`). Returns a cancel function. */
function inNextTask(next: () => void): () => void {
  let live = true;
  void yieldToMain().then(() => {
    if (live) next();
  });
  return () => {
    live = false;
  };
}

/** Makes the browser style and lay out what the last part added, now: in a task of its own. */
function layOutNow(): void {
  if (typeof document !== 'undefined') document.documentElement.getBoundingClientRect();
}

/** `until`: a part to wait at (not to go past) until the page raises it, e.g. while a model is made. */
export function useStagedReveal(parts: number, until = parts): number {
  const [shown, setShown] = useState(0);
  const last = Math.min(parts, until);
  useEffect(() => {
    if (shown >= last) return;
    let cancelNext = () => {};
    const cancelLayout = inNextTask(() => {
      if (shown > 0) layOutNow();
      // A part's render, style, layout and paint never share a frame with the next part's (two parts
      // laid out and painted in one frame took 90 ms at 6× CPU).
      cancelNext = onNextFrame(() => startTransition(() => setShown((n) => n + 1)));
    });
    return () => {
      cancelLayout();
      cancelNext();
    };
  }, [shown, last]);
  return shown;
}
