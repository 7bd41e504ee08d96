/**
 * The comparison's columns as the table and the cards show them: a result that has arrived is shown
 * after the next painted frame, one result a frame, each in a render of its own inside a transition.
 * Until then its column keeps its loading state. An answer re-renders the page at once (a query is a
 * store, and React never renders a store's update in a transition), and four results arrive together:
 * their figures built, styled and laid out in one frame took 58 ms at 6× CPU; one a frame, a fraction
 * of that (docs/decisions/2026-11-24-slow-phone.md).
 */
import { startTransition, useEffect, useState } from 'react';
import { onNextFrame } from '../../../lib/slices';
import type { CompareColumn } from './compare-columns';

/** The same columns: each with the same id, state and result or error (the columns are made afresh on every render). */
function sameColumns(a: readonly CompareColumn[], b: readonly CompareColumn[]): boolean {
  return (
    a.length === b.length &&
    a.every((column, index) => {
      const other = b[index]!;
      if (column.id !== other.id || column.state !== other.state) return false;
      if (column.state === 'ready' && other.state === 'ready') return column.result === other.result;
      if (column.state === 'error' && other.state === 'error') return column.error === other.error;
      return true;
    })
  );
}

/** A ready column not shown yet: still loading, as far as the page shows. */
function waiting(column: CompareColumn): CompareColumn {
  const { id, itemIndex, item, title } = column;
  return { id, itemIndex, item, title, state: 'loading' };
}

export function useDeferredColumns(columns: CompareColumn[]): CompareColumn[] {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const next = columns.find((column) => column.state === 'ready' && !shown.has(column.id))?.id ?? null;
  useEffect(() => {
    if (next === null) return;
    return onNextFrame(() => startTransition(() => setShown((ids) => new Set(ids).add(next))));
  }, [next]);
  const display = columns.map((column) =>
    column.state === 'ready' && !shown.has(column.id) ? waiting(column) : column,
  );
  // The array last shown, kept while the columns stay the same, so that what is memoized on it stays.
  const [kept, setKept] = useState(display);
  const same = sameColumns(kept, display);
  if (!same) setKept(display);
  return same ? kept : display;
}
