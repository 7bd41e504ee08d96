/**
 * The comparison's columns as the table and the cards show them: a render behind the queries. An answer
 * re-renders the page at once (a query is a store, and React never renders a store's update in a
 * transition), so four columns of figures were built in that one long task. Here that render keeps the
 * columns already shown, and the new ones are built in a deferred render, which React slices and input
 * can interrupt (docs/decisions/2026-11-24-slow-phone.md).
 */
import { useDeferredValue, useState } from 'react';
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

export function useDeferredColumns(columns: CompareColumn[]): CompareColumn[] {
  // The array last seen, kept while the columns stay the same, so the deferred value only changes with them.
  const [kept, setKept] = useState(columns);
  const same = sameColumns(kept, columns);
  if (!same) setKept(columns);
  return useDeferredValue(same ? kept : columns);
}
