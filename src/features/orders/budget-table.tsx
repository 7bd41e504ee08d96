/**
 * The budget table: sortable headings, the line items (grouped by category with subtotals, or not),
 * and the total. A fixed layout: the browser sizes columns from the `<col>` widths instead of measuring
 * every cell of a 1,000-row table again on each sort or filter.
 */
import { Table, TableColumns, useCellPadding } from '../../components/ui/table';
import { TableHead } from '../../components/ui/table-head';
import { BUDGET_COLUMNS, COLUMN_COUNT, LABEL_SPAN } from './budget-columns';
import { totalLabel, type BudgetSort, type BudgetView, type SortKey } from './budget-model';
import { AmountCells, BudgetItemRow, GroupHeadingRow, SubtotalRow, type DisplayRow } from './budget-rows';
import { WindowedRows } from './budget-windowed-rows';

function NoMatchBody() {
  return (
    <tbody>
      <tr>
        <td colSpan={COLUMN_COUNT} className="py-6 text-center text-slate-700">
          No line items match the filters.
        </td>
      </tr>
    </tbody>
  );
}

function TotalRow({ view, filtered, rowIndex }: { view: BudgetView; filtered: boolean; rowIndex?: number }) {
  const padding = useCellPadding();
  return (
    <tfoot>
      <tr
        aria-rowindex={rowIndex}
        className="border-t-2 border-slate-400 bg-brand-50 font-bold text-slate-900"
      >
        <th scope="row" colSpan={LABEL_SPAN} className={`${padding} text-left`}>
          {totalLabel(filtered, view.shownCount)}
        </th>
        <AmountCells amounts={view.total} />
      </tr>
    </tfoot>
  );
}

export function BudgetTable({
  view,
  rows,
  grouped,
  filtered,
  windowed,
  updating,
  sort,
  onSort,
}: {
  view: BudgetView;
  /** The body rows as displayed, for the windowed table. */
  rows: DisplayRow[];
  grouped: boolean;
  filtered: boolean;
  windowed: boolean;
  /** A newer sort or filter is on its way: the table is marked busy and dimmed meanwhile. */
  updating: boolean;
  sort: BudgetSort | null;
  onSort: (key: SortKey) => void;
}) {
  return (
    <Table
      caption="Budget line items"
      density="compact"
      layout="fixed"
      aria-busy={updating}
      // Windowed: the rows in the document are a part of the table; say how many there are in all.
      aria-rowcount={windowed ? rows.length + 2 : undefined}
      className={`min-w-[60rem] transition-opacity print:min-w-0 print:text-xs ${updating ? 'opacity-60' : ''}`}
    >
      <TableColumns columns={BUDGET_COLUMNS} />
      <TableHead columns={BUDGET_COLUMNS} sort={sort} onSort={onSort} rowIndex={windowed ? 1 : undefined} />
      {view.shownCount === 0 ? (
        <NoMatchBody />
      ) : windowed ? (
        <WindowedRows key={`${rows.length}`} rows={rows} />
      ) : (
        view.groups.map((group) => (
          <tbody key={group.category || 'all'} className="break-inside-avoid-page">
            {grouped ? <GroupHeadingRow category={group.category} /> : null}
            {group.rows.map((row) => (
              <BudgetItemRow key={row.id} row={row} />
            ))}
            {grouped ? <SubtotalRow category={group.category} amounts={group.subtotal} /> : null}
          </tbody>
        ))
      )}
      <TotalRow view={view} filtered={filtered} rowIndex={windowed ? rows.length + 2 : undefined} />
    </Table>
  );
}
