/** Sorting shared by every sortable table: one direction type, one toggle, one text order. */

/** The values of `aria-sort` that a sorted column takes. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string = string> {
  readonly key: K;
  readonly direction: SortDirection;
}

/** Choosing a column sorts it ascending; choosing the sorted column again flips its direction. */
export function toggleSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  return current?.key === key && current.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
}

/** 1 or -1, to multiply an ascending comparison with. */
export function directionSign(direction: SortDirection): 1 | -1 {
  return direction === 'ascending' ? 1 : -1;
}

// Made on first use (making one is slow: src/lib/format.ts says why).
let collator: Intl.Collator | undefined;

/** Text as people expect it sorted: any case and accent alike, "Item 2" before "Item 10". */
export function compareText(a: string, b: string): number {
  collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
  return collator.compare(a, b);
}
