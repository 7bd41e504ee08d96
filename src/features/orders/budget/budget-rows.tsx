/** The rows of the budget table's body as displayed: category headings, line items and subtotals. */
import { memo } from 'react';
import { ServiceText } from '../../../components/ui/service-text';
import { DataRow, TableCell, useCellPadding } from '../../../components/ui/table';
import type { RowSlot } from '../../../components/ui/windowed-table-body';
import { BudgetAmount, zeroClass } from './budget-amount';
import { isAmountColumn, labelSpan, type BudgetColumn } from './budget-columns';
import type { Amounts, BudgetRow, BudgetView } from './budget-model';

/** What a row needs when the table is windowed: the virtualizer's measuring ref, its index, its ARIA position. */
type WindowSlot = Partial<RowSlot>;

/** The columns shown (budgetColumns): every row takes them, so that its cells match the headings. */
interface Columns {
  columns: readonly BudgetColumn[];
}

export const BudgetItemRow = memo(function BudgetItemRow({
  row,
  columns,
  ref,
  index,
  rowIndex,
}: { row: BudgetRow } & Columns & WindowSlot) {
  return <DataRow columns={columns} row={row} ref={ref} data-index={index} aria-rowindex={rowIndex} />;
});

/** The amount cells of a subtotal or total row, one per amount column shown. */
export function AmountCells({ amounts, columns }: { amounts: Amounts } & Columns) {
  return (
    <>
      {columns.filter(isAmountColumn).map((column) => (
        <TableCell key={column.key} column={column} className={zeroClass(amounts[column.key])}>
          <BudgetAmount cents={amounts[column.key]} plainZero />
        </TableCell>
      ))}
    </>
  );
}

export function GroupHeadingRow({
  category,
  columns,
  ref,
  index,
  rowIndex,
}: { category: string } & Columns & WindowSlot) {
  const padding = useCellPadding();
  return (
    <tr ref={ref} data-index={index} aria-rowindex={rowIndex} className="bg-slate-100">
      <th
        scope="colgroup"
        colSpan={columns.length}
        className={`${padding} text-left font-medium text-slate-900`}
      >
        <ServiceText text={category} />
      </th>
    </tr>
  );
}

export function SubtotalRow({
  category,
  amounts,
  columns,
  ref,
  index,
  rowIndex,
}: { category: string; amounts: Amounts } & Columns & WindowSlot) {
  const padding = useCellPadding();
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={rowIndex}
      className="border-b-2 border-slate-300 bg-slate-50 font-semibold text-slate-900"
    >
      <th scope="row" colSpan={labelSpan(columns)} className={`${padding} text-left`}>
        <ServiceText text={category} /> subtotal
      </th>
      <AmountCells amounts={amounts} columns={columns} />
    </tr>
  );
}

/** One row of the table body as displayed: a category heading, a line item, or a category subtotal. */
export type DisplayRow =
  | { kind: 'group'; key: string; category: string }
  | { kind: 'item'; key: string; row: BudgetRow }
  | { kind: 'subtotal'; key: string; category: string; amounts: Amounts };

/** One display row per line item, made once: a sort of 50,000 lines then allocates no new ones. */
const itemRows = new WeakMap<BudgetRow, DisplayRow>();

function itemRow(row: BudgetRow): DisplayRow {
  let shown = itemRows.get(row);
  if (!shown) {
    shown = { kind: 'item', key: `item:${row.id}`, row };
    itemRows.set(row, shown);
  }
  return shown;
}

export function displayRows(view: BudgetView, grouped: boolean): DisplayRow[] {
  const out: DisplayRow[] = [];
  for (const group of view.groups) {
    if (grouped) out.push({ kind: 'group', key: `group:${group.category}`, category: group.category });
    for (const row of group.rows) out.push(itemRow(row));
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

export function DisplayRowView({ row, ...rest }: { row: DisplayRow } & Columns & WindowSlot) {
  if (row.kind === 'group') return <GroupHeadingRow category={row.category} {...rest} />;
  if (row.kind === 'subtotal') return <SubtotalRow category={row.category} amounts={row.amounts} {...rest} />;
  return <BudgetItemRow row={row.row} {...rest} />;
}
