/**
 * The budget's allocation by category: one stacked horizontal bar per category, one pattern per
 * allocation column, the category total written at the end of each bar, and the values in words
 * for assistive technology. Drawn at the container's real width so it fits a phone with legible
 * labels: there the category name goes above its bar instead of beside it.
 */
import { withoutBidiControls } from '../../../lib/bidi';
import { memo, useMemo } from 'react';
import { formatCents } from '../../../lib/money';
import { ALLOCATION_COLUMNS, sumRows, type Amounts, type BudgetRow } from './budget-model';
import { ChartFigure, useChartWidth } from '../result/chart-figure';
import { LegendSwatch, patternFill, usePatternPrefix } from '../result/chart-patterns';

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
  const totals = useMemo(() => totalsByCategory(rows), [rows]);
  const [containerRef, width] = useChartWidth('budget');
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
      return `${withoutBidiControls(t.category)} ${formatCents(t.amounts.total)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}.`;
    })
    .join(' ');

  return (
    <ChartFigure
      caption="Allocation by category"
      name="Chart: budget allocation by category"
      description={description}
      legend={ALLOCATION_COLUMNS.map((column, series) => (
        <LegendSwatch
          key={column.key}
          prefix={prefix}
          series={series}
          label={`${column.label} (${column.short})`}
        />
      ))}
      containerRef={containerRef}
      width={width}
      height={height}
      prefix={prefix}
      frameClassName="max-w-3xl"
    >
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
              {chartLabel(withoutBidiControls(t.category), stacked)}
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
    </ChartFigure>
  );
});

/** A category's name under its bar: shortened where bars stand side by side. */
function chartLabel(name: string, stacked: boolean): string {
  return !stacked && name.length > 22 ? `${name.slice(0, 21)}…` : name;
}
