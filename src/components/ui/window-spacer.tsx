/**
 * What the portal's windowed tables (the budget's, a batch's results) share: the rows in view of a window
 * virtualizer, the heights of the rows above and below them, and the empty row that stands for those.
 */
import type { Virtualizer } from '@tanstack/react-virtual';

/** The rows in view, and the height of the rows out of view above (`before`) and below (`after`). */
export function windowedRange(
  virtualizer: Pick<Virtualizer<Window, Element>, 'getVirtualItems' | 'getTotalSize'>,
  scrollMargin: number,
) {
  const items = virtualizer.getVirtualItems();
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
