/**
 * A long table's heading row that stays in view on a desk: a copy of it at the top of the screen once the
 * table's own heading has scrolled away, so a reviewer 200 rows down still reads which figure is which.
 * CSS does the rest (index.css, .sticky-head): the copy shows only while it is stuck (a scroll-state
 * container query, so it never covers the real heading or its focus ring), and follows the table's frame
 * sideways on the frame's own scroll timeline; the pinned columns' headings are a second copy that does
 * not move. The copy is hidden from assistive technology, which has the real heading; its sort buttons
 * are a pointer's (no tab stop). Phones show cards, each value named: no copy there.
 */
import type { SortState } from '../../lib/sort';
import { TableColumns, type ColumnShape } from './table';
import { TableHead } from './table-head';

type HeadColumn<K extends string> = ColumnShape & { key: K; width?: string; sortValue?: unknown };

export function StickyHead<K extends string>({
  columns,
  sort,
  onSort,
  className,
}: {
  columns: readonly HeadColumn<K>[];
  sort?: SortState<K> | null | undefined;
  onSort?: ((key: K) => void) | undefined;
  /** The table's own width classes (a least width), so that the copy's columns are the table's. */
  className: string;
}) {
  const pinned = columns.filter((column) => column.pinned !== undefined);
  const table = 'border-collapse text-left text-sm text-slate-800';
  return (
    // A press on the copy's buttons sorts and leaves the focus where it was (not in hidden content).
    <div className="sticky-head" aria-hidden="true" onMouseDown={(event) => event.preventDefault()}>
      <div className="sticky-head-rows">
        <table className={`sticky-head-row w-full table-fixed ${table} ${className}`}>
          <TableColumns columns={columns} />
          <TableHead columns={columns} sort={sort} onSort={onSort} copy />
        </table>
        {pinned.length > 0 ? (
          <table className={`sticky-head-pinned w-max table-auto ${table}`}>
            <TableColumns columns={pinned} />
            <TableHead columns={pinned} sort={sort} onSort={onSort} copy />
          </table>
        ) : null}
      </div>
    </div>
  );
}
