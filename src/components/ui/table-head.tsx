/**
 * The heading row of the portal's table: a sort button in each sortable column's heading (one with a
 * `sortValue`), one arrow style, `aria-sort` on the sorted column alone (as the WAI-ARIA sortable table
 * example), and the caption that says the order (`sortedCaption`): the same on every table.
 */
import type { SortDirection, SortState } from '../../lib/sort';
import { pinnedCell, printedColumn, useHeadPadding, type ColumnShape, type TableColumn } from './table';

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
  if (column.heading) return <>{column.heading}</>;
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
  stacked = false,
  copy = false,
}: {
  column: ColumnShape & { key: K };
  stacked?: boolean;
  /** In the copy of the heading row that stays in view (hidden from assistive technology): a pointer's. */
  copy?: boolean;
  sortable?: boolean | undefined;
  sort?: SortState<K> | null | undefined;
  onSort?: ((key: K) => void) | undefined;
}) {
  const padding = useHeadPadding();
  const active = sort?.key === column.key ? sort.direction : null;
  const align = column.numeric ? 'text-right' : 'text-left';
  const pin = pinnedCell(column, 'sm:bg-slate-50');
  return (
    <th
      scope="col"
      role={stacked ? 'columnheader' : undefined}
      // Only the sorted column carries aria-sort.
      aria-sort={active ?? undefined}
      className={`${padding} ${align} align-bottom font-semibold text-slate-900 ${column.highlight ? 'bg-brand-50' : ''} ${pin.className} ${printedColumn(column)}`}
      style={pin.style}
    >
      {sortable && onSort ? (
        <button
          type="button"
          // A short heading is read out in full, after what it shows (WCAG 2.5.3: a voice user says "HR").
          aria-label={column.short ? `${column.short} (${column.label})` : undefined}
          onClick={() => onSort(column.key)}
          // The copy's buttons are for a pointer: no tab stop (StickyHead keeps the focus where it was).
          tabIndex={copy ? -1 : undefined}
          // In a column of figures the arrow goes before the name, so the name ends where the figures end.
          // A 44 px tap target on a phone; the heading row keeps its height on a wider screen. Printed, no
          // box of its own: Chromium leaves a button out of the heading row it repeats atop each page.
          className={`inline-flex min-h-11 items-center gap-1 rounded-sm font-semibold sm:min-h-0 print:contents hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${column.numeric ? 'flex-row-reverse' : ''}`}
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
  stacked = false,
  copy = false,
}: {
  columns: readonly (ColumnShape & { key: K; sortValue?: unknown })[];
  /** The copy that stays in view over a long table (StickyHead): its buttons are a pointer's only. */
  copy?: boolean;
  /** Explicit roles, for a table that stacks into cards on phones (data-table.tsx). */
  stacked?: boolean;
  sort?: SortState<K> | null | undefined;
  onSort?: ((key: K) => void) | undefined;
  /** `aria-rowindex` of the heading row, for a windowed table. */
  rowIndex?: number | undefined;
}) {
  return (
    <thead className="border-b border-slate-300 bg-slate-50" role={stacked ? 'rowgroup' : undefined}>
      <tr aria-rowindex={rowIndex} role={stacked ? 'row' : undefined}>
        {columns.map((column) => (
          <HeaderCell
            key={column.key}
            column={column}
            sortable={column.sortValue !== undefined}
            sort={sort}
            onSort={onSort}
            stacked={stacked}
            copy={copy}
          />
        ))}
      </tr>
    </thead>
  );
}

/** The table's caption, and the order its rows are in: "Loan officers, sorted by name ascending". */
export function sortedCaption<K extends string>(
  caption: string,
  columns: readonly Pick<TableColumn<never, K>, 'key' | 'label' | 'sortName'>[],
  sort: SortState<K> | null,
): string {
  const column = sort ? columns.find((c) => c.key === sort.key) : undefined;
  if (!sort || !column) return caption;
  return `${caption}, sorted by ${column.sortName ?? column.label.toLowerCase()} ${sort.direction}`;
}
