/** The budget table's columns: the text columns, one per allocation (by its short name), and the total. */
import type { TableColumn } from '../../components/ui/table';
import { ALLOCATION_COLUMNS, type AmountKey, type BudgetRow, type SortKey } from './budget-model';

export type BudgetColumn = TableColumn<BudgetRow, SortKey>;

function NoDescription() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No description</span>
    </>
  );
}

function amountColumn(key: AmountKey, label: string, short?: string): BudgetColumn & { key: AmountKey } {
  const total = key === 'total';
  return {
    key,
    label,
    short,
    numeric: true,
    sortable: true,
    width: total ? 'w-24 print:w-16' : 'w-20 print:w-[3.75rem]',
    cell: (row) => row.texts[key],
    cellClassName: (row) =>
      total ? 'font-semibold text-slate-900' : row.cents[key] === 0 ? 'text-slate-700' : 'text-slate-900',
  };
}

export const AMOUNT_COLUMNS: readonly (BudgetColumn & { key: AmountKey })[] = [
  ...ALLOCATION_COLUMNS.map((c) => amountColumn(c.key, c.label, c.short)),
  amountColumn('total', 'Total'),
];

export const BUDGET_COLUMNS: readonly BudgetColumn[] = [
  {
    key: 'item',
    label: 'Item',
    sortable: true,
    rowHeader: true,
    width: 'w-48 print:w-32',
    cell: (row) => row.item,
  },
  {
    key: 'category',
    label: 'Category',
    sortable: true,
    width: 'w-32 print:w-20',
    cell: (row) => row.category,
  },
  {
    key: 'description',
    label: 'Description',
    sortable: true,
    cell: (row) => row.description ?? <NoDescription />,
  },
  ...AMOUNT_COLUMNS,
];

export const COLUMN_COUNT = BUDGET_COLUMNS.length;
/** The text columns a subtotal or total label spans. */
export const LABEL_SPAN = BUDGET_COLUMNS.length - AMOUNT_COLUMNS.length;
