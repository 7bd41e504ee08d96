/**
 * The budget table's columns, by layout. On a desk: the item, its category (only while the table is not
 * grouped by category: grouped, the category heads each group), its description, one column per
 * allocation (by its short name) and the total. On a phone: the item and its total, every other figure of
 * the line one tap away under the item's name (budget-item-details.tsx).
 */
import { ServiceText } from '../../../components/ui/service-text';
import type { TableColumn } from '../../../components/ui/table';
import { BudgetAmount, zeroClass } from './budget-amount';
import { BudgetItemDetails } from './budget-item-details';
import {
  ALLOCATION_COLUMNS,
  budgetSortValue,
  type AmountKey,
  type BudgetRow,
  type SortKey,
} from './budget-model';

export type BudgetColumn = TableColumn<BudgetRow, SortKey>;
export type AmountColumn = BudgetColumn & { key: AmountKey };

function NoDescription() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No description</span>
    </>
  );
}

function amountColumn(key: AmountKey, label: string, short?: string): AmountColumn {
  const total = key === 'total';
  return {
    key,
    label,
    short,
    numeric: true,
    sortValue: budgetSortValue(key),
    // On paper the amounts take what "$11,700.00" needs, so that the description has room to read.
    width: total ? 'w-28 print:w-[4.25rem]' : 'w-24 print:w-[3.9rem]',
    cell: (row) => <BudgetAmount cents={row.cents[key]} sent={row.texts[key]} plainZero />,
    cellClassName: (row) => zeroClass(row.cents[key]),
  };
}

const TOTAL_COLUMN = amountColumn('total', 'Total');
const AMOUNT_COLUMNS: readonly AmountColumn[] = [
  ...ALLOCATION_COLUMNS.map((c) => amountColumn(c.key, c.label, c.short)),
  TOTAL_COLUMN,
];

const ITEM_COLUMN: BudgetColumn = {
  key: 'item',
  label: 'Item',
  sortValue: budgetSortValue('item'),
  rowHeader: true,
  width: 'w-48 print:w-28',
  cell: (row) => <ServiceText text={row.item} />,
};

const CATEGORY_COLUMN: BudgetColumn = {
  key: 'category',
  label: 'Category',
  sortValue: budgetSortValue('category'),
  width: 'w-32 print:w-20',
  cell: (row) => row.category,
};

const DESCRIPTION_COLUMN: BudgetColumn = {
  key: 'description',
  label: 'Description',
  sortValue: budgetSortValue('description'),
  cell: (row) => (row.description === null ? <NoDescription /> : <ServiceText text={row.description} />),
};

function narrowItemColumn(grouped: boolean): BudgetColumn {
  return {
    ...ITEM_COLUMN,
    width: undefined,
    cell: (row) => <BudgetItemDetails row={row} showCategory={!grouped} />,
  };
}

const NARROW_TOTAL_COLUMN: AmountColumn = { ...TOTAL_COLUMN, width: 'w-28' };

const LAYOUTS = {
  wideGrouped: [ITEM_COLUMN, DESCRIPTION_COLUMN, ...AMOUNT_COLUMNS],
  wide: [ITEM_COLUMN, CATEGORY_COLUMN, DESCRIPTION_COLUMN, ...AMOUNT_COLUMNS],
  narrowGrouped: [narrowItemColumn(true), NARROW_TOTAL_COLUMN],
  narrow: [narrowItemColumn(false), NARROW_TOTAL_COLUMN],
} satisfies Record<string, readonly BudgetColumn[]>;

/** The columns shown: the same array for the same layout, so that memoised rows stay memoised. */
export function budgetColumns(grouped: boolean, narrow: boolean): readonly BudgetColumn[] {
  if (narrow) return grouped ? LAYOUTS.narrowGrouped : LAYOUTS.narrow;
  return grouped ? LAYOUTS.wideGrouped : LAYOUTS.wide;
}

export function isAmountColumn(column: BudgetColumn): column is AmountColumn {
  return column.numeric === true;
}

/** How many text columns a subtotal or total label spans. */
export function labelSpan(columns: readonly BudgetColumn[]): number {
  return columns.filter((column) => !isAmountColumn(column)).length;
}
