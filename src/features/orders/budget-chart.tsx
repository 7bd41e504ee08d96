/**
 * The budget's allocation by category: one stacked horizontal bar per category, one pattern per
 * allocation column, the category total written at the end of each bar, and the values in words
 * for assistive technology. Drawn at the container's real width so it fits a phone with legible
 * labels: there the category name goes above its bar instead of beside it.
 */
import { memo, useId, useMemo } from 'react';
import { formatCents } from '../../lib/money';
import { useElementWidth } from '../../components/use-element-width';
import { PRINT_CHART_WIDTH, usePrintMode } from '../../components/use-print-mode';
import { ALLOCATION_COLUMNS, sumRows, type Amounts, type BudgetRow } from './budget-model';
import { LegendSwatch, PatternDefs, patternFill, usePatternPrefix } from './chart-patterns';

interface CategoryTotals {
  category: string;
  amounts: Amounts;
}

function totalsByCategory(rows: readonly BudgetRow[]): CategoryTotals[] {
  const byCategory = new Map<string, BudgetRow[]>();
  for (const row of rows) {
    const list = byCategory.get(row.category);
    if (list) list.push(row);
    else byCategory.set(row.category, [row]);
  }
  return [...byCategory].map(([category, list]) => ({ category, amounts: sumRows(list) }));
}

export const BudgetChart = memo(function BudgetChart({ rows }: { rows: readonly BudgetRow[] }) {
  const prefix = usePatternPrefix();
  const descriptionId = useId();
  const totals = useMemo(() => totalsByCategory(rows), [rows]);
  const [containerRef, screenWidth] = useElementWidth<HTMLDivElement>(640);
  // On paper the chart is drawn for the page's width whatever the screen was.
  const width = usePrintMode().printing ? PRINT_CHART_WIDTH : screenWidth;
  if (totals.length === 0) return null;

  // Narrow: the category name on its own line above the bar, which then has the whole width.
  const stacked = width < 480;
  const labelWidth = stacked ? 0 : 150;
  const labelLine = stacked ? 18 : 0;
  const valueWidth = 84;
  const barHeight = 22;
  const gap = 10;
  const top = 6;
  const rowHeight = labelLine + barHeight + gap;
  const height = top + totals.length * rowHeight;
  const max = Math.max(...totals.map((t) => t.amounts.total), 1);
  const scale = (cents: number) => (Math.max(0, cents) / max) * (width - labelWidth - valueWidth);

  const description = totals
    .map((t) => {
      const parts = ALLOCATION_COLUMNS.filter((c) => t.amounts[c.key] !== 0).map(
        (c) => `${c.label.toLowerCase()} ${formatCents(t.amounts[c.key])}`,
      );
      return `${t.category} ${formatCents(t.amounts.total)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
    })
    .join(' ');

  return (
    <figure className="break-inside-avoid">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">Allocation by category</figcaption>
      <div ref={containerRef} className="max-w-3xl">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block h-auto w-full print:mx-auto print:w-3/4"
          role="img"
          aria-label="Chart: budget allocation by category"
          aria-describedby={descriptionId}
        >
          <PatternDefs prefix={prefix} />
          {totals.map((t, index) => {
            const y = top + index * rowHeight + labelLine;
            let x = labelWidth;
            return (
              <g key={t.category}>
                <text
                  x={stacked ? 0 : labelWidth - 8}
                  y={stacked ? y - 5 : y + barHeight / 2 + 4}
                  textAnchor={stacked ? 'start' : 'end'}
                  fontSize="12"
                  className="fill-slate-900"
                >
                  {!stacked && t.category.length > 22 ? `${t.category.slice(0, 21)}…` : t.category}
                </text>
                {ALLOCATION_COLUMNS.map((column, series) => {
                  const w = scale(t.amounts[column.key]);
                  if (w <= 0) return null;
                  const segment = (
                    <rect
                      key={column.key}
                      x={x}
                      y={y}
                      width={w}
                      height={barHeight}
                      fill={patternFill(prefix, series)}
                      className="stroke-slate-800"
                    />
                  );
                  x += w;
                  return segment;
                })}
                <text
                  x={x + 6}
                  y={y + barHeight / 2 + 4}
                  fontSize="12"
                  fontWeight="600"
                  className="fill-slate-900"
                >
                  {formatCents(t.amounts.total)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1" aria-label="Chart legend">
        {ALLOCATION_COLUMNS.map((column, series) => (
          <LegendSwatch
            key={column.key}
            prefix={prefix}
            series={series}
            label={`${column.label} (${column.short})`}
          />
        ))}
      </ul>
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
    </figure>
  );
});
