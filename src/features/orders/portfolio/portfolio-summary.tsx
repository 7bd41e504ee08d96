/**
 * The summary line ("270 results, 30 not ready yet, 0 refused") and the totals that mean something
 * for a portfolio: sums of as-is values, renovation costs and largest loans, each saying how many
 * results it covers when some have no such figure. Never a sum of percentages or times.
 */
import { formatMoneyWhole } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import type { Totals } from './portfolio-rows';

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

export function summaryLine(totals: Totals): string {
  const parts = [
    plural(totals.results, 'result', 'results'),
    `${formatNumber(totals.notReady)} not ready yet`,
    `${formatNumber(totals.refused)} refused`,
  ];
  if (totals.failed > 0) parts.push(`${formatNumber(totals.failed)} failed`);
  if (totals.pending > 0) parts.push(`${formatNumber(totals.pending)} not opened yet`);
  return parts.join(', ');
}

function Total({ label, total, results }: { label: string; total: Totals['asIs']; results: number }) {
  if (total.count === 0) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-700">
        {label}
        {total.count < results ? ` (${plural(total.count, 'result', 'results')})` : ''}
      </dt>
      <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatMoneyWhole(total.sum)}</dd>
    </div>
  );
}

export function PortfolioSummary({ totals }: { totals: Totals }) {
  return (
    <div className="space-y-3">
      <p className="text-base font-semibold text-slate-900">{summaryLine(totals)}</p>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Total label="Total as-is value" total={totals.asIs} results={totals.results} />
        <Total label="Total renovation cost" total={totals.rehab} results={totals.results} />
        <Total label="Total of largest loans" total={totals.largestLoan} results={totals.results} />
      </dl>
    </div>
  );
}
