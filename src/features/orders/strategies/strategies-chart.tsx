/**
 * After-repair value (ARV), as-is value and renovation cost (the service's Rehab) per strategy, drawn at the container's real width so that every label
 * stays legible: grouped columns where there is room, horizontal bars (recommended strategy first) on a
 * phone. The axis ends at a round value just above the largest bar; every money label has one format.
 * Each series has its own pattern and every bar its value written beside it: color is never the only cue.
 */
import { STRATEGY_COLUMNS, type StrategyColumn, type StrategyRow } from '../../../api/schemas/order-response';
import { niceScale, type ChartScale } from '../../../lib/chart-scale';
import { chartMoneyFormat } from '../../../lib/money';
import { ChartFigure, useChartWidth } from '../result/chart-figure';
import { LegendSwatch, patternFill, usePatternPrefix } from '../result/chart-patterns';
import { PLAIN_LABELS, STRATEGY_LABELS } from './strategy-labels';
import { findStrategyRow, STRATEGIES_BEST_FIRST } from './strategy-model';

// The service's row titles, under the portal's words (strategy-labels.ts).
const SERIES = [PLAIN_LABELS.arv, PLAIN_LABELS.asIsValue, PLAIN_LABELS.rehab].map((l) => ({
  title: l.service,
  label: l.label,
}));

/** Below this width the columns would crowd their labels: bars run across instead. */
export const COLUMNS_MIN_WIDTH = 560;

const strategyName = (column: StrategyColumn) => STRATEGY_LABELS[column].label;

interface Plot {
  series: { title: string; label: string; row: StrategyRow }[];
  annualized: StrategyRow | undefined;
  scale: ChartScale;
  money: (value: number) => string;
  prefix: string;
  width: number;
}

const value = (row: StrategyRow, column: StrategyColumn) => Math.max(0, row[column].value ?? 0);

