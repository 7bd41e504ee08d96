/**
 * The portal's one sort: one direction type, one toggle, one text order, and `sortBy`, which every
 * sortable table uses through its columns' `sortValue` (components/ui/table.tsx).
 */

/** The values of `aria-sort` that a sorted column takes. */
export type SortDirection = 'ascending' | 'descending';

export interface SortState<K extends string = string> {
  readonly key: K;
  readonly direction: SortDirection;
}

/**
 * What a row sorts by in one column: a number by value, text as people read it (compareText), and
 * nothing (null, undefined, NaN, empty text) for a value that is missing or unreadable.
 */
export type SortValue = number | string | null | undefined;

/** Choosing a column sorts it ascending; choosing the sorted column again flips its direction. */
export function toggleSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  return current?.key === key && current.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
}

// Made once, on first use or when a sortable table has mounted and the browser is idle (making one is
// slow, ICU loads the locale's rules: src/lib/format.ts), so the first text sort does not pay for it.
let collator: Intl.Collator | undefined;

export function prepareTextSort(): Intl.Collator {
  return (collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }));
}

/** Text as people expect it sorted: any case and accent alike, "Item 2" before "Item 10". */
function compareText(a: string, b: string): number {
  return prepareTextSort().compare(a, b);
}

function isMissing(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

/**
 * Each distinct value's rank in ascending order: numbers by value first, then text (values the collator
 * deems equal share a rank). Text is sorted once over its distinct values, so the rows' sort compares
 * integers, never text.
 */
function rankValues(values: readonly SortValue[]): Map<string | number, number> {
  const numbers = new Set<number>();
  const texts = new Set<string>();
  for (const value of values) {
    if (typeof value === 'number') numbers.add(value);
    else if (typeof value === 'string') texts.add(value);
  }
  const ranks = new Map<string | number, number>();
  Float64Array.from(numbers)
    .sort()
    .forEach((value, index) => ranks.set(value, index));
  const sortedTexts = [...texts].sort(compareText);
  let rank = numbers.size - 1;
  sortedTexts.forEach((value, index) => {
    const previous = sortedTexts[index - 1];
    if (previous === undefined || compareText(previous, value) !== 0) rank += 1;
    ranks.set(value, rank);
  });
  return ranks;
}

/**
 * `items` in the order of `value`, a new array. Equal values keep the order they came in, in either
 * direction; missing values go last, in the order they came in, in either direction. Ranks are packed
 * with each item's position into one number and sorted natively, with no comparator: a sort of 50,000
 * budget lines stays a small part of a frame.
 */
export function sortBy<T>(items: readonly T[], value: (item: T) => SortValue, direction: SortDirection): T[] {
  const values = items.map(value);
  const ranks = rankValues(values);
  const top = ranks.size;
  const span = 2 ** Math.ceil(Math.log2(items.length + 1));
  const keys: number[] = [];
  const missing: T[] = [];
  values.forEach((v, index) => {
    if (isMissing(v)) {
      missing.push(items[index]!);
      return;
    }
    const rank = ranks.get(v)!;
    keys.push((direction === 'ascending' ? rank : top - rank) * span + index);
  });
  const order = Float64Array.from(keys).sort();
  const sorted = Array.from(order, (key) => items[key % span] as T);
  for (const item of missing) sorted.push(item);
  return sorted;
}
