/**
 * Above WINDOWING_THRESHOLD rows the budget table renders only the rows near the viewport (plus a
 * margin), so that sorting or filtering 1,000 line items lays out a few dozen rows, not thousands of
 * cells. Printing renders every row again. See docs/decisions/2026-11-21-windowed-budget-table.md.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  measureRowWhenLaidOut,
  scrollWindowUnlessThere,
  WindowSpacer,
  windowedRange,
} from '../../../components/ui/window-spacer';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { BudgetColumn } from './budget-columns';
import { DisplayRowView, type DisplayRow } from './budget-rows';

export const WINDOWING_THRESHOLD = 150;
const ROW_ESTIMATE = 36;

/**
 * Memoized, with a stable item key per list of rows: a keystroke's urgent render (the search box, the
 * table marked busy) skips the rows, and the virtualizer recomputes its 5,000 measurements only when
 * the rows change (its own memo is keyed on `getItemKey`).
 */
export const WindowedRows = memo(function WindowedRows({
  rows,
  columns,
  rowLimit,
}: {
  rows: DisplayRow[];
  columns: readonly BudgetColumn[];
  /** While the page arrives: the window's first rows alone (each step of the page lays out a few). */
  rowLimit?: number | undefined;
}) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // Where the table starts on the page, read in the next frame before its layout (the frame's own),
  // not in the commit. Until then it is taken to start just below the viewport, as it does on a result
  // opened at its top: the first render makes the overscan's rows alone, not a screenful more (taken to
  // start at the top, the 5,000-line result's first frame at 6× CPU laid out 29 rows, not 13).
  const [scrollMargin, setScrollMargin] = useState(() => window.innerHeight);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const body = bodyRef.current;
      if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_ESTIMATE,
    measureElement: measureRowWhenLaidOut,
    scrollToFn: scrollWindowUnlessThere,
    overscan: 12,
    scrollMargin,
    // Not a synchronous render in every scroll event: React batches the window's updates into one render
    // of its own, so a key press or a click that comes meanwhile is not kept waiting behind them.
    useFlushSync: false,
    getItemKey: useCallback((index: number) => rows[index]?.key ?? index, [rows]),
  });
  const { items, before, after } = windowedRange(virtualizer, scrollMargin);
  return (
    <tbody ref={bodyRef}>
      <WindowSpacer height={before} span={columns.length} />
      {items.slice(0, rowLimit).map((item) => {
        const row = rows[item.index];
        return row ? (
          <DisplayRowView
            key={item.key}
            row={row}
            columns={columns}
            ref={virtualizer.measureElement}
            index={item.index}
            // Row 1 is the column headings.
            rowIndex={item.index + 2}
          />
        ) : null;
      })}
      <WindowSpacer height={after} span={columns.length} />
    </tbody>
  );
});
