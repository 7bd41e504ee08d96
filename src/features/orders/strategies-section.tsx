/**
 * Renovation strategies: the service's rows in the order it sends them, values as sent, the Best
 * column marked as recommended, and a chart of ARV, as-is value and rehab per strategy.
 * The empty-title row the service sends between the money rows and the time rows becomes a gap
 * between two row groups, not a data row.
 */
import { Fragment, useId, useMemo } from 'react';
import { STRATEGY_COLUMNS, type StrategyColumn, type StrategyRow } from '../../api/schemas/order-response';
import { formatMoneyCompact } from '../../lib/money';
import type { MixedValue } from '../../lib/parse';
import { Badge } from '../../components/ui/badge';
import { ScrollFrame } from '../../components/ui/scroll-frame';
import { Section } from '../../components/ui/section';
import { LegendSwatch, PatternDefs, patternFill, usePatternPrefix } from './chart-patterns';
import { findStrategyRow } from './leverage-model';
import { ServiceText } from '../../components/ui/service-text';

export const STRATEGY_LABELS: Record<StrategyColumn, string> = {
  min: 'Min',
  partial: 'Partial',
  full: 'Full',
  best: 'Best',
};

/** The rows split at the service's separator rows. */
function rowGroups(rows: readonly StrategyRow[]): StrategyRow[][] {
  const groups: StrategyRow[][] = [[]];
  for (const row of rows) {
    if (row.isSeparator) groups.push([]);
    else groups[groups.length - 1]!.push(row);
  }
  return groups.filter((g) => g.length > 0);
}

/** Values as sent; a plain number in this table is a day count (the interface says so). */
export function strategyCellText(value: MixedValue): string {
  if (value.kind === 'empty') return '';
  if (value.kind === 'number') return `${value.text} ${value.value === 1 ? 'day' : 'days'}`;
  return value.text;
}

