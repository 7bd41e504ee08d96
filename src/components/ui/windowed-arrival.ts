/**
 * The windowed table body's arrival (windowed-table-body.tsx): its rows come into the document a step a
 * frame, so that no frame lays out all of them at once.
 */
import { startTransition, useEffect, useState } from 'react';
import { onNextFrame } from '../../lib/schedule-steps';

/** The indexes of the rows in the viewport, without the overscan around them. */
export interface ViewRange {
  startIndex: number;
  endIndex: number;
}

/**
 * As the body arrives, a step a frame: no row yet, then a few rows, then every row in view, then half the
 * overscan, then all of it (at once, the overscan's rows were the longest frame of a page's opening).
 * No row at first: the virtualizer reads the page's layout as it turns on, in that commit's task, and
 * rows committed with it were laid out there too, on top of the script (docs/decisions, 2026-12-04).
 * A new order of the rows that changes the rows in view (a sort, a filter) arrives the same way from
 * the third step: the rows in view in the input's own task, the overscan around them in the next
 * frames'. A new order that leaves the rows in view as they were (an opened order adding rows further
 * down) keeps the overscan: dropping it would take its rows out of the document and put them back a
 * frame later.
 */
const STEPS = [
  { atMost: 0, around: 0 },
  { atMost: 6, around: 0 },
  { atMost: Infinity, around: 0 },
  { atMost: Infinity, around: 0.5 },
  { atMost: Infinity, around: 1 },
] as const;
/** The step of every row in view, and no overscan. */
const IN_VIEW = 2;

/** Whether both orders have the same rows at the indexes in view. */
function sameInView(before: readonly string[], after: readonly string[], inView: ViewRange | null) {
  if (before === after || inView === null) return before === after;
  for (let index = inView.startIndex; index <= inView.endIndex; index++)
    if (before[index] !== after[index]) return false;
  return true;
}

export function useArrivalStep(started: boolean, order: readonly string[], inView: ViewRange | null) {
  const [reached, setReached] = useState({ step: 0, order });
  const step = sameInView(reached.order, order, inView) ? reached.step : Math.min(reached.step, IN_VIEW);
  useEffect(() => {
    if (!started || step >= STEPS.length - 1) return;
    return onNextFrame(() => startTransition(() => setReached({ step: step + 1, order })));
  }, [started, step, order]);
  return STEPS[step]!;
}
