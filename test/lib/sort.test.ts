/**
 * The one sort of every table (lib/sort.ts's sortBy, through the kit's sortRows): numbers by value, text
 * as people read it, missing values last in either direction, equal values in the order given.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortRows } from '../../src/components/ui/sort-rows';
import { sortBy, type SortValue } from '../../src/lib/sort';

interface Item {
  id: string;
  value: SortValue;
}

const ids = (items: readonly Item[]) => items.map((item) => item.id);
const byValue = (item: Item) => item.value;
const items = (...values: SortValue[]) => values.map((value, index) => ({ id: `#${index}`, value }));

// The text order's oracle, and text of letters, accents, digits, spaces and punctuation to try it on.
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });
const character = fc.constantFrom(...'aBeÉézsS0129ßæÆøñ', ...' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$');
const text = (minLength: number) =>
  fc.array(character, { minLength, maxLength: 6 }).map((chars) => chars.join(''));

describe('sortBy', () => {
  it('sorts numbers by value, not as text, both ways', () => {
    const list = items(10, 9, -2.5, 100, 0);
    expect(ids(sortBy(list, byValue, 'ascending'))).toEqual(['#2', '#4', '#1', '#0', '#3']);
    expect(ids(sortBy(list, byValue, 'descending'))).toEqual(['#3', '#0', '#1', '#4', '#2']);
  });

  it('sorts text in any case and accent, numbers inside text by value', () => {
    const list = items('item 10', 'Émile', 'item 2', 'apple', 'Zoe');
    expect(sortBy(list, byValue, 'ascending').map((item) => item.value)).toEqual([
      'apple',
      'Émile',
      'item 2',
      'item 10',
      'Zoe',
    ]);
  });

  it('keeps equal values in the order given, in either direction', () => {
    // "anna", "Anna" and "ánna" are equal to a reader; so are the two 5s.
    const text = items('anna', 'Bob', 'Anna', 'ánna');
    expect(ids(sortBy(text, byValue, 'ascending'))).toEqual(['#0', '#2', '#3', '#1']);
    expect(ids(sortBy(text, byValue, 'descending'))).toEqual(['#1', '#0', '#2', '#3']);
    const numbers = items(5, 1, 5, 3);
    expect(ids(sortBy(numbers, byValue, 'ascending'))).toEqual(['#1', '#3', '#0', '#2']);
    expect(ids(sortBy(numbers, byValue, 'descending'))).toEqual(['#0', '#2', '#3', '#1']);
  });

  it('puts missing values (null, undefined, NaN, empty text) last in either direction, in the order given', () => {
    const list = items(null, 3, '', 1, undefined, Number.NaN, 2);
    expect(ids(sortBy(list, byValue, 'ascending'))).toEqual(['#3', '#6', '#1', '#0', '#2', '#4', '#5']);
    expect(ids(sortBy(list, byValue, 'descending'))).toEqual(['#1', '#6', '#3', '#0', '#2', '#4', '#5']);
  });

  it('puts numbers before text in a column that holds both', () => {
    const list = items('b', 20, 'a', 3);
    expect(ids(sortBy(list, byValue, 'ascending'))).toEqual(['#3', '#1', '#2', '#0']);
    expect(ids(sortBy(list, byValue, 'descending'))).toEqual(['#0', '#2', '#1', '#3']);
  });

  it('returns a new array and leaves the one given as it was', () => {
    const list = items(2, 1);
    const sorted = sortBy(list, byValue, 'ascending');
    expect(sorted).not.toBe(list);
    expect(ids(list)).toEqual(['#0', '#1']);
  });

  it('orders any two texts as the collator does, wherever they first differ', () => {
    fc.assert(
      fc.property(text(0), character, character, text(0), text(0), (start, one, other, end1, end2) => {
        const [a, b] = [start + one + end1, start + other + end2];
        const order = collator.compare(a, b);
        const sorted = sortBy(items(a, b), byValue, 'ascending');
        expect(ids(sorted)).toEqual(order > 0 ? ['#1', '#0'] : ['#0', '#1']);
      }),
      { numRuns: 2000 },
    );
  });

  it('orders like a plain stable sort with the collator as the comparator', () => {
    const value = fc.oneof(
      fc.integer({ min: -20, max: 20 }),
      fc.constantFrom('a', 'A', 'b', 'item 2', 'item 10', 'É', 'e'),
      text(1),
      fc.constantFrom(null, ''),
    );
    fc.assert(
      fc.property(fc.array(value, { maxLength: 40 }), fc.boolean(), (values, descending) => {
        const list = items(...values);
        const missing = (v: SortValue) => v === null || v === '';
        const rank = (v: SortValue) => (typeof v === 'number' ? 0 : 1);
        const expected = [...list].sort((a, b) => {
          if (missing(a.value) || missing(b.value))
            return Number(missing(a.value)) - Number(missing(b.value));
          const kind = rank(a.value) - rank(b.value);
          const order =
            kind ||
            (typeof a.value === 'number'
              ? a.value - (b.value as number)
              : collator.compare(a.value as string, b.value as string));
          return descending ? -order : order;
        });
        expect(ids(sortBy(list, byValue, descending ? 'descending' : 'ascending'))).toEqual(ids(expected));
      }),
    );
  });
});

describe("the table kit's sortRows", () => {
  const columns = [
    { key: 'value', sortValue: byValue },
    { key: 'id' }, // shown, not sortable
  ] as const;
  const list = items(3, 1, 2);

  it('sorts by the sorted column’s sortValue', () => {
    expect(ids(sortRows(list, columns, { key: 'value', direction: 'ascending' }))).toEqual([
      '#1',
      '#2',
      '#0',
    ]);
  });

  it('keeps the rows as given when nothing is sorted or the column does not sort', () => {
    expect(sortRows(list, columns, null)).toBe(list);
    expect(sortRows(list, columns, { key: 'id', direction: 'descending' })).toBe(list);
  });
});