function Columns({ series, annualized, scale, money, prefix, width }: Plot) {
  const height = 300;
  const [left, right, top, bottom] = [52, 8, 24, 58];
  const plotHeight = height - top - bottom;
  const groupWidth = (width - left - right) / STRATEGY_COLUMNS.length;
  const barWidth = Math.min(48, (groupWidth - 16) / series.length);
  const y = (v: number) => top + plotHeight - (v / scale.max) * plotHeight;
  return (
    <>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className="stroke-slate-300" />
          <text x={left - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" className="fill-slate-700">
            {money(tick)}
          </text>
        </g>
      ))}
      {STRATEGY_COLUMNS.map((column, g) => {
        const groupX = left + g * groupWidth;
        const start = groupX + (groupWidth - barWidth * series.length) / 2;
        const center = groupX + groupWidth / 2;
        return (
          <g key={column}>
            {column === 'best' ? (
              <rect
                x={groupX + 2}
                y={top - 20}
                width={groupWidth - 4}
                height={plotHeight + 20}
                className="fill-brand-50"
              />
            ) : null}
            {series.map((s, i) => {
              const v = value(s.row, column);
              const x = start + i * barWidth;
              return (
                <g key={s.title}>
                  <rect
                    x={x + 2}
                    y={y(v)}
                    width={barWidth - 4}
                    height={top + plotHeight - y(v)}
                    fill={patternFill(prefix, i)}
                    className="stroke-slate-800"
                  />
                  <text
                    x={x + barWidth / 2}
                    y={y(v) - 4}
                    textAnchor="middle"
                    fontSize="11"
                    className="fill-slate-900"
                  >
                    {money(v)}
                  </text>
                </g>
              );
            })}
            <text
              x={center}
              y={height - bottom + 18}
              textAnchor="middle"
              fontSize="12"
              fontWeight="600"
              className="fill-slate-900"
            >
              {strategyName(column)}
            </text>
            {annualized?.[column].text ? (
              <text
                x={center}
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
        x2={width - right}
        y1={top + plotHeight}
        y2={top + plotHeight}
        className="stroke-slate-700"
      />
    </>
  );
}

const BAR = 18;
const BAR_GAP = 4;
const TITLE = 22;
const GROUP_GAP = 14;
const AXIS = 22;

function barsHeight(seriesCount: number): number {
  const group = TITLE + seriesCount * (BAR + BAR_GAP) + GROUP_GAP;
  return STRATEGY_COLUMNS.length * group + AXIS;
}

function Bars({ series, annualized, scale, money, prefix, width }: Plot) {
  const [left, valueRoom] = [4, 48];
  const plotWidth = width - left - valueRoom;
  const x = (v: number) => left + (v / scale.max) * plotWidth;
  const group = TITLE + series.length * (BAR + BAR_GAP) + GROUP_GAP;
  const axisY = STRATEGY_COLUMNS.length * group;
  return (
    <>
      {scale.ticks.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={0} y2={axisY} className="stroke-slate-300" />
          <text
            x={x(tick)}
            y={axisY + 15}
            textAnchor={tick === 0 ? 'start' : 'middle'}
            fontSize="11"
            className="fill-slate-700"
          >
            {money(tick)}
          </text>
        </g>
      ))}
      {STRATEGIES_BEST_FIRST.map((column, g) => {
        const top = g * group;
        return (
          <g key={column}>
            {column === 'best' ? (
              <rect x={0} y={top} width={width} height={group - GROUP_GAP / 2} className="fill-brand-50" />
            ) : null}
            <text x={left} y={top + 15} fontSize="12" fontWeight="600" className="fill-slate-900">
              {strategyName(column)}
              {annualized?.[column].text ? (
                <tspan
                  fontWeight="400"
                  className="fill-slate-700"
                >{` · Annualized ${annualized[column].text}`}</tspan>
              ) : null}
            </text>
            {series.map((s, i) => {
              const v = value(s.row, column);
              const y = top + TITLE + i * (BAR + BAR_GAP);
              return (
                <g key={s.title}>
                  <rect
                    x={left}
                    y={y}
                    width={Math.max(0, x(v) - left)}
                    height={BAR}
                    fill={patternFill(prefix, i)}
                    className="stroke-slate-800"
                  />
                  <text x={x(v) + 4} y={y + 13} fontSize="11" className="fill-slate-900">
                    {money(v)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </>
  );
}

export function StrategiesChart({ rows }: { rows: readonly StrategyRow[] }) {
  const prefix = usePatternPrefix();
  const [containerRef, width] = useChartWidth('strategies');
  const series = SERIES.flatMap((s) => {
    const row = findStrategyRow(rows, s.title);
    return row && STRATEGY_COLUMNS.some((c) => row[c].kind === 'currency') ? [{ ...s, row }] : [];
  });
  const annualized = findStrategyRow(rows, 'Annualized Return');
  if (series.length === 0) return null;

  const columns = width >= COLUMNS_MIN_WIDTH;
  const largest = Math.max(...series.flatMap((s) => STRATEGY_COLUMNS.map((c) => value(s.row, c))));
  // Room for a tick label every 56px across; seven at most up the 218px of the columns' axis.
  const scale = niceScale(largest, columns ? 7 : Math.max(2, Math.floor((width - 52) / 56)));
  const plot: Plot = { series, annualized, scale, money: chartMoneyFormat(scale.max), prefix, width };
  const height = columns ? 300 : barsHeight(series.length);

  const description = STRATEGY_COLUMNS.map((column) => {
    const parts = series.map((s) => `${s.label} ${s.row[column].text || 'not given'}`);
    if (annualized?.[column].text) parts.push(`annualized return ${annualized[column].text}`);
    return `${strategyName(column)}: ${parts.join(', ')}.`;
  }).join(' ');
  const name = `Chart: ${series.map((s) => s.label).join(', ')} by strategy`;

  return (
    <ChartFigure
      caption={`${series.map((s) => s.label).join(', ')} by strategy${annualized ? ', with the annualized return' : ''}`}
      name={name}
      description={description}
      legend={series.map((s, i) => (
        <LegendSwatch key={s.title} prefix={prefix} series={i} label={s.label} />
      ))}
      containerRef={containerRef}
      width={width}
      height={height}
      prefix={prefix}
      className="mt-6"
    >
      {columns ? <Columns {...plot} /> : <Bars {...plot} />}
    </ChartFigure>
  );
}
