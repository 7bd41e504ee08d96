/**
 * The budget's allocation by category: one stacked horizontal bar per category, one pattern per
 * allocation column, the category total written at the end of each bar, and the values in words
 * for assistive technology.
 */
import { memo, useId, useMemo } from 'react';
import { ScrollFrame } from '../../components/ui/scroll-frame';
import { formatCents } from '../../lib/money';
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
  if (totals.length === 0) return null;

  const width = 640;
  const labelWidth = 150;
  const valueWidth = 80;
  const barHeight = 22;
  const gap = 10;
  const top = 6;
  const height = top + totals.length * (barHeight + gap);
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
      {/* On a phone the chart scrolls sideways at its drawn size rather than shrinking its labels to an
          unreadable 6px. */}
      <ScrollFrame label="Budget chart">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full max-w-3xl min-w-[40rem] print:min-w-0"
          role="img"
          aria-label="Chart: budget allocation by category"
          aria-describedby={descriptionId}
        >
          <PatternDefs prefix={prefix} />
          {totals.map((t, index) => {
            const y = top + index * (barHeight + gap);
            let x = labelWidth;
            return (
              <g key={t.category}>
                <text
                  x={labelWidth - 8}
                  y={y + barHeight / 2 + 4}
                  textAnchor="end"
                  fontSize="12"
                  className="fill-slate-900"
                >
                  {t.category.length > 22 ? `${t.category.slice(0, 21)}…` : t.category}
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
      </ScrollFrame>
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
