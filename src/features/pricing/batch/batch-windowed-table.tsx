/**
 * The results table of a long batch, windowed: only the rows near the viewport are in the document
 * (with `@tanstack/react-virtual`'s window virtualizer, as the order result's budget table), spacer rows
 * stand for the others, and `aria-rowcount` and `aria-rowindex` say the true size and position. Rows
 * are memoized components: an answer re-renders its own row, not the table. A fixed layout sizes the
 * columns from their `<col>` widths, so they do not change as other rows scroll in. On a phone the rows
 * are the table kit's cards (`.table-stack`), of varying height: every row is measured.
 */
import {
  keepEndInView,
  measureRowWhenLaidOut,
  scrollWindowUnlessThere,
  WindowSpacer,
  windowedRange,
} from '../../../components/ui/window-spacer';
import {
  memo,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { DataRow, Table, TableColumns, type TableColumn } from '../../../components/ui/table';
import { TableHead } from '../../../components/ui/table-head';
import { useMediaQuery } from '../../../components/use-media-query';
import { useWindowVirtualizerInTransitions } from '../../../components/ui/use-window-virtualizer';
import { onNextFrame } from '../../../lib/schedule';
import type { SortState } from '../../../lib/sort';

/** The window's size, as the virtualizer takes it. */
interface Viewport {
  width: number;
  height: number;
}

/** The rows rendered as the table arrives, a step a frame: at most so many rows, and the overscan. */
const STEPS = [
  { rowsAtMost: 6, overscan: 0 },
  { rowsAtMost: Infinity, overscan: 0 },
  { rowsAtMost: Infinity, overscan: 5 },
  { rowsAtMost: Infinity, overscan: 10 },
] as const;

const ResultRowView = memo(function ResultRowView<Row>({
  row,
  columns,
  index,
  ref,
}: {
  row: Row;
  columns: readonly TableColumn<Row, string>[];
  index: number;
  ref: Ref<HTMLTableRowElement>;
}) {
  // Row 1 is the column headings.
  return (
    <DataRow
      columns={columns}
      row={row}
      ref={ref}
      data-index={index}
      aria-rowindex={index + 2}
      role="row"
      stacked
    />
  );
}) as <Row>(props: {
  row: Row;
  columns: readonly TableColumn<Row, string>[];
  index: number;
  ref: Ref<HTMLTableRowElement>;
}) => ReactNode;

const SEPARATOR = '\u0000';

/**
 * The rows' keys in order, the same array while they are the same: the virtualizer works out every row's
 * position again whenever its `getItemKey` changes (1,000 rows: 17 ms of a render at 6× CPU), and an
 * answer changes a row's price, not the rows' order.
 */
function useSameKeys<Row>(rows: readonly Row[], rowKey: (row: Row) => string): readonly string[] {
  // Compared as one string (a dependency is compared by value): split again only when it differs.
  const joined = useMemo(() => rows.map(rowKey).join(SEPARATOR), [rows, rowKey]);
  return useMemo(() => (joined === '' ? [] : joined.split(SEPARATOR)), [joined]);
}

function WindowedBody<Row>({
  rows,
  columns,
  rowKey,
  estimate,
}: {
  rows: readonly Row[];
  columns: readonly TableColumn<Row, string>[];
  rowKey: (row: Row) => string;
  estimate: number;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the rows start on the page, as the ResizeObserver reports after the browser's own layout (its
  // first report comes with the first frame), again when the page's height changes (a notice above
  // appears); and the viewport's size then. Null until then: no rows, only the space they take. Read in
  // the commit, it laid the page out there and then, and the rows were rendered twice in that task
  // (66 ms at 6× CPU).
  const [start, setStart] = useState<{ margin: number; viewport: Viewport } | null>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const measure = () => {
      const margin = body.getBoundingClientRect().top + window.scrollY;
      setStart((current) =>
        current !== null && Math.abs(current.margin - margin) < 1
          ? current
          : {
              margin,
              viewport: current?.viewport ?? { width: window.innerWidth, height: window.innerHeight },
            },
      );
    };
    if (typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const scrollMargin = start?.margin ?? null;
  // The first rows in view, then the others in view a frame later, then the ones just outside it: each
  // frame styles and lays out a few rows (the twelve rows of a small window in one: 63 ms at 6× CPU).
  const [step, setStep] = useState(0);
  useEffect(() => {
    if (scrollMargin === null || step >= STEPS.length - 1) return;
    return onNextFrame(() => startTransition(() => setStep((n) => n + 1)));
  }, [scrollMargin, step]);
  const { rowsAtMost, overscan } = STEPS[step]!;
  const keys = useSameKeys(rows, rowKey);
  const virtualizer = useWindowVirtualizerInTransitions({
    count: rows.length,
    estimateSize: () => estimate,
    // A new row's height as the browser lays it out, and the window's updates in a render of their own:
    // read in the commit, the rows' heights laid out each new window in the commit's task, and the
    // virtualizer then rendered again inside it (the start of pricing: 151 ms at 6× CPU).
    measureElement: measureRowWhenLaidOut,
    scrollToFn: scrollWindowUnlessThere,
    // Off until the start is known, then starting from the viewport measured with it: on from the
    // table's first commit, it read the window's scroll offset there, which laid out the whole new page
    // in the commit's task (18 of 50-60 ms at 6× CPU); and measuring the viewport only in the commit that
    // enables it rendered the first rows twice there.
    enabled: start !== null,
    initialRect: start?.viewport,
    overscan,
    scrollMargin: scrollMargin ?? 0,
    getItemKey: useCallback((index: number) => keys[index] ?? index, [keys]),
  });
  useLayoutEffect(() => keepEndInView(virtualizer, scrollMargin ?? 0), [virtualizer, scrollMargin]);
  if (scrollMargin === null) {
    return (
      // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- kept when the phone layout stacks the rows
      <tbody ref={bodyRef} role="rowgroup">
        <WindowSpacer height={rows.length * estimate} span={columns.length} />
      </tbody>
    );
  }
  const { items, before, after } = windowedRange(virtualizer, scrollMargin, rowsAtMost);
  return (
    // eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- kept when the phone layout stacks the rows
    <tbody ref={bodyRef} role="rowgroup">
      <WindowSpacer height={before} span={columns.length} />
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : (
          <ResultRowView
            key={item.key}
            row={row}
            columns={columns}
            index={item.index}
            ref={virtualizer.measureElement}
          />
        );
      })}
      <WindowSpacer height={after} span={columns.length} />
    </tbody>
  );
}

export function WindowedTable<Row, K extends string>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
}: {
  caption: string;
  columns: readonly TableColumn<Row, K>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  sort: SortState<K> | null;
  onSort: (key: K) => void;
}) {
  // A row of the table or a card: the first guess of a row's height before it is measured.
  const wide = useMediaQuery('(min-width: 40rem)', true);
  // Wide enough for every column's width and the reference's room (9 rem): narrower, a fixed layout
  // gave the reference, the one column without a width, none at all (it read one letter a line at
  // 780 px); the table scrolls sideways instead.
  return (
    <Table
      caption={caption}
      density="compact"
      layout="fixed"
      className="table-stack sm:min-w-[62rem]"
      role="table"
      aria-rowcount={rows.length + 1}
    >
      <TableColumns columns={columns} />
      <TableHead columns={columns} sort={sort} onSort={onSort} rowIndex={1} stacked />
      <WindowedBody
        key={wide ? 'wide' : 'narrow'}
        rows={rows}
        columns={columns}
        rowKey={rowKey}
        estimate={wide ? 37 : 250}
      />
    </Table>
  );
}
