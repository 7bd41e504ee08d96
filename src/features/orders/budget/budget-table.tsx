/**
 * The budget table: sortable headings, the line items (grouped by category with subtotals, or not),
 * and the total. A fixed layout: the browser sizes columns from the `<col>` widths instead of measuring
 * every cell of a 1,000-row table again on each sort or filter. On a phone it has two columns, the item
 * and its total, and fits the screen (budget-columns.tsx).
 */
import { Table, TableColumns, useCellPadding } from '../../../components/ui/table';
import { TableHead } from '../../../components/ui/table-head';
import { labelSpan, type BudgetColumn } from './budget-columns';
import { totalLabel, type BudgetSort, type BudgetView, type SortKey } from './budget-model';
import { AmountCells, BudgetItemRow, GroupHeadingRow, SubtotalRow, type DisplayRow } from './budget-rows';
import { WindowedRows } from './budget-windowed-rows';

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
      caption="Budget line items"
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
        <WindowedRows rows={rows} columns={columns} rowLimit={rowLimit} />
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