function StrategiesTable({ rows }: { rows: readonly StrategyRow[] }) {
  const groups = useMemo(() => rowGroups(rows), [rows]);
  return (
    <ScrollFrame label="Strategies table">
      <table className="w-full min-w-[32rem] border-collapse text-sm">
        <caption className="sr-only">Renovation strategies</caption>
        <thead>
          <tr className="border-b-2 border-slate-300 text-left">
            <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
              Measure
            </th>
            {STRATEGY_COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-3 py-2 text-right font-semibold text-slate-900 ${column === 'best' ? 'bg-brand-50' : ''}`}
              >
                {STRATEGY_LABELS[column]}
                {column === 'best' ? ' ' : null}
                {column === 'best' ? (
                  <span className="ml-2">
                    <Badge tone="brand">Recommended</Badge>
                  </span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group, index) => (
          <tbody key={index}>
            {group.map((row, rowIndex) => (
              <tr
                key={`${row.title}-${rowIndex}`}
                className={`border-b border-slate-200 ${index > 0 && rowIndex === 0 ? 'border-t-2 border-t-slate-300 [&>*]:pt-5' : ''}`}
              >
                <th scope="row" className="py-2 pr-4 text-left font-medium text-slate-900">
                  {row.title ? (
                    <ServiceText text={row.title} />
                  ) : (
                    <span className="text-slate-700">Untitled</span>
                  )}
                </th>
                {STRATEGY_COLUMNS.map((column) => {
                  const text = strategyCellText(row[column]);
                  return (
                    <td
                      key={column}
                      className={`px-3 py-2 text-right tabular-nums ${column === 'best' ? 'bg-brand-50 font-semibold text-slate-900' : 'text-slate-800'}`}
                    >
                      {text || (
                        <>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">No value</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollFrame>
  );
}

const SERIES = [
  // The titles are the service's row titles; the labels the portal's words.
  { title: 'ARV', label: 'After-repair value (ARV)' }, // copy-check: service words
  { title: 'As Is Value', label: 'As-is value' },
  { title: 'Rehab', label: 'Renovation cost' },
] as const;

/** A round upper bound for the axis: 1, 2, 2.5 or 5 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= value) ?? 10;
  return step * power;
}

function StrategiesChart({ rows }: { rows: readonly StrategyRow[] }) {
  const prefix = usePatternPrefix();
  const descriptionId = useId();
  const series = SERIES.map((s) => ({ ...s, row: findStrategyRow(rows, s.title) }));
  const annualized = findStrategyRow(rows, 'Annualized Return');
  const present = series.filter((s) => s.row && STRATEGY_COLUMNS.some((c) => s.row![c].kind === 'currency'));
  if (present.length === 0) return null;

  const values = present.flatMap((s) => STRATEGY_COLUMNS.map((c) => s.row![c].value ?? 0));
  const max = niceMax(Math.max(...values));
  const width = 640;
  const height = 300;
  const left = 56;
  const top = 24;
  const bottom = 58;
  const plotHeight = height - top - bottom;
  const groupWidth = (width - left - 8) / STRATEGY_COLUMNS.length;
  const barWidth = Math.min(38, (groupWidth - 24) / present.length);
  const y = (v: number) => top + plotHeight - (Math.max(0, v) / max) * plotHeight;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => f * max);

  const description = STRATEGY_COLUMNS.map((column) => {
    const parts = present.map((s) => `${s.label} ${s.row![column].text || 'not given'}`);
    if (annualized && annualized[column].text) parts.push(`annualized return ${annualized[column].text}`);
    const name = column === 'best' ? 'Best (recommended)' : STRATEGY_LABELS[column];
    return `${name}: ${parts.join(', ')}.`;
  }).join(' ');

  return (
    <figure className="mt-6 break-inside-avoid">
      <figcaption className="mb-2 text-sm font-semibold text-slate-900">
        {present.map((s) => s.label).join(', ')} by strategy
        {annualized ? ', with the annualized return' : ''}
      </figcaption>
      {/* On a phone the chart scrolls sideways at its drawn size rather than shrinking its labels to an
          unreadable 5px. */}
      <ScrollFrame label="Strategies chart">
        <svg
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full max-w-3xl min-w-[40rem] print:min-w-0"
          role="img"
          aria-label={`Chart: ${present.map((s) => s.label).join(', ')} by strategy`}
          aria-describedby={descriptionId}
        >
          <PatternDefs prefix={prefix} />
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={width - 8} y1={y(tick)} y2={y(tick)} className="stroke-slate-300" />
              <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" className="fill-slate-700">
                {formatMoneyCompact(tick)}
              </text>
            </g>
          ))}
          {STRATEGY_COLUMNS.map((column, g) => {
            const groupX = left + g * groupWidth;
            const barsWidth = barWidth * present.length;
            const start = groupX + (groupWidth - barsWidth) / 2;
            return (
              <g key={column}>
                {column === 'best' ? (
                  <rect
                    x={groupX + 4}
                    y={top - 18}
                    width={groupWidth - 8}
                    height={plotHeight + 18}
                    className="fill-brand-50"
                  />
                ) : null}
                {present.map((s, i) => {
                  const value = s.row![column].value ?? 0;
                  const x = start + i * barWidth;
                  return (
                    <g key={s.title}>
                      <rect
                        x={x + 2}
                        y={y(value)}
                        width={barWidth - 4}
                        height={top + plotHeight - y(value)}
                        fill={patternFill(prefix, i)}
                        className="stroke-slate-800"
                      />
                      <text
                        x={x + barWidth / 2}
                        y={y(value) - 4}
                        textAnchor="middle"
                        fontSize="10"
                        className="fill-slate-900"
                      >
                        {formatMoneyCompact(value)}
                      </text>
                    </g>
                  );
                })}
                <text
                  x={groupX + groupWidth / 2}
                  y={height - bottom + 18}
                  textAnchor="middle"
                  fontSize="12"
                  fontWeight="600"
                  className="fill-slate-900"
                >
                  {column === 'best' ? 'Best (recommended)' : STRATEGY_LABELS[column]}
                </text>
                {annualized?.[column].text ? (
                  <text
                    x={groupX + groupWidth / 2}
                    y={height - bottom + 36}
                    textAnchor="middle"
                    fontSize="11"
                    className="fill-slate-700"
                  >
                    {`Annualized ${annualized[column].text}`}
                  </text>
                ) : null}
              </g>
            );
          })}
          <line
            x1={left}
            x2={width - 8}
            y1={top + plotHeight}
            y2={top + plotHeight}
            className="stroke-slate-700"
          />
        </svg>
      </ScrollFrame>
      <ul className="mt-2 flex flex-wrap gap-4" aria-label="Chart legend">
        {present.map((s, i) => (
          <LegendSwatch key={s.title} prefix={prefix} series={i} label={s.label} />
        ))}
      </ul>
      <p id={descriptionId} className="sr-only">
        {description}
      </p>
    </figure>
  );
}

export function StrategiesSection({ rows }: { rows: readonly StrategyRow[] }) {
  const hasRows = rows.some((row) => !row.isSeparator);
  return (
    <Section
      title="Renovation strategies"
      description={
        hasRows ? 'Four scopes of work compared; the service recommends the Best strategy.' : undefined
      }
    >
      {hasRows ? (
        <Fragment>
          <StrategiesTable rows={rows} />
          <StrategiesChart rows={rows} />
        </Fragment>
      ) : (
        <p className="text-sm text-slate-700">This report does not include renovation strategies.</p>
      )}
    </Section>
  );
}
