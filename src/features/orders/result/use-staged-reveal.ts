/**
 * How many of the order result's deferred parts to show (its sections, then a long budget's table in
 * steps): the one page where the bench showed a long task without staging (the Larkspur result's
 * sections, a 5,000-line budget; docs/decisions/2026-11-24-slow-phone.md). None at first, then one more
 * after each frame, each in a render and a commit of its own (inside a transition, so typing or a click
 * goes first), laid out in a task of its own.
 */
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { onNextFrame } from '../../../lib/schedule-steps';
import { inNextTask } from '../../../lib/schedule';

/** Makes the browser style and lay out what the last part added, now: in a task of its own. */
function layOutNow(): void {
  if (typeof document !== 'undefined') document.documentElement.getBoundingClientRect();
}

/** `until`: a part to wait at (not to go past) until the page raises it, e.g. while a model is made. */
export function useStagedReveal(parts: number, until = parts): number {
  const [shown, setShown] = useState(0);
  const last = Math.min(parts, until);
  // The part just committed is styled and laid out in the task right after the commit's, posted from
  // the commit itself: posted later (from a passive effect), a frame came first and did the style,
  // layout and paint of the part in one task.
  useLayoutEffect(() => (shown > 0 ? inNextTask(layOutNow) : undefined), [shown]);
  useEffect(() => {
    if (shown >= last) return;
    // A part's render, style, layout and paint never share a frame with the next part's (two parts
    // laid out and painted in one frame made one long task).
    return onNextFrame(() => startTransition(() => setShown((n) => n + 1)));
  }, [shown, last]);
  return shown;
}
