/**
 * The portal's one table. Columns are declared once (label, figures or text, sortable, row header) and
 * every piece reads them: the heading with its sort button and `aria-sort`, the cells with their
 * alignment, and the cell's column label (`data-label`), which a phone layout can show beside each value.
 *
 * `DataTable` renders a whole table from columns and rows. Tables with rows of their own (the budget's
 * category headings, subtotals and windowed body) compose `Table`, `TableColumns`, `TableHead`,
 * `TableRow` and `TableCell` instead, so they look and behave the same.
 *
 * Sorting is the caller's: it owns the order (in state or in the URL) and sorts the rows itself; the
 * table shows which column is sorted and asks for another.
 */
import {
  createContext,
  useContext,
  useId,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
} from 'react';
import type { SortDirection, SortState } from '../../lib/sort';

export interface TableColumn<Row, K extends string = string> {
  key: K;
  /** The column's full name: its heading, its sort button's name, and each cell's label. */
  label: string;
  /** A short heading shown instead of the label (as an abbreviation) where columns are narrow. */
  short?: string;
  /** How a caption names the column when the table is sorted by it ("sorted by price ascending"). */
  sortName?: string;
  /** Figures: right-aligned with tabular digits, the heading aligned with them. */
  numeric?: boolean;
  sortable?: boolean;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes of the column's `<col>`, for the widths of a fixed layout. */
  width?: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of one cell (a total in bold, a zero muted). */
  cellClassName?: (row: Row) => string;
}

/** What a heading or a cell needs of its column. */
export type ColumnShape = Pick<TableColumn<never>, 'key' | 'label' | 'short' | 'numeric' | 'rowHeader'>;

/** Comfortable for short tables; compact for long tables of figures (the budget). */
export type TableDensity = 'comfortable' | 'compact';

const cellPadding: Record<TableDensity, string> = {
  comfortable: 'px-3 py-3',
  compact: 'px-2 py-1.5 print:px-1',
};
const headPadding: Record<TableDensity, string> = {
  comfortable: 'px-3 py-2',
  compact: 'px-2 py-2 print:px-1',
};

const DensityContext = createContext<TableDensity>('comfortable');

/** The padding of a cell at the table's density, for rows of the caller's own (headings, totals). */
export function useCellPadding(): string {
  return cellPadding[useContext(DensityContext)];
}

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the table (a caption for screen readers) and its scrolling frame. */
  caption: string;
  density?: TableDensity;
  /** `fixed`: column widths come from `TableColumns`, not from measuring every cell. */
  layout?: 'auto' | 'fixed';
  children: ReactNode;
}

/**
 * The frame scrolls sideways on narrow screens; it is a focusable region named by the caption, so that a
 * keyboard can scroll it too.
 */
export function Table({
  caption,
  density = 'comfortable',
  layout = 'auto',
  className = '',
  children,
  ...props
}: TableProps) {
  const captionId = useId();
  return (
    <DensityContext value={density}>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:overflow-visible print:border-0"
      >
        <table
          className={`w-full border-collapse text-left text-sm text-slate-800 ${layout === 'fixed' ? 'table-fixed' : ''} ${className}`}
          {...props}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          {children}
        </table>
      </div>
    </DensityContext>
  );
}

/** The `<colgroup>` of a fixed layout: one `<col>` per column, with the column's width. */
export function TableColumns({ columns }: { columns: readonly Pick<TableColumn<never>, 'key' | 'width'>[] }) {
  return (
    <colgroup>
      {columns.map((column) => (
        <col key={column.key} className={column.width} />
      ))}
    </colgroup>
  );
}

function SortIcon({ direction }: { direction: SortDirection | null }) {
  // One arrow style: an up or down arrow on the sorted column, a faint pair on the others.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`h-3 w-3 shrink-0 print:hidden ${direction ? 'text-slate-900' : 'text-slate-500'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {direction === 'ascending' ? <path d="M6 10V2M2.5 5.5 6 2l3.5 3.5" /> : null}
      {direction === 'descending' ? <path d="M6 2v8M2.5 6.5 6 10l3.5-3.5" /> : null}
      {direction === null ? <path d="M3 4.5 6 1.5l3 3M3 7.5l3 3 3-3" /> : null}
    </svg>
  );
}

function Heading({ column }: { column: ColumnShape }) {
  return column.short ? (
    <abbr title={column.label} className="no-underline">
      {column.short}
    </abbr>
  ) : (
    <>{column.label}</>
  );
}

