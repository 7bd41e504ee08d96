/**
 * The body of a long table, windowed: only the rows near the viewport are in the document (TanStack
 * Virtual's `useWindowVirtualizer`, the page's own scroll), a spacer row above and below stands for the
 * others, and each row says its place (`aria-rowindex`; the table says the count, `aria-rowcount`).
 * Printing renders every row. Used by the order result's budget (rows of its own: headings, subtotals)
 * and, through `WindowedDataTable` (windowed-data-table.tsx), by every long `DataTable`.
 *
 * What each option below buys is in docs/decisions/2026-11-27-one-table-kit.md; in short, no layout is
 * read in React's commit: where the rows start and how tall each is come from ResizeObservers, after the
 * browser's own layout.
 */
import {
  useWindowVirtualizer,
  windowScroll,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  Fragment,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefCallback,
} from 'react';
import { usePrinting } from '../use-printing';
import { useArrivalStep, type ViewRange } from './windowed-arrival';

/** What a row of a windowed body takes: its measuring ref, its index in the rows, its ARIA position. */
export interface RowSlot {
  ref?: RefCallback<HTMLTableRowElement> | undefined;
  index: number;
  rowIndex: number;
}

type WindowVirtualizer = Virtualizer<Window, Element>;

/**
 * A row's height as its ResizeObserver reports it, after the browser's own layout of the frame, else the
 * height known or estimated: never read from the element in React's commit, which would lay the new rows
 * out in the commit's task.
 */
function measureRowWhenLaidOut(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: WindowVirtualizer,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * The virtualizer's `window.scrollTo`, except a write that would leave the page where it is (it makes one
 * as it mounts): that write lays out everything the commit added, in the commit's task.
 */
function scrollWindowUnlessThere(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: WindowVirtualizer,
): void {
  const still = !options.adjustments && options.behavior !== 'smooth' && offset === instance.scrollOffset;
  if (!still) windowScroll(offset, options, instance);
}

/**
 * Whether the page moves when a row's measured height differs from its estimate: as the virtualizer's
 * own rule (a row measured above the viewport moves the page by the difference, so the rows in view stay
 * put), but never while the reader scrolls forward, nor once the viewport has reached the table's end:
 * moving the page stops the browser's own scroll animation, and after End the window stayed some twenty
 * rows short of the last row.
 */
export function keepEndInView(virtualizer: WindowVirtualizer, scrollMargin: number): void {
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item: VirtualItem, _delta, instance) => {
    const top = window.scrollY;
    if (instance.scrollDirection === 'forward') return false;
    // Asked first: the table's size below is worked out anew over every row after each row measured.
    if (item.start >= top) return false;
    if (top + window.innerHeight >= scrollMargin + instance.getTotalSize() - 1) return false;
    if (!instance.itemSizeCache.has(item.key)) return item.start < top;
    return item.end <= top && instance.scrollDirection !== 'backward';
  };
}

/**
 * The rows to render (the first `atMost` of them; when `inView` is given, only those and `around` more
 * each way, not all the overscan), and the height of the rows out of view above (`before`) and below.
 */
export function windowedRange(
  virtualizer: { getVirtualItems: () => VirtualItem[]; getTotalSize: () => number },
  scrollMargin: number,
  atMost = Infinity,
  inView: ViewRange | null = null,
  around = 0,
) {
  let items = virtualizer.getVirtualItems();
  if (inView)
    items = items.filter(
      ({ index }) => index >= inView.startIndex - around && index <= inView.endIndex + around,
    );
  if (items.length > atMost) items = items.slice(0, atMost);
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = virtualizer.getTotalSize() - (last ? last.end - scrollMargin : 0);
  return { items, before, after };
}

/**
 * Stands for the rows out of view; no padding, whichever layout (table or cards) applies; not printed.
 * `data-spacer`: a phone's card leaves out an empty cell, but not this one (index.css).
 */
function WindowSpacer({ height, span }: { height: number; span: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ padding: 0 }}>
      <td colSpan={span} data-spacer="" className="print:hidden" style={{ height, padding: 0 }} />
    </tr>
  ) : null;
}

const SEPARATOR = '\u0000';

/**
 * The rows' keys in order, the same array while they are the same: the virtualizer works out every row's
 * position again whenever its `getItemKey` changes, and an update of a row (a batch's answer) changes
 * the row, not the order.
 */
