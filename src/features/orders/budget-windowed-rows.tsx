/**
 * Above WINDOWING_THRESHOLD rows the budget table renders only the rows near the viewport (plus a
 * margin), so that sorting or filtering 1,000 line items lays out a few dozen rows, not thousands of
 * cells. Printing renders every row again. See docs/decisions/2026-11-21-windowed-budget-table.md.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { WindowSpacer, windowedRange } from '../../components/ui/window-spacer';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BudgetColumn } from './budget-columns';
import { DisplayRowView, type DisplayRow } from './budget-rows';

export const WINDOWING_THRESHOLD = 150;

export function WindowedRows({ rows, columns }: { rows: DisplayRow[]; columns: readonly BudgetColumn[] }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 36,
    overscan: 12,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  const { items, before, after } = windowedRange(virtualizer, scrollMargin);
  return (
    <tbody ref={bodyRef}>
      <WindowSpacer height={before} span={columns.length} />
      {items.map((item) => {
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
}
