/**
 * The portal's one table. Columns are declared once (label, figures or text, `sortValue`, row header)
 * and every piece reads them: the heading with its sort button and `aria-sort`, the caption that says
 * the order, the cells with their alignment, and the cell's column label (`data-label`), which a phone
 * layout can show beside each value.
 *
 * `DataTable` renders a whole table from columns and rows. Tables with rows of their own (the budget's
 * category headings, subtotals and windowed body) compose the pieces instead (`Table`, `TableColumns`,
 * `TableRow`, `TableCell`, `DataRow` in table.tsx; `TableHead` in table-head.tsx;
 * `WindowedTableBody` in windowed-table-body.tsx), so they look and behave the same.
 *
 * Below 640 px a DataTable becomes one card per row (index.css, `.table-stack`): each value under its
 * column's name, the headings a row of sort buttons. The table keeps its roles explicitly, since some
 * browsers drop a table's semantics once its parts are no longer displayed as a table.
 *
 * Sorting: the caller owns the order (in state or in the URL) and says which column is sorted; the
 * table sorts the rows by that column's `sortValue` (sort-rows.ts: ties in the order given, missing
 * values last). With `windowed`, a table longer than `windowed.from` rows renders only the rows near
 * the viewport (windowed-data-table.tsx, loaded on demand).
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { SortState } from '../../lib/sort';
import { sortRows } from './sort-rows';
import { LoadingState } from './states';
import { DataRow, Table, type TableColumn, type TableDensity } from './table';
import { sortedCaption, TableHead } from './table-head';
import type { WindowedDataTableProps } from './windowed-data-table';

type WindowedModule = typeof import('./windowed-data-table');
let windowedModule: WindowedModule | null = null;
const loadWindowed = async () => (windowedModule ??= await import('./windowed-data-table'));
const LazyWindowedDataTable = lazy(async () => ({ default: (await loadWindowed()).WindowedDataTable }));

/** The windowed table, typed for this table's rows and keys (a lazy component loses its type arguments). */
type WindowedDataTableOf<Row, K extends string> = (props: WindowedDataTableProps<Row, K>) => ReactNode;

/**
 * Starts loading the windowed table, for a page that knows a long table is coming (a batch of many rows
 * read): it then mounts in one go, without a fallback in between. A failure is left to the table's own
 * load, which retries.
 */
export function preloadWindowedTable(): void {
  loadWindowed().catch(() => undefined);
}

export interface DataTableProps<Row, K extends string> {
  caption: string;
  columns: readonly TableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<K> | null;
  onSort?: (key: K) => void;
  /** Extra classes of one row (the signed-in user's, say). Not applied to a windowed table's rows. */
  rowClassName?: (row: Row) => string | undefined;
  density?: TableDensity;
  /** Longer than `from` rows, only the rows in view are rendered; `className` is then the table's. */
  windowed?: { from: number; className?: string };
}

export function DataTable<Row, K extends string = string>(props: DataTableProps<Row, K>) {
  const { caption, columns, rows, rowKey, sort, onSort, rowClassName, density, windowed } = props;
  const sorted = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const name = sortedCaption(caption, columns, sort ?? null);
  // Chosen once per mount: switching from the lazy table to the loaded one would mount it again.
  const [WindowedDataTable] = useState(
    () =>
      (windowedModule?.WindowedDataTable ?? LazyWindowedDataTable) as unknown as WindowedDataTableOf<Row, K>,
  );
  if (windowed && sorted.length > windowed.from) {
    return (
      <Suspense fallback={<LoadingState label="Loading the table…" />}>
        <WindowedDataTable {...props} caption={name} rows={sorted} className={windowed.className} />
      </Suspense>
    );
  }
  return (
    <Table caption={name} density={density} className="table-stack" role="table">
      <TableHead columns={columns} sort={sort} onSort={onSort} stacked />
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- kept when the phone layout stacks the rows */}
      <tbody role="rowgroup">
        {sorted.map((row) => (
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
