/**
 * The figures an investor decides on, first on the page: the as-is value and the recommended strategy's
 * after-repair value, renovation cost, returns and total time, as the service wrote them. A figure the
 * report lacks is left out, not announced as missing.
 */
import { isUnreadable, type OrderResponse } from '../../../api/schemas/order-response';
import { UNREADABLE } from '../../../lib/format';
import { PLAIN_LABELS, type StrategyRowKey } from '../strategies/strategy-labels';
import { findStrategyRow, strategyCellText } from '../strategies/strategy-model';

export interface KeyFigure {
  label: string;
  value: string;
}

const RECOMMENDED: StrategyRowKey[] = ['arv', 'rehab', 'grossReturn', 'annualizedReturn', 'totalTime'];

function asIsValue(response: OrderResponse): string {
  const valuation = response.valuation;
  if (valuation === null) return '';
  if (isUnreadable(valuation) || isUnreadable(valuation.estimatedAsIsValue)) return UNREADABLE;
  return valuation.estimatedAsIsValue.text;
}

export function keyFigures(response: OrderResponse): KeyFigure[] {
  const figures: KeyFigure[] = [{ label: 'As-is value', value: asIsValue(response) }];
  for (const key of RECOMMENDED) {
    const { service, label } = PLAIN_LABELS[key];
    const row = findStrategyRow(response.strategies, service);
    figures.push({ label, value: row ? strategyCellText(row.title, row.best) : '' });
  }
  return figures.filter((figure) => figure.value !== '');
}

export function KeyFigures({ response }: { response: OrderResponse }) {
  const figures = keyFigures(response);
  if (figures.length === 0) return null;
  const recommended = figures.some((f) => f.label !== 'As-is value');
  return (
    <section
      aria-label="Key figures"
      className="rounded-lg border border-brand-300 bg-brand-50 p-4 break-inside-avoid print:border-slate-400 print:bg-white"
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0 [overflow-wrap:anywhere]">
            <dt className="text-sm text-brand-900">{figure.label}</dt>
            <dd className="text-xl font-semibold tracking-tight text-brand-900 tabular-nums sm:text-2xl print:text-lg">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      {recommended ? (
        <p className="mt-3 text-xs text-brand-900">
          All but the as-is value are for the recommended renovation strategy.
        </p>
      ) : null}
    </section>
  );
}
