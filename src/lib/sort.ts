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
 * What a row sorts by in one column: a number by value, text as people read it (textSortKey), and
 * nothing (null, undefined, NaN, empty text) for a value that is missing or unreadable.
 */
export type SortValue = number | string | null | undefined;

/** Choosing a column sorts it ascending; choosing the sorted column again flips its direction. */
export function toggleSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  return current?.key === key && current.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
}

/**
 * A text's place in the order people expect, as a string that sorts by code unit: any case and accent
 * alike ("É" as "e", "ß" as "ss"), a run of digits by its value ("Item 2" before "Item 10", "07" as
 * "7"), and as Unicode's default collation orders them, spaces and punctuation before digits, digits
 * before letters.
 * Written out rather than asked of `Intl.Collator`: making a collator loads ICU's collation rules, one
 * task of about 14 ms on this host at 1x (84 ms at 6x) the first time in a page, which the sortable
 * tables paid on every page load (docs/decisions/2026-12-04-text-order-without-icu.md). The order agrees
 * with `new Intl.Collator('en-US', { sensitivity: 'base', numeric: true })` on such text
 * (test/lib/sort.test.ts); letters of other scripts follow the Latin ones, by code point.
 */
function textSortKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .toLowerCase()
    .replace(PIECES, (_, digits?: string, other?: string, letter?: string) =>
      digits !== undefined ? digitsKey(digits) : other !== undefined ? otherKey(other) : FOLDS[letter!]!,
    );
}

const MARKS = /\p{M}/gu;
// A run of ASCII digits, one character that is neither a letter nor a digit, or a letter that stands for
// others (as the collator reads it at this strength).
const PIECES = /(\d+)|([^\p{L}\d])|([ßæœøłđðþı])/gu;
const FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
// The space and ASCII's punctuation and symbols in the collator's order; any other such character after.
const PUNCTUATION = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';

/** A space's or punctuation mark's key: before every number and letter. */
function otherKey(char: string): string {
  const place = PUNCTUATION.indexOf(char);
  return `\u0001${place < 0 ? char : String.fromCharCode(0x21 + place)}`;
}

/** A number's key: after every punctuation mark, before every letter; longer numbers after shorter. */
function digitsKey(digits: string): string {
  const value = digits.replace(LEADING_ZEROS, '');
  return `\u0002${String.fromCharCode(0x20 + Math.min(value.length, 0xffdf))}${value}`;
}
const LEADING_ZEROS = /^0+(?=\d)/;

function isMissing(value: SortValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '' || Number.isNaN(value);
}

/**
 * Each distinct value's rank in ascending order: numbers by value first, then text (texts of the same key
 * share a rank). Text is sorted once over its distinct values, so the rows' sort compares
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
  const keyed = Array.from(texts, (text) => ({ text, key: textSortKey(text) }));
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let rank = numbers.size - 1;
  keyed.forEach(({ text, key }, index) => {
    if (index === 0 || keyed[index - 1]!.key !== key) rank += 1;
    ranks.set(text, rank);
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
