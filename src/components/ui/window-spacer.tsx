/**
 * What the portal's windowed tables (the budget's, a batch's results) share: the rows in view of a window
 * virtualizer, the heights of the rows above and below them, and the empty row that stands for those.
 */
import { windowScroll, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual';

/**
 * The `measureElement` of a windowed table: a row's height as its ResizeObserver reports it, after the
 * browser's own layout of the frame, else the height known or estimated. Never read from the element:
 * the virtualizer's default reads a new row's height in React's commit, which lays the new rows out in
 * the commit's task (the budget's windowed rows at 6x CPU).
 */
export function measureRowWhenLaidOut(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<Window, Element>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return (
    instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index)
  );
}

/**
 * The `scrollToFn` of a windowed table: the virtualizer's own (`window.scrollTo`), except a write that
 * would leave the page where it is. The virtualizer makes one as it mounts (it scrolls to its initial
 * offset, the current one), and scrolling makes the browser lay out everything the commit added there and
 * then, in the commit's task: 20-40 ms of the 5,000-line result's budget step at 6× CPU.
 */
export function scrollWindowUnlessThere(
  offset: number,
  options: { adjustments?: number; behavior?: ScrollBehavior },
  instance: Virtualizer<Window, Element>,
): void {
  const still = !options.adjustments && options.behavior !== 'smooth' && offset === instance.scrollOffset;
  if (!still) windowScroll(offset, options, instance);
}

/**
 * Whether the page moves when a row's measured height differs from its estimate: as the virtualizer's
 * own rule (a row measured above the viewport moves the page by the difference, so the rows in view stay
 * put), but never while the reader scrolls forward, nor once the viewport has reached the table's end.
 * Moving the page stops the browser's own scroll animation: after End, each row measured on the way (a
 * few pixels under its estimate) stopped the scroll, and the window stayed some twenty rows short of the
 * last row (the browser test "a long batch", in one run of three).
 */
export function keepEndInView(virtualizer: Virtualizer<Window, Element>, scrollMargin: number): void {
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item: VirtualItem, _delta, instance) => {
    const top = window.scrollY;
    if (instance.scrollDirection === 'forward') return false;
    // A row that starts in view or below it never moves the page. Asked first: the table's size is worked
    // out anew over every row after each row measured (1,000 rows: 18 ms of a frame at 6× CPU).
    if (item.start >= top) return false;
    if (top + window.innerHeight >= scrollMargin + instance.getTotalSize() - 1) return false;
    if (!instance.itemSizeCache.has(item.key)) return item.start < top;
    return item.end <= top && instance.scrollDirection !== 'backward';
  };
}

/**
 * The rows in view (the first `atMost` of them), and the height of the rows out of view above (`before`)
 * and below (`after`).
 */
export function windowedRange(
  virtualizer: { getVirtualItems: () => VirtualItem[]; getTotalSize: () => number },
  scrollMargin: number,
  atMost = Infinity,
) {
  const all = virtualizer.getVirtualItems();
  const items = all.length > atMost ? all.slice(0, atMost) : all;
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return { items, before, after };
}

/** Stands for the rows out of view; no padding, whichever layout (table or cards) applies; not printed. */
export function WindowSpacer({ height, span }: { height: number; span: number }) {
  return height > 0 ? (
    <tr aria-hidden="true" style={{ padding: 0 }}>
      <td colSpan={span} className="print:hidden" style={{ height, padding: 0 }} />
    </tr>
  ) : null;
}
