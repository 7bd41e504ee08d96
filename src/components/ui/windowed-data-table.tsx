/**
 * A long `DataTable`, windowed (windowed-table-body.tsx): the same heading row, sort buttons, cells and
 * phone cards, only the rows near the viewport in the document. Loaded on demand by `DataTable` (the
 * virtualizer stays out of the download of a page whose tables are short). A fixed layout sizes the
 * columns from their `<col>` widths, so they do not change as other rows scroll in.
 */
import { memo, useDeferredValue, type ReactNode } from 'react';
import { useMediaQuery } from '../use-media-query';
import { DataRow, Table, TableColumns, type TableColumn, type TableDensity } from './table';
import { StickyHead } from './sticky-head';
import { StickyScrollBar } from './sticky-scroll-bar';
import { TableHead } from './table-head';
import { WindowedTableBody, type RowSlot } from './windowed-table-body';
import type { SortState } from '../../lib/sort';

type WindowedRowProps<Row> = { row: Row; columns: readonly TableColumn<Row, string>[] } & RowSlot;

/** Memoized: an update of one row (a batch's answer) renders that row alone. */
const WindowedRow = memo(function WindowedRow<Row>({
  row,
  columns,
  ref,
  index,
  rowIndex,
}: WindowedRowProps<Row>) {
  return (
    <DataRow
      columns={columns}
      row={row}
      ref={ref}
      data-index={index}
      aria-rowindex={rowIndex}
      role="row"
      stacked
    />
  );
}) as <Row>(props: WindowedRowProps<Row>) => ReactNode;

/** A row's first guess in pixels: a compact line on a desk; on a phone a card, a line per column. */
const ROW_ESTIMATE = 37;
const CARD_LINE_ESTIMATE = 31;

export interface WindowedDataTableProps<Row, K extends string> {
  caption: string;
  columns: readonly TableColumn<Row, K>[];
  /** The rows, sorted already (DataTable sorts them). */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort?: SortState<K> | null | undefined;
  onSort?: ((key: K) => void) | undefined;
  density?: TableDensity | undefined;
  /** Classes of the table: a least width, where a fixed layout would leave a column without room. */
  className?: string | undefined;
}

export function WindowedDataTable<Row, K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  density,
  className = '',
}: WindowedDataTableProps<Row, K>) {
  const wide = useMediaQuery('(min-width: 40rem)', true);
  // The heading's copy and the scroll bar at the screen's foot serve a reader who has scrolled: they
  // follow the table in a render of their own, so the table's first frame lays out the table alone.
  const withAids = useDeferredValue(wide, false) && wide;
  return (
    <Table
      caption={caption}
      density={density}
      layout="fixed"
      className={`table-stack ${className}`}
      role="table"
      aria-rowcount={rows.length + 1}
      stickyHead={
        withAids ? <StickyHead columns={columns} sort={sort} onSort={onSort} className={className} /> : null
      }
      stickyBar={withAids ? <StickyScrollBar /> : null}
    >
      <TableColumns columns={columns} />
      <TableHead columns={columns} sort={sort} onSort={onSort} rowIndex={1} stacked />
      <WindowedTableBody
        // A card or a line: measured afresh when the layout changes.
        key={wide ? 'wide' : 'narrow'}
        rows={rows}
        rowKey={rowKey}
        span={columns.length}
        estimate={wide ? ROW_ESTIMATE : columns.length * CARD_LINE_ESTIMATE}
        stacked
        renderRow={(row, slot) => <WindowedRow row={row} columns={columns} {...slot} />}
      />
    </Table>
  );
}
