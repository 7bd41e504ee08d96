/**
 * The budget table's model, kept pure so it can be memoised and tested without rendering: line items
 * prepared once (amounts in cents, search text lower-cased), then filtered, sorted, grouped by category
 * with subtotals. budget-csv.ts turns the result into the CSV of exactly what the table shows.
 */
import type { AllocationKey, BudgetLineItem } from '../../api/schemas/order-response';
import { toCents } from '../../lib/money';
import { compareText, directionSign, type SortState } from '../../lib/sort';

export const ALLOCATION_COLUMNS: readonly { key: AllocationKey; short: string; label: string }[] = [
  { key: 'heavyRepair', short: 'HR', label: 'Heavy repair' },
  { key: 'deferredMaintenance', short: 'DM', label: 'Deferred maintenance' },
  { key: 'upgrades', short: 'UP', label: 'Upgrades' },
  { key: 'reconfiguration', short: 'RC', label: 'Reconfiguration' },
  { key: 'softCost', short: 'Soft', label: 'Soft cost' },
];

export type AmountKey = AllocationKey | 'total';
export const AMOUNT_KEYS: readonly AmountKey[] = [...ALLOCATION_COLUMNS.map((c) => c.key), 'total'];
export type TextKey = 'item' | 'category' | 'description';
export type SortKey = TextKey | AmountKey;
export type BudgetSort = SortState<SortKey>;

/** Amounts in whole cents so that sums of many items are exact. */
export type Amounts = Record<AmountKey, number>;

export interface BudgetRow {
  /** Position in the service's order: a stable key and the tie-breaker of every sort. */
  id: number;
  item: string;
  category: string;
  description: string | null;
  /** The text as the service sent it, for display. */
  texts: Record<AmountKey, string>;
  /** Cents; null where the service sent nothing or something that is not an amount. */
  cents: Record<AmountKey, number | null>;
  /** How many of this line's amounts were sent but cannot be read (see isUnreadable). */
  unreadableCount: number;
  searchText: string;
}

export interface BudgetGroup {
  category: string;
  rows: BudgetRow[];
  subtotal: Amounts;
  /** Amounts of these rows left out of the subtotal because they cannot be read. */
  unreadableCount: number;
}

export interface BudgetView {
  /** One group per category when grouped; otherwise one group with an empty category. */
  groups: BudgetGroup[];
  total: Amounts;
  shownCount: number;
  /** Amounts of the shown rows left out of the totals because they cannot be read: never counted as $0. */
  unreadableCount: number;
}

/**
 * An amount the service sent that the portal cannot read ("TBD", "$1,2x0"): shown as sent, marked as
 * unreadable, left out of every subtotal and total and counted. An amount not sent at all is not one.
 */
export function isUnreadable(row: BudgetRow, key: AmountKey): boolean {
  return row.cents[key] === null && row.texts[key] !== '';
}

export function prepareBudget(items: readonly BudgetLineItem[]): BudgetRow[] {
  return items.map((line, id) => {
    const a = line.allocation;
    const money = { ...a, total: line.total };
    const texts = {} as Record<AmountKey, string>;
    const cents = {} as Record<AmountKey, number | null>;
    let unreadableCount = 0;
    for (const key of AMOUNT_KEYS) {
      texts[key] = money[key].text;
      const value = money[key].value;
      cents[key] = value === null ? null : toCents(value);
      if (cents[key] === null && texts[key] !== '') unreadableCount += 1;
    }
    return {
      id,
      item: line.item,
      category: line.category,
      description: line.description,
      texts,
      cents,
      unreadableCount,
      searchText: `${line.item}\n${line.category}\n${line.description ?? ''}`.toLowerCase(),
    };
  });
}

