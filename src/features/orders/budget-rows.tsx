/** The rows of the budget table's body as displayed: category headings, line items and subtotals. */
import { memo, type Ref } from 'react';
import { DataRow, TableCell, useCellPadding } from '../../components/ui/table';
import { AMOUNT_COLUMNS, BUDGET_COLUMNS, COLUMN_COUNT, LABEL_SPAN } from './budget-columns';
import { formatCents } from '../../lib/money';
import type { Amounts, BudgetRow, BudgetView } from './budget-model';

/** What a row needs when the table is windowed: the virtualizer's measuring ref, its index, its ARIA position. */
export interface WindowSlot {
  ref?: Ref<HTMLTableRowElement>;
  index?: number;
  rowIndex?: number;
}

export const BudgetItemRow = memo(function BudgetItemRow({
  row,
  ref,
  index,
  rowIndex,
}: { row: BudgetRow } & WindowSlot) {
  return <DataRow columns={BUDGET_COLUMNS} row={row} ref={ref} data-index={index} aria-rowindex={rowIndex} />;
});

export function AmountCells({ amounts }: { amounts: Amounts }) {
  return (
    <>
      {AMOUNT_COLUMNS.map((column) => (
        <TableCell key={column.key} column={column}>
          {formatCents(amounts[column.key])}
        </TableCell>
      ))}
    </>
  );
}

export function GroupHeadingRow({ category, ref, index, rowIndex }: { category: string } & WindowSlot) {
  const padding = useCellPadding();
  return (
    <tr ref={ref} data-index={index} aria-rowindex={rowIndex} className="bg-slate-100">
      <th
        scope="colgroup"
        colSpan={COLUMN_COUNT}
        className={`${padding} text-left font-semibold text-slate-900`}
      >
        {category}
      </th>
    </tr>
  );
}

export function SubtotalRow({
  category,
  amounts,
  ref,
  index,
  rowIndex,
}: { category: string; amounts: Amounts } & WindowSlot) {
  const padding = useCellPadding();
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={rowIndex}
      className="border-b-2 border-slate-300 bg-slate-50 font-semibold text-slate-900"
    >
      <th scope="row" colSpan={LABEL_SPAN} className={`${padding} text-left`}>
        {category} subtotal
      </th>
      <AmountCells amounts={amounts} />
    </tr>
  );
}

/** One row of the table body as displayed: a category heading, a line item, or a category subtotal. */
export type DisplayRow =
  | { kind: 'group'; key: string; category: string }
  | { kind: 'item'; key: string; row: BudgetRow }
  | { kind: 'subtotal'; key: string; category: string; amounts: Amounts };

export function displayRows(view: BudgetView, grouped: boolean): DisplayRow[] {
  const out: DisplayRow[] = [];
  for (const group of view.groups) {
    if (grouped) out.push({ kind: 'group', key: `group:${group.category}`, category: group.category });
    for (const row of group.rows) out.push({ kind: 'item', key: `item:${row.id}`, row });
    if (grouped)
      out.push({
        kind: 'subtotal',
        key: `subtotal:${group.category}`,
        category: group.category,
        amounts: group.subtotal,
      });
  }
  return out;
}

export function DisplayRowView({ row, ...rest }: { row: DisplayRow } & WindowSlot) {
  if (row.kind === 'group') return <GroupHeadingRow category={row.category} {...rest} />;
  if (row.kind === 'subtotal') return <SubtotalRow category={row.category} amounts={row.amounts} {...rest} />;
  return <BudgetItemRow row={row.row} {...rest} />;
}
