/**
 * The portal's one table. Columns are declared once (label, figures or text, sortable, row header) and
 * every piece reads them: the heading with its sort button and `aria-sort`, the cells with their
 * alignment, and the cell's column label (`data-label`), which a phone layout can show beside each value.
 *
 * `DataTable` renders a whole table from columns and rows. Tables with rows of their own (the budget's
 * category headings, subtotals and windowed body) compose the pieces instead (`Table`, `TableColumns`,
 * `TableRow`, `TableCell`, `DataRow` in table.tsx; `TableHead` in table-head.tsx), so they look and
 * behave the same.
 *
 * Below 640 px a DataTable becomes one card per row (index.css, `.table-stack`): each value under its
 * column's name, the headings a row of sort buttons. The table keeps its roles explicitly, since some
 * browsers drop a table's semantics once its parts are no longer displayed as a table.
 *
 * Sorting is the caller's: it owns the order (in state or in the URL) and sorts the rows itself; the
 * table shows which column is sorted and asks for another.
 */
import type { SortState } from '../../lib/sort';
import { DataRow, Table, type TableColumn, type TableDensity } from './table';
import { TableHead } from './table-head';

export interface DataTableProps<Row, K extends string> {
  caption: string;
  columns: readonly TableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<K> | null;
  onSort?: (key: K) => void;
  /** Extra classes of one row (the signed-in user's, say). */
  rowClassName?: (row: Row) => string | undefined;
  density?: TableDensity;
}

export function DataTable<Row, K extends string = string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  rowClassName,
  density,
}: DataTableProps<Row, K>) {
  return (
    <Table caption={caption} density={density} className="table-stack" role="table">
      <TableHead columns={columns} sort={sort} onSort={onSort} stacked />
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- kept when the phone layout stacks the rows */}
      <tbody role="rowgroup">
        {rows.map((row) => (
          <DataRow
            key={rowKey(row)}
            columns={columns}
            row={row}
            className={rowClassName?.(row)}
            role="row"
            stacked
          />
        ))}
      </tbody>
    </Table>
  );
}