/** Categories in the order the service first lists them. */
export function budgetCategories(rows: readonly BudgetRow[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.category, (counts.get(row.category) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}

export function zeroAmounts(): Amounts {
  return { heavyRepair: 0, deferredMaintenance: 0, upgrades: 0, reconfiguration: 0, softCost: 0, total: 0 };
}

/** The sum of the amounts that can be read; an unreadable one adds nothing (it is counted instead). */
export function sumRows(rows: readonly BudgetRow[]): Amounts {
  const sum = zeroAmounts();
  for (const row of rows) {
    for (const key of AMOUNT_KEYS) {
      const cents = row.cents[key];
      if (cents !== null) sum[key] += cents;
    }
  }
  return sum;
}

export function countUnreadable(rows: readonly BudgetRow[]): number {
  let count = 0;
  for (const row of rows) count += row.unreadableCount;
  return count;
}

/** The note under the totals, or null when every amount was read. */
export function unreadableNote(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 amount could not be read and is left out of the totals.'
    : `${count} amounts could not be read and are left out of the totals.`;
}

function isAmountKey(key: SortKey): key is AmountKey {
  return (AMOUNT_KEYS as readonly string[]).includes(key);
}

function compareRows(key: SortKey, sign: 1 | -1) {
  if (isAmountKey(key)) {
    return (a: BudgetRow, b: BudgetRow) => {
      const x = a.cents[key];
      const y = b.cents[key];
      // Unreadable amounts go last in both directions.
      if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
      return (x - y) * sign || a.id - b.id;
    };
  }
  return (a: BudgetRow, b: BudgetRow) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    return compareText(x, y) * sign || a.id - b.id;
  };
}

export interface BudgetQuery {
  category: string | null;
  search: string;
  sort: BudgetSort | null;
  grouped: boolean;
}

export function filterRows(rows: readonly BudgetRow[], category: string | null, search: string): BudgetRow[] {
  const needle = search.trim().toLowerCase();
  if (category === null && needle === '') return rows as BudgetRow[];
  return rows.filter(
    (row) =>
      (category === null || row.category === category) && (needle === '' || row.searchText.includes(needle)),
  );
}

/**
 * Filter, sort, group. Grouped: rows sort within their category; categories follow the service's order,
 * except when sorting by category (by name) or by an amount (by the category's subtotal of that amount).
 */
export function buildBudgetView(rows: readonly BudgetRow[], query: BudgetQuery): BudgetView {
  const shown = filterRows(rows, query.category, query.search);
  const sign = query.sort ? directionSign(query.sort.direction) : 1;
  const sorted = query.sort ? [...shown].sort(compareRows(query.sort.key, sign)) : shown;
  const total = sumRows(shown);
  const unreadableCount = countUnreadable(shown);

  if (!query.grouped) {
    return {
      groups: [{ category: '', rows: sorted, subtotal: total, unreadableCount }],
      total,
      shownCount: shown.length,
      unreadableCount,
    };
  }

  const byCategory = new Map<string, BudgetRow[]>();
  // Group order starts as the service's order of first appearance.
  for (const row of shown) if (!byCategory.has(row.category)) byCategory.set(row.category, []);
  for (const row of sorted) byCategory.get(row.category)!.push(row);
  let groups = [...byCategory].map(([category, groupRows]) => ({
    category,
    rows: groupRows,
    subtotal: sumRows(groupRows),
    unreadableCount: countUnreadable(groupRows),
  }));
  const sort = query.sort;
  if (sort?.key === 'category') {
    groups = groups.sort((a, b) => compareText(a.category, b.category) * sign);
  } else if (sort && isAmountKey(sort.key)) {
    const key = sort.key;
    groups = groups
      .map((g, index) => ({ g, index }))
      .sort((a, b) => (a.g.subtotal[key] - b.g.subtotal[key]) * sign || a.index - b.index)
      .map(({ g }) => g);
  }
  return { groups, total, shownCount: shown.length, unreadableCount };
}

export function isFiltered(query: Pick<BudgetQuery, 'category' | 'search'>): boolean {
  return query.category !== null || query.search.trim() !== '';
}

export function totalLabel(filtered: boolean, shownCount: number): string {
  return filtered ? `Total of ${shownCount} shown ${shownCount === 1 ? 'item' : 'items'}` : 'Grand total';
}