export function HeaderCell<K extends string>({
  column,
  sortable = false,
  sort,
  onSort,
}: {
  column: ColumnShape & { key: K };
  sortable?: boolean | undefined;
  sort?: SortState<K> | null | undefined;
  onSort?: ((key: K) => void) | undefined;
}) {
  const padding = headPadding[useContext(DensityContext)];
  const active = sort?.key === column.key ? sort.direction : null;
  const align = column.numeric ? 'text-right' : 'text-left';
  return (
    <th
      scope="col"
      // Only the sorted column carries aria-sort.
      aria-sort={active ?? undefined}
      className={`${padding} ${align} align-bottom font-semibold text-slate-900`}
    >
      {sortable && onSort ? (
        <button
          type="button"
          // A short heading is read out in full.
          aria-label={column.short ? `${column.label} (${column.short})` : undefined}
          onClick={() => onSort(column.key)}
          // In a column of figures the arrow goes before the name, so the name ends where the figures end.
          className={`inline-flex items-center gap-1 rounded-sm font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${column.numeric ? 'flex-row-reverse' : ''}`}
        >
          <span>
            <Heading column={column} />
          </span>
          <SortIcon direction={active} />
        </button>
      ) : (
        <Heading column={column} />
      )}
    </th>
  );
}

export function TableHead<K extends string>({
  columns,
  sort,
  onSort,
  rowIndex,
}: {
  columns: readonly (ColumnShape & { key: K; sortable?: boolean | undefined })[];
  sort?: SortState<K> | null | undefined;
  onSort?: ((key: K) => void) | undefined;
  /** `aria-rowindex` of the heading row, for a windowed table. */
  rowIndex?: number | undefined;
}) {
  return (
    <thead className="border-b border-slate-300 bg-slate-50">
      <tr aria-rowindex={rowIndex}>
        {columns.map((column) => (
          <HeaderCell
            key={column.key}
            column={column}
            sortable={column.sortable}
            sort={sort}
            onSort={onSort}
          />
        ))}
      </tr>
    </thead>
  );
}

type RowProps = HTMLAttributes<HTMLTableRowElement> & {
  ref?: Ref<HTMLTableRowElement> | undefined;
  'data-index'?: number | undefined;
};

export function TableRow({ className = '', ref, ...props }: RowProps) {
  return (
    <tr
      ref={ref}
      className={`border-b border-slate-200 align-top last:border-b-0 hover:bg-slate-50 ${className}`}
      {...props}
    />
  );
}

/** One row of `row`'s cells, a cell per column. */
export function DataRow<Row>({
  columns,
  row,
  ...props
}: { columns: readonly TableColumn<Row, string>[]; row: Row } & RowProps) {
  return (
    <TableRow {...props}>
      {columns.map((column) => (
        <TableCell key={column.key} column={column} className={column.cellClassName?.(row)}>
          {column.cell(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

/**
 * A body cell of `column`: a row header or a data cell, aligned like its heading, labelled by it. A data
 * cell takes its colour from the table, so `className` can set another without a clash.
 */
export function TableCell({
  column,
  className = '',
  children,
  ...props
}: { column: ColumnShape } & TdHTMLAttributes<HTMLTableCellElement>) {
  const padding = useCellPadding();
  const kind = column.numeric ? 'text-right tabular-nums whitespace-nowrap' : 'text-left break-words';
  const Cell = column.rowHeader ? 'th' : 'td';
  return (
    <Cell
      scope={column.rowHeader ? 'row' : undefined}
      data-label={column.label}
      className={`${padding} ${kind} ${column.rowHeader ? 'font-medium text-slate-900' : ''} ${className}`}
      {...props}
    >
      {children}
    </Cell>
  );
}

/** "Loan officers, sorted by name ascending": a caption that says the order. */
export function sortedCaption<K extends string>(
  caption: string,
  columns: readonly Pick<TableColumn<never, K>, 'key' | 'label' | 'sortName'>[],
  sort: SortState<K> | null,
): string {
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !column) return caption;
  return `${caption}, sorted by ${column.sortName ?? column.label.toLowerCase()} ${sort.direction}`;
}

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
    <Table caption={caption} density={density}>
      <TableHead columns={columns} sort={sort} onSort={onSort} />
      <tbody>
        {rows.map((row) => (
          <DataRow key={rowKey(row)} columns={columns} row={row} className={rowClassName?.(row)} />
        ))}
      </tbody>
    </Table>
  );
}
