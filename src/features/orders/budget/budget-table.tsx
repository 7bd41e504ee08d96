/**
 * The budget table: sortable headings, the line items (grouped by category with subtotals, or not),
 * and the total. A fixed layout: the browser sizes columns from the `<col>` widths instead of measuring
 * every cell of a 1,000-row table again on each sort or filter. On a phone it has two columns, the item
 * and its total, and fits the screen (budget-columns.tsx). Above WINDOWING_THRESHOLD rows only the rows
 * near the viewport are rendered (the table kit's windowed body; printing renders every row).
 * See docs/decisions/2026-11-21-windowed-budget-table.md.
 */
import { Table, TableColumns, useCellPadding } from '../../../components/ui/table';
import { sortedCaption, TableHead } from '../../../components/ui/table-head';
import { WindowedTableBody } from '../../../components/ui/windowed-table-body';
import { labelSpan, type BudgetColumn } from './budget-columns';
import { totalLabel, type BudgetSort, type BudgetView, type SortKey } from './budget-model';
import {
  AmountCells,
  BudgetItemRow,
  DisplayRowView,
  GroupHeadingRow,
  SubtotalRow,
  type DisplayRow,
} from './budget-rows';

/** More rows than this (line items, headings, subtotals) are windowed. */
export const WINDOWING_THRESHOLD = 150;
/** A line of the compact table, before it is measured. */
const ROW_ESTIMATE = 36;

const displayRowKey = (row: DisplayRow) => row.key;

function NoMatchBody({ span }: { span: number }) {
  return (
    <tbody>
      <tr>
        <td colSpan={span} className="py-6 text-center text-slate-700">
          No line items match the filters.
        </td>
      </tr>
    </tbody>
  );
}

function TotalRow({
  view,
  columns,
  filtered,
  rowIndex,
}: {
  view: BudgetView;
  columns: readonly BudgetColumn[];
  filtered: boolean;
  rowIndex?: number;
}) {
  const padding = useCellPadding();
  return (
    <tfoot>
      <tr
        aria-rowindex={rowIndex}
        className="border-t-2 border-slate-400 bg-brand-50 font-semibold text-slate-900"
      >
        <th scope="row" colSpan={labelSpan(columns)} className={`${padding} text-left`}>
          {totalLabel(filtered, view.shownCount)}
        </th>
        <AmountCells amounts={view.total} columns={columns} />
      </tr>
    </tfoot>
  );
}

type BudgetGroup = BudgetView['groups'][number];
interface ShownGroup {
  group: BudgetGroup;
  rows: BudgetGroup['rows'];
  /** Every row of the group is shown: its subtotal is too. */
  complete: boolean;
}

/**
 * The groups to render while the page arrives: the first `rowLimit` line items, a group's heading with
 * its first row and its subtotal after its last; every group, whole, without a limit.
 */
function groupsUpTo(groups: BudgetView['groups'], rowLimit: number | undefined): ShownGroup[] {
  if (rowLimit === undefined) return groups.map((group) => ({ group, rows: group.rows, complete: true }));
  const shown: ShownGroup[] = [];
  let left = rowLimit;
  for (const group of groups) {
    if (left <= 0) break;
    const rows = group.rows.slice(0, left);
    shown.push({ group, rows, complete: rows.length === group.rows.length });
    left -= rows.length;
  }
  return shown;
}

/** The least width of the table on a desk, by its columns; on a phone it takes the screen's width. */
function minWidth(columns: readonly BudgetColumn[]): string {
  if (columns.length <= 2) return '';
  return columns.some((column) => column.key === 'category') ? 'min-w-[68rem]' : 'min-w-[60rem]';
}

export function BudgetTable({
  view,
  rows,
  columns,
  grouped,
  filtered,
  windowed,
  updating,
  sort,
  onSort,
  describedBy,
  rowLimit,
}: {
  view: BudgetView;
  /** The body rows as displayed, for the windowed table. */
  rows: DisplayRow[];
  /** The columns shown (budgetColumns). */
  columns: readonly BudgetColumn[];
  grouped: boolean;
  filtered: boolean;
  windowed: boolean;
  /** A newer sort or filter is on its way: the table is marked busy and dimmed meanwhile. */
  updating: boolean;
  sort: BudgetSort | null;
  onSort: (key: SortKey) => void;
  /** The id of a note about the table (amounts left out of the totals). */
  describedBy?: string | undefined;
  /** While the page arrives: how many line items (rows of a windowed table) to show so far; all without it. */
  rowLimit?: number | undefined;
}) {
  return (
    <Table
      caption={sortedCaption('Budget line items', columns, sort)}
      density="compact"
      layout="fixed"
      aria-busy={updating}
      aria-describedby={describedBy}
      // Windowed: the rows in the document are a part of the table; say how many there are in all.
      aria-rowcount={windowed ? rows.length + 2 : undefined}
      className={`${minWidth(columns)} transition-opacity print:min-w-0 print:text-xs ${updating ? 'opacity-60' : ''}`}
    >
      <TableColumns columns={columns} />
      <TableHead columns={columns} sort={sort} onSort={onSort} rowIndex={windowed ? 1 : undefined} />
      {view.shownCount === 0 ? (
        <NoMatchBody span={columns.length} />
      ) : windowed ? (
        // Not remounted when a filter changes the count: the rows that stay keep their elements and
        // their measured heights (keyed by row), so a keystroke measures only the rows it brings in.
        <WindowedTableBody
          rows={rows}
          rowKey={displayRowKey}
          span={columns.length}
          estimate={ROW_ESTIMATE}
          overscan={12}
          atMost={rowLimit}
          renderRow={(row, slot) => <DisplayRowView row={row} columns={columns} {...slot} />}
        />
      ) : (
        groupsUpTo(view.groups, rowLimit).map(({ group, rows: groupRows, complete }) => (
          <tbody key={group.category || 'all'}>
            {grouped ? <GroupHeadingRow category={group.category} columns={columns} /> : null}
            {groupRows.map((row) => (
              <BudgetItemRow key={row.id} row={row} columns={columns} />
            ))}
            {grouped && complete ? (
              <SubtotalRow category={group.category} amounts={group.subtotal} columns={columns} />
            ) : null}
          </tbody>
        ))
      )}
      <TotalRow
        view={view}
        columns={columns}
        filtered={filtered}
        rowIndex={windowed ? rows.length + 2 : undefined}
      />
    </Table>
  );
}