function useSameKeys<Row>(rows: readonly Row[], rowKey: (row: Row) => string): readonly string[] {
  // Compared as one string (a dependency is compared by value): split again only when it differs.
  const joined = useMemo(() => rows.map(rowKey).join(SEPARATOR), [rows, rowKey]);
  return useMemo(() => (joined === '' ? [] : joined.split(SEPARATOR)), [joined]);
}

/**
 * Where the body starts on the page and the viewport's size then, as a ResizeObserver of the page reports
 * them after the browser's layout (again when the page's height changes: a notice above appears). Null
 * until the first report.
 */
function useBodyStart(body: { current: HTMLElement | null }) {
  const [start, setStart] = useState<{ margin: number; viewport: { width: number; height: number } } | null>(
    null,
  );
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const measure = () => {
      const margin = element.getBoundingClientRect().top + window.scrollY;
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
  }, [body]);
  return start;
}

interface WindowedTableBodyProps<Row> {
  rows: readonly Row[];
  /** A stable key of each row (its identity: the same row keeps its element and its measured height). */
  rowKey: (row: Row) => string;
  /** One row's `<tr>`: a memoized component, given the slot's ref and positions. */
  renderRow: (row: Row, slot: RowSlot) => ReactNode;
  /** How many columns the table has (the spacer rows span them). */
  span: number;
  /** A first guess of a row's height before it is measured, in pixels. */
  estimate: number;
  /** Rows rendered beyond the viewport, each way, for a fast scroll. */
  overscan?: number;
  /** While the page arrives: at most so many rows. */
  atMost?: number | undefined;
  /** Explicit roles, for a table that stacks into cards on phones (data-table.tsx). */
  stacked?: boolean;
  /** `aria-rowindex` of the first row: the rows above it (the heading row), plus one. */
  firstRowIndex?: number;
}

export function WindowedTableBody<Row>({
  rows,
  rowKey,
  renderRow,
  span,
  estimate,
  overscan = 10,
  atMost,
  stacked = false,
  firstRowIndex = 2,
}: WindowedTableBodyProps<Row>) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const start = useBodyStart(bodyRef);
  const printing = usePrinting();
  const keys = useSameKeys(rows, rowKey);
  const scrollMargin = start?.margin ?? 0;
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => estimate,
    measureElement: measureRowWhenLaidOut,
    scrollToFn: scrollWindowUnlessThere,
    // Off until the start is known (on, it reads the scroll offset in the first commit, which lays the
    // whole page out there), then from the viewport measured with it, so the rows render once.
    enabled: start !== null && !printing,
    initialRect: start?.viewport,
    overscan,
    scrollMargin,
    // The window's renders are React's to batch, never a synchronous render inside a scroll event.
    useFlushSync: false,
    getItemKey: useCallback((index: number) => keys[index] ?? index, [keys]),
  });
  useLayoutEffect(() => keepEndInView(virtualizer, scrollMargin), [virtualizer, scrollMargin]);
  const inView = start !== null && !printing ? virtualizer.calculateRange() : null;
  const step = useArrivalStep(start !== null, keys, inView);
  const role = stacked ? 'rowgroup' : undefined;

  if (printing) {
    return (
      <tbody ref={bodyRef} role={role}>
        {rows.map((row, index) => (
          <Fragment key={keys[index] ?? index}>
            {renderRow(row, { index, rowIndex: index + firstRowIndex })}
          </Fragment>
        ))}
      </tbody>
    );
  }
  // Before the start is known: the rows' room alone, in the spacer below them, the same element that
  // stays there once the virtualizer is on (its first commit then changes nothing to lay out).
  const { items, before, after } =
    start === null
      ? { items: [], before: 0, after: rows.length * estimate }
      : windowedRange(
          virtualizer,
          scrollMargin,
          Math.min(step.atMost, atMost ?? Infinity),
          step.around < 1 ? inView : null,
          Math.ceil(overscan * step.around),
        );
  return (
    <tbody ref={bodyRef} role={role}>
      <WindowSpacer height={before} span={span} />
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : (
          <Fragment key={item.key}>
            {renderRow(row, {
              ref: virtualizer.measureElement,
              index: item.index,
              rowIndex: item.index + firstRowIndex,
            })}
          </Fragment>
        );
      })}
      <WindowSpacer height={after} span={span} />
    </tbody>
  );
}
