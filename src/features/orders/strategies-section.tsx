/**
 * Renovation strategies: the service's rows in the order it sends them, values as sent, the Best
 * column marked as recommended, and a chart of ARV, as-is value and rehab per strategy. On a phone the
 * table becomes one card per strategy, the recommended one first, so nothing needs sideways scrolling.
 * The empty-title row the service sends between the money rows and the time rows becomes a gap
 * between two row groups, not a data row.
 */
import { SkippedNote } from '../../components/ui/skipped-note';
import { useId, useMemo } from 'react';
import { STRATEGY_COLUMNS, type StrategyColumn, type StrategyRow } from '../../api/schemas/order-response';
import { Badge } from '../../components/ui/badge';
import { ScrollFrame } from '../../components/ui/scroll-frame';
import { Section } from '../../components/ui/section';
import { ServiceText } from '../../components/ui/service-text';
import { StrategiesChart } from './strategies-chart';
import { rowGroups, STRATEGIES_BEST_FIRST, STRATEGY_LABELS, strategyCellText } from './strategy-model';

function NoValue() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">No value</span>
    </>
  );
}

function StrategiesTable({ groups }: { groups: StrategyRow[][] }) {
  return (
    // Wide screens and paper; a phone gets the cards. Focusable: it can still scroll on a narrow tablet.
    <ScrollFrame label="Strategies table" className="hidden sm:block print:block">
      <table className="w-full min-w-[32rem] border-collapse text-sm print:min-w-0">
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
                {STRATEGY_COLUMNS.map((column) => (
                  <td
                    key={column}
                    className={`px-3 py-2 text-right tabular-nums ${column === 'best' ? 'bg-brand-50 font-semibold text-slate-900' : 'text-slate-800'}`}
                  >
                    {strategyCellText(row.title, row[column]) || <NoValue />}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollFrame>
  );
}

function StrategyCard({ column, groups }: { column: StrategyColumn; groups: StrategyRow[][] }) {
  const headingId = useId();
  const best = column === 'best';
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`rounded-lg border p-4 ${best ? 'border-brand-300 bg-brand-50' : 'border-slate-200'}`}
      >
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          {STRATEGY_LABELS[column]}
          {best ? ' ' : null}
          {best ? <Badge tone="brand">Recommended</Badge> : null}
        </h3>
        {groups.map((group, index) => (
          <dl
            key={index}
            className={`mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm ${index > 0 ? 'border-t border-slate-300 pt-2' : ''}`}
          >
            {group.map((row, rowIndex) => (
              <div key={`${row.title}-${rowIndex}`} className="contents">
                <dt className="text-slate-700">
                  {row.title ? <ServiceText text={row.title} /> : 'Untitled'}
                </dt>
                <dd className={`text-right tabular-nums text-slate-900 ${best ? 'font-semibold' : ''}`}>
                  {strategyCellText(row.title, row[column]) || <NoValue />}
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </article>
    </li>
  );
}

export function StrategiesSection({ rows, skipped = 0 }: { rows: readonly StrategyRow[]; skipped?: number }) {
  const groups = useMemo(() => rowGroups(rows), [rows]);
  const hasRows = groups.length > 0;
  return (
    <Section
      title="Renovation strategies"
      description={
        hasRows ? 'Four scopes of work compared; the service recommends the Best strategy.' : undefined
      }
    >
      <SkippedNote count={skipped} className="mb-4" />
      {hasRows ? (
        <>
          <ul aria-label="Strategies, recommended first" className="space-y-3 sm:hidden print:hidden">
            {STRATEGIES_BEST_FIRST.map((column) => (
              <StrategyCard key={column} column={column} groups={groups} />
            ))}
          </ul>
          <StrategiesTable groups={groups} />
          <StrategiesChart rows={rows} />
        </>
      ) : (
        <p className="text-sm text-slate-700">This report does not include renovation strategies.</p>
      )}
    </Section>
  );
}
