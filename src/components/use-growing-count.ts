/**
 * Used only by the comparison (features/orders/compare), whose staging another change removes: delete
 * this file with it. How many of `total` items to show: `step` at first, then `step` more after each painted frame (the
 * next animation frame and a task after it), each in a render of its own inside a transition, so that
 * no one task or frame styles and lays out every item. The count never goes back: items that arrive once
 * the first are shown (a column's figures filling rows already there, say) are shown at once, so nothing
 * on screen vanishes. Kept apart from useStagedReveal so that each stays in the one page's chunk that
 * uses it (a shared chunk adds its name to every page's preload table, /login's too).
 */
import { startTransition, useEffect, useState } from 'react';
import { onNextFrame } from '../lib/schedule';

export function useGrowingCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    return onNextFrame(() => startTransition(() => setCount((n) => n + step)));
  }, [count, total, step]);
  return Math.min(total, count);
}
