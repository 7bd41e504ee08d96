/** The budget as CSV: exactly the rows the table shows (line items, subtotals when grouped, the total). */
import type { CsvCell } from '../../../lib/csv';
import { fromCents } from '../../../lib/money';
import { ALLOCATION_COLUMNS, AMOUNT_KEYS, totalLabel, type AmountKey, type BudgetView } from './budget-model';

const CSV_HEADER: CsvCell[] = [
  'Item',
  'Category',
  'Description',
  ...ALLOCATION_COLUMNS.map((c) => `${c.label} (${c.short})`),
  'Total',
];

const amountCells = (amounts: Record<AmountKey, number | null>): CsvCell[] =>
  AMOUNT_KEYS.map((key) => {
    const cents = amounts[key];
    return cents === null ? null : fromCents(cents);
  });

/** The rows of the table as shown (line items, subtotals when grouped, the total row) as CSV cells. */
export function budgetCsvRows(view: BudgetView, grouped: boolean, filtered: boolean): CsvCell[][] {
  const out: CsvCell[][] = [CSV_HEADER];
  for (const group of view.groups) {
    for (const row of group.rows)
      out.push([row.item, row.category, row.description ?? '', ...amountCells(row.cents)]);
    if (grouped) out.push([`${group.category} subtotal`, group.category, '', ...amountCells(group.subtotal)]);
  }
  out.push([totalLabel(filtered, view.shownCount), '', '', ...amountCells(view.total)]);
  return out;
}
