/**
 * The figures an investor decides on, first on the page: the as-is value and the recommended (Best)
 * strategy's after-repair value, rehab cost, returns and total time, as the service wrote them.
 */
import type { OrderResponse } from '../../api/schemas/order-response';
import { findStrategyRow, strategyCellText } from './strategy-model';

export interface KeyFigure {
  label: string;
  value: string;
}

const NOT_PROVIDED = 'Not provided';

function best(response: OrderResponse, title: string): string {
  const row = findStrategyRow(response.strategies, title);
  return (row && strategyCellText(row.title, row.best)) || NOT_PROVIDED;
}

export function keyFigures(response: OrderResponse): KeyFigure[] {
  return [
    { label: 'As-is value', value: response.valuation?.estimatedAsIsValue.text || NOT_PROVIDED },
    { label: 'After-repair value', value: best(response, 'ARV') },
    { label: 'Renovation cost', value: best(response, 'Rehab') },
    { label: 'Gross return', value: best(response, 'Gross Return') },
    { label: 'Annualized return', value: best(response, 'Annualized Return') },
    { label: 'Total time', value: best(response, 'Total Time') },
  ];
}

export function KeyFigures({ response }: { response: OrderResponse }) {
  const figures = keyFigures(response);
  return (
    <section
      aria-label="Key figures"
      className="rounded-lg border border-brand-300 bg-brand-50 p-4 print:border-slate-400 print:bg-white"
    >
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure.label} className="min-w-0">
            <dt className="text-sm text-brand-900">{figure.label}</dt>
            <dd className="text-xl font-bold tracking-tight text-brand-900 tabular-nums sm:text-2xl print:text-lg">
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-brand-900">
        All but the as-is value are for the recommended (Best) renovation strategy.
      </p>
    </section>
  );
}
