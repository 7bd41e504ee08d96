/**
 * The budget's sort is memoised and compares precomputed ranks instead of text; these tests hold it to
 * the plain definition: a stable sort by the column (nulls last in both directions, the service's order
 * breaking ties), filters and groups applied as before. (budget-model.test.ts: the model's other rules.)
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AMOUNT_KEYS,
  buildBudgetView,
  sortRows,
  type AmountKey,
  type BudgetQuery,
  type BudgetRow,
  type SortKey,
} from '../../../../src/features/orders/budget/budget-model';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The definition, written plainly: compare two rows by the column, then by the service's order. */
function referenceSort(rows: readonly BudgetRow[], key: SortKey, descending: boolean): BudgetRow[] {
  const sign = descending ? -1 : 1;
  const value = (row: BudgetRow) =>
    (AMOUNT_KEYS as readonly string[]).includes(key) ? row.cents[key as AmountKey] : row[key as 'item'];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    const order = typeof x === 'number' ? x - (y as number) : collator.compare(x, y as string);
    return order * sign || a.id - b.id;
  });
}

function row(id: number, item: string, category: string, description: string | null, total: number | null) {
  const cents = {
    heavyRepair: 0,
    deferredMaintenance: null,
    upgrades: 0,
    reconfiguration: 0,
    softCost: 0,
    total,
  };
  return {
    id,
    item,
    category,
    description,
    texts: {
      heavyRepair: '',
      deferredMaintenance: '',
      upgrades: '',
      reconfiguration: '',
      softCost: '',
      total: '',
    },
    cents,
    unreadableCount: 0,
    searchText: `${item}\n${category}\n${description ?? ''}`.toLowerCase(),
  } satisfies BudgetRow;
}

const text = fc.constantFrom(
  'roof',
  'Roof',
  'róof',
  'Item 2',
  'item 10',
  'Paint',
  'paint',
  'Window',
  'Ä',
  'a',
);
const rowsArb = fc
  .array(
    fc.record({
      item: text,
      category: fc.constantFrom('Exterior', 'Kitchen', 'kitchen', 'Soft Costs'),
      description: fc.option(text, { nil: null }),
      total: fc.option(fc.integer({ min: -50_000, max: 50_000 }), { nil: null }),
    }),
    { maxLength: 60 },
  )
  .map((list) => list.map((r, id) => row(id, r.item, r.category, r.description, r.total)));
const keyArb = fc.constantFrom<SortKey>('item', 'category', 'description', 'total', 'deferredMaintenance');

describe('the budget sort', () => {
  it('orders like a plain stable sort by the column, in both directions, with nulls last', () => {
    fc.assert(
      fc.property(rowsArb, keyArb, fc.boolean(), (rows, key, descending) => {
        const sorted = sortRows(rows, { key, direction: descending ? 'descending' : 'ascending' });
        expect(sorted.map((r) => r.id)).toEqual(referenceSort(rows, key, descending).map((r) => r.id));
      }),
    );
  });

  it('filters and groups the sorted rows as before: groups in the order of first appearance', () => {
    fc.assert(
      fc.property(
        rowsArb,
        keyArb,
        fc.boolean(),
        fc.constantFrom(null, 'Kitchen', 'Exterior'),
        fc.constantFrom('', 'roof', 'PAINT '),
        (rows, key, descending, category, search) => {
          const query: BudgetQuery = {
            category,
            search,
            sort: { key, direction: descending ? 'descending' : 'ascending' },
            grouped: true,
          };
          const view = buildBudgetView(rows, query);
          const needle = search.trim().toLowerCase();
          const shown = referenceSort(rows, key, descending).filter(
            (r) => (category === null || r.category === category) && r.searchText.includes(needle),
          );
          expect(view.shownCount).toBe(shown.length);
          expect(view.total.total).toBe(shown.reduce((sum, r) => sum + (r.cents.total ?? 0), 0));
          for (const group of view.groups) {
            expect(group.rows.map((r) => r.id)).toEqual(
              shown.filter((r) => r.category === group.category).map((r) => r.id),
            );
          }
          // Not sorted by category or an amount: categories in the order they first appear (sorted by
          // one of those, the same categories, in the order the grouping's own sort gives them).
          const keepsOrder = key !== 'category' && key !== 'total' && key !== 'deferredMaintenance';
          const firstSeen = [...new Set(shown.sort((a, b) => a.id - b.id).map((r) => r.category))];
          const groupOrder = view.groups.map((g) => g.category);
          expect(keepsOrder ? groupOrder : [...groupOrder].sort()).toEqual(
            keepsOrder ? firstSeen : [...firstSeen].sort(),
          );
        },
      ),
    );
  });

  it('sorts 5,000 rows once per column and direction, then reuses that order', () => {
    const rows = Array.from({ length: 5000 }, (_, id) =>
      row(id, `Item ${5000 - id}`, id % 2 ? 'Kitchen' : 'Exterior', null, (id * 37) % 1000),
    );
    const first = sortRows(rows, { key: 'item', direction: 'ascending' });
    expect(first[0]?.item).toBe('Item 1');
    expect(first[4999]?.item).toBe('Item 5000');
    expect(sortRows(rows, { key: 'item', direction: 'ascending' })).toBe(first);
    expect(sortRows(rows, { key: 'item', direction: 'descending' })[0]?.item).toBe('Item 5000');
  });
});
