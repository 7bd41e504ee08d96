/**
 * The pieces of the portal's one table (see data-table.tsx for the whole): the column declaration, the
 * scrolling frame with its caption, rows and cells aligned and labelled by their column. A table with
 * rows of its own (the budget) composes these with `TableHead` (table-head.tsx).
 */
import {
  createContext,
  Fragment,
  isValidElement,
  useContext,
  useId,
  type HTMLAttributes,
  type CSSProperties,
  type ReactNode,
  type Ref,
  type TableHTMLAttributes,
  type TdHTMLAttributes,
} from 'react';
import type { SortValue } from '../../lib/sort';
import { ScrollFrame } from './scroll-frame';

export interface TableColumn<Row, K extends string = string> {
  key: K;
  /** The column's full name: its heading, its sort button's name, and each cell's label. */
  label: string;
  /** A short heading shown instead of the label (as an abbreviation) where columns are narrow. */
  short?: string;
  /** How a caption names the column when the table is sorted by it ("sorted by price ascending"). */
  sortName?: string;
  /** What the heading shows where it says more than the label (a second line in small type). */
  heading?: ReactNode;
  /** Figures: right-aligned with tabular digits, the heading aligned with them. */
  numeric?: boolean;
  /** The column a reader looks at first (the recommended strategy): tinted and bold, heading to last row. */
  highlight?: boolean;
  /**
   * What a row sorts by in this column (lib/sort.ts's `sortBy`: numbers by value, text as read, missing
   * values last): a column with one is sortable, and the table sorts its rows by it.
   */
  sortValue?: (row: Row) => SortValue;
  /** The cell names its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Classes of the column's `<col>`, for the widths of a fixed layout. */
  width?: string;
  cell: (row: Row) => ReactNode;
  /** Extra classes of one cell (a total in bold, a zero muted). */
  cellClassName?: (row: Row) => string;
  /**
   * Kept in view while the table scrolls sideways: `left`, its distance from the table's left edge (the
   * widths of the pinned columns before it); `last` on the last pinned column.
   */
  pinned?: { left: string; last?: boolean };
  /** A control (a box that chooses the row), not a figure: left out of the printed table. */
  screenOnly?: boolean;
}

/** What a heading or a cell needs of its column. */
export type ColumnShape = Pick<
  TableColumn<never>,
  'key' | 'label' | 'short' | 'heading' | 'numeric' | 'highlight' | 'rowHeader' | 'pinned' | 'screenOnly'
>;

/** The classes that leave a screen-only column out of print: its `<col>`, its heading, its cells. */
export const printedColumn = (column: Pick<ColumnShape, 'screenOnly'>): string =>
  column.screenOnly ? 'print:hidden' : '';

/**
 * A pinned column's cell: kept at its place while a table wider than its frame scrolls sideways (from
 * 640 px; a phone's cards do not scroll), on the surface of its row (`surface`: the heading row's or a
 * body row's, with its hover) so the columns passing under it do not show through. The last pinned
 * column draws the edge they pass under.
 */
export function pinnedCell(
  column: ColumnShape,
  surface: string,
): { className: string; style?: CSSProperties } {
  if (column.pinned === undefined) return { className: '' };
  return {
    className: `sm:sticky sm:z-[1] ${surface} ${column.pinned.last ? 'sm:shadow-[inset_-1px_0_0_var(--color-slate-200)]' : ''}`,
    style: { left: column.pinned.left },
  };
}

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

export function useHeadPadding(): string {
  return headPadding[useContext(DensityContext)];
}

export interface TableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Names the table (a caption for screen readers) and its scrolling frame. */
  caption: string;
  /** Names the scrolling frame instead, where the caption is already the name of the section around it. */
  frameLabel?: string;
  /** The table always fits its container (two columns, text that wraps): its frame is no tab stop. */
  fits?: boolean;
  density?: TableDensity;
  /** `fixed`: column widths come from `TableColumns`, not from measuring every cell. */
  layout?: 'auto' | 'fixed';
  /** A copy of the heading row that stays in view over a long table (windowed-data-table.tsx). */
  stickyHead?: ReactNode;
  /** A long table's sideways scroll bar that stays in view (windowed-data-table.tsx). */
  stickyBar?: ReactNode;
  children: ReactNode;
}

/** In a scrolling frame (a region named by the caption): a table wider than a phone scrolls sideways. */
export function Table({
  caption,
  frameLabel,
  fits = false,
  density = 'comfortable',
  layout = 'auto',
  className = '',
  stickyHead,
  stickyBar,
  children,
  ...props
}: TableProps) {
  const captionId = useId();
  return (
    <DensityContext value={density}>
      <ScrollFrame
        role="region"
        label={frameLabel}
        labelledBy={frameLabel ? undefined : captionId}
        focusable={!fits}
        className="rounded-lg border border-slate-200 bg-white print:border-0"
        head={stickyHead}
        foot={stickyBar}
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
      </ScrollFrame>
    </DensityContext>
  );
}

/** The `<colgroup>` of a fixed layout: one `<col>` per column, with the column's width. */
export function TableColumns({
  columns,
}: {
  columns: readonly Pick<TableColumn<never>, 'key' | 'width' | 'screenOnly'>[];
}) {
  return (
    <colgroup>
      {columns.map((column) => (
        <col key={column.key} className={`${column.width ?? ''} ${printedColumn(column)}`} />
      ))}
    </colgroup>
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
  stacked = false,
  ...props
}: {
  columns: readonly TableColumn<Row, string>[];
  row: Row;
  /** Cells for a table that stacks into cards on phones: explicit roles, the value in one box. */
  stacked?: boolean;
} & RowProps) {
  return (
    <TableRow {...props}>
      {columns.map((column) => {
        const value = column.cell(row);
        // Stacked, a cell is a grid of its label and its value: a text or one element is one grid item
        // already (the value's track has no minimum, so a text wraps), anything else (a fragment, a list)
        // is put in one box. Every element less counts in a long table: it is made again for each row
        // that scrolls into view or that a sort brings there.
        const single = typeof value !== 'object' || (isValidElement(value) && value.type !== Fragment);
        return (
          <TableCell
            key={column.key}
            column={column}
            className={column.cellClassName?.(row)}
            role={stacked ? (column.rowHeader ? 'rowheader' : 'cell') : undefined}
          >
            {stacked && !single ? <div className="min-w-0">{value}</div> : value}
          </TableCell>
        );
      })}
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
  const weight = column.highlight
    ? 'bg-brand-50 font-semibold text-slate-900'
    : column.rowHeader
      ? 'font-medium text-slate-900'
      : '';
  const pin = pinnedCell(column, 'sm:bg-white sm:[tr:hover>&]:bg-slate-50');
  return (
    <Cell
      scope={column.rowHeader ? 'row' : undefined}
      data-label={column.label}
      data-figure={column.rowHeader && column.numeric ? '' : undefined}
      className={`${padding} ${kind} ${weight} ${pin.className} ${printedColumn(column)} ${className}`}
      style={pin.style}
      {...props}
    >
      {children}
    </Cell>
  );
}

/**
 * A table's total, in its `<tfoot>`: the label as the row's header, then the caller's cells (`TableCell`s
 * of the figure columns), set off from the rows above by a heavier rule and in bold.
 */
export function TableTotalRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  const padding = useCellPadding();
  return (
    <tfoot>
      <tr className="border-t-2 border-slate-300 text-base font-semibold text-slate-900">
        <th scope="row" className={`${padding} text-left`}>
          {label}
        </th>
        {children}
      </tr>
    </tfoot>
  );
}
