/** One leverage figure: the ratio, what it is measured on, within or above the limit in words, and the largest loan within it. */
import { Badge } from '../../../components/ui/badge';
import { formatPercent } from '../../../lib/format';
import { formatMoneyWhole } from '../../../lib/money';
import type { LeverageRatio } from './leverage-model';

export function LeverageFigure({
  label,
  basisLabel,
  ratio,
  missing,
}: {
  label: string;
  /** "On the as-is value of", completed with the basis. */
  basisLabel: string;
  ratio: LeverageRatio;
  /** Said instead of the figure when it cannot be computed. */
  missing: string;
}) {
  const limit = `${ratio.limit}%`;
  return (
    <div className="rounded-md border border-slate-200 p-3 break-inside-avoid">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd>
        {ratio.basis === null || ratio.largestLoan === null ? (
          <span className="block text-sm text-slate-700">{missing}</span>
        ) : (
          <>
            {ratio.percent !== null ? (
              <span className="block text-2xl font-semibold text-slate-900 tabular-nums">
                {formatPercent(ratio.percent, 1)}
              </span>
            ) : null}
            <span className="block text-xs text-slate-700">{`${basisLabel} ${formatMoneyWhole(ratio.basis)}`}</span>
            {ratio.percent !== null ? (
              <span className="mt-1 inline-block">
                {ratio.exceeds ? (
                  <Badge tone="warning">
                    {`Above the ${limit} limit${ratio.over !== null ? ` by ${formatMoneyWhole(ratio.over)}` : ''}`}
                  </Badge>
                ) : (
                  <Badge tone="success">{`Within the ${limit} limit`}</Badge>
                )}
              </span>
            ) : null}
            <span className="mt-1 block text-sm text-slate-800">
              {`Largest loan within ${limit}: `}
              <span className="font-semibold text-slate-900 tabular-nums">
                {formatMoneyWhole(ratio.largestLoan)}
              </span>
            </span>
          </>
        )}
      </dd>
    </div>
  );
}
