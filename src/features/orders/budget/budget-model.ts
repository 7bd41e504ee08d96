/**
 * The budget table's model, pure (memoised, tested without rendering): line items prepared once (cents,
 * lower-cased search text), then filtered, sorted, grouped with subtotals; budget-csv.ts makes its CSV.
 */
import type { AllocationKey, BudgetLineItem } from '../../../api/schemas/order-response';
import { toCents } from '../../../lib/money';
import { sortBy, type SortState, type SortValue } from '../../../lib/sort';

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

/** One line item as the table reads it; `id` is its position in the service's order. */
export function prepareLine(line: BudgetLineItem, id: number): BudgetRow {
  const money = { ...line.allocation, total: line.total };
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
}

export function prepareBudget(items: readonly BudgetLineItem[]): BudgetRow[] {
  return items.map(prepareLine);
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

/** Adds a row's readable amounts to `sum`: each key by name (50,000 rows sum in a few ms, not 50). */
function addRow(sum: Amounts, { cents }: BudgetRow): void {
  sum.heavyRepair += cents.heavyRepair ?? 0;
  sum.deferredMaintenance += cents.deferredMaintenance ?? 0;
  sum.upgrades += cents.upgrades ?? 0;
  sum.reconfiguration += cents.reconfiguration ?? 0;
  sum.softCost += cents.softCost ?? 0;
  sum.total += cents.total ?? 0;
}

/** The sum of the amounts that can be read; an unreadable one adds nothing (it is counted instead). */
export function sumRows(rows: readonly BudgetRow[]): Amounts {
  const sum = zeroAmounts();
  for (const row of rows) addRow(sum, row);
  return sum;
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

/** What each column sorts by (budget-columns.tsx declares it): an amount by its cents, text as shown. */
export function budgetSortValue(key: SortKey): (row: BudgetRow) => SortValue {
  return isAmountKey(key) ? (row) => row.cents[key] : (row) => row[key];
}

/** Sorted orders of the full rows, per column and direction: filters then keep rows in that order. */
const sortedCache = new WeakMap<readonly BudgetRow[], Map<string, readonly BudgetRow[]>>();

/** The rows in the order of `sort` (the kit's sortBy: the service's order breaks ties), memoised per rows. */
export function sortRows(rows: readonly BudgetRow[], sort: BudgetSort | null): readonly BudgetRow[] {
  if (!sort) return rows;
  let byColumn = sortedCache.get(rows);
  if (!byColumn) {
    byColumn = new Map();
    sortedCache.set(rows, byColumn);
  }
  const cacheKey = `${sort.key}:${sort.direction}`;
  const cached = byColumn.get(cacheKey);
  if (cached) return cached;
  const sorted = sortBy(rows, budgetSortValue(sort.key), sort.direction);
  byColumn.set(cacheKey, sorted);
  return sorted;
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

interface Subtotals {
  subtotal: Amounts;
  unreadableCount: number;
  /** The smallest row id: the category's place in the service's order. */
  first: number;
}
interface FilterTotals {
  total: Amounts;
  unreadableCount: number;
  byCategory: Map<string, Subtotals>;
}
/** The totals of what a filter shows, per rows and filter: the same in any order, so a sort reuses them. */
const totalsCache = new WeakMap<readonly BudgetRow[], Map<string, FilterTotals>>();

function filterTotals(rows: readonly BudgetRow[], query: BudgetQuery, shown: readonly BudgetRow[]) {
  let byFilter = totalsCache.get(rows);
  if (!byFilter) {
    byFilter = new Map();
    totalsCache.set(rows, byFilter);
  }
  const key = `${query.category ?? '\u0001'}\u0000${query.search.trim().toLowerCase()}`;
  const cached = byFilter.get(key);
  if (cached) return cached;
  const totals: FilterTotals = { total: zeroAmounts(), unreadableCount: 0, byCategory: new Map() };
  for (const row of shown) {
    let group = totals.byCategory.get(row.category);
    if (!group) {
      group = { subtotal: zeroAmounts(), unreadableCount: 0, first: row.id };
      totals.byCategory.set(row.category, group);
    }
    addRow(totals.total, row);
    addRow(group.subtotal, row);
    totals.unreadableCount += row.unreadableCount;
    group.unreadableCount += row.unreadableCount;
    group.first = Math.min(group.first, row.id);
  }
  // A search typed letter by letter leaves a trail of filters: keep the latest few.
  if (byFilter.size >= 16) byFilter.delete(byFilter.keys().next().value!);
  byFilter.set(key, totals);
  return totals;
}

/**
 * Filter, sort, group. Grouped: rows sort within their category; categories follow the service's order,
 * except when sorting by category (by name) or by an amount (by the category's subtotal of that amount).
 */
export function buildBudgetView(rows: readonly BudgetRow[], query: BudgetQuery): BudgetView {
  // Sorting is memoised on the full rows (sortRows); filtering keeps that order in one pass; the totals
  // are memoised per filter (filterTotals).
  const sorted = filterRows(sortRows(rows, query.sort), query.category, query.search);
  const { total, unreadableCount, byCategory: subtotals } = filterTotals(rows, query, sorted);

  if (!query.grouped) {
    return {
      groups: [{ category: '', rows: sorted, subtotal: total, unreadableCount }],
      total,
      shownCount: sorted.length,
      unreadableCount,
    };
  }

  const byCategory = new Map<string, BudgetRow[]>();
  for (const row of sorted) {
    const group = byCategory.get(row.category);
    if (group) group.push(row);
    else byCategory.set(row.category, [row]);
  }
  // Group order starts as the service's order of first appearance among the rows shown.
  let groups = [...byCategory]
    .map(([category, groupRows]) => ({ category, rows: groupRows, ...subtotals.get(category)! }))
    .sort((a, b) => a.first - b.first)
    .map(({ first: _first, ...group }) => group);
  const sort = query.sort;
  if (sort?.key === 'category') {
    groups = sortBy(groups, (group) => group.category, sort.direction);
  } else if (sort && isAmountKey(sort.key)) {
    const key = sort.key;
    groups = sortBy(groups, (group) => group.subtotal[key], sort.direction);
  }
  return { groups, total, shownCount: sorted.length, unreadableCount };
}

export function isFiltered(query: Pick<BudgetQuery, 'category' | 'search'>): boolean {
  return query.category !== null || query.search.trim() !== '';
}

export function totalLabel(filtered: boolean, shownCount: number): string {
  return filtered ? `Total of ${shownCount} shown ${shownCount === 1 ? 'item' : 'items'}` : 'Grand total';
}
