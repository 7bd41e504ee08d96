/**
 * The leverage calculator's figures for the amounts entered: the largest loan within every limit, then
 * each ratio against its limit. Memoized: a key press in the calculator re-renders only its fields, and
 * these follow in the deferred render of the amounts (leverage-calculator.tsx).
 */
import { memo } from 'react';
import { formatMoney, formatMoneyWhole } from '../../../lib/money';
import { LeverageFigure } from './leverage-figures';
import type { LeverageInputs, LeverageKey, LeverageResult } from './leverage-model';
import { LIMIT_NAMES, listInWords } from './leverage-print-line';

/** "$200,000" for whole dollars, "$200,000.50" with cents: how an amount the user typed is shown back. */
export const moneyText = (value: number) =>
  Number.isInteger(value) ? formatMoneyWhole(value) : formatMoney(value);

export const LeverageResults = memo(function LeverageResults({
  inputs,
  loan,
  purchase,
  result,
  largest,
  applying,
}: {
  inputs: LeverageInputs;
  loan: number | null;
  purchase: number | null;
  result: LeverageResult;
  /** The largest loan within every limit that applies, null when none can be worked out. */
  largest: number | null;
  applying: readonly LeverageKey[];
}) {
  return (
    <div aria-live="polite" className="mt-4">
      {largest !== null ? (
        <p className="mb-3 text-sm text-slate-800">
          {`Largest loan within the ${listInWords(applying.map((k) => LIMIT_NAMES[k]))} ${applying.length === 1 ? 'limit' : 'limits'}: `}
          <span className="font-semibold text-slate-900">{formatMoneyWhole(largest)}</span>
          {applying.includes('ltc') || inputs.rehab === null
            ? '.'
            : ' (enter a purchase price for loan-to-cost).'}
        </p>
      ) : null}
      {loan !== null ? (
        <p className="mb-3 text-sm text-slate-800">
          For a loan of {moneyText(loan)}
          {purchase !== null ? ` and a purchase price of ${moneyText(purchase)}` : ''}:
        </p>
      ) : (
        <p className="mb-3 text-sm text-slate-700 print:hidden">Enter a loan amount to see the figures.</p>
      )}
      <dl className="grid gap-3 sm:grid-cols-3">
        <LeverageFigure
          label="Loan-to-value"
          basisLabel="On the as-is value of"
          ratio={result.ltv}
          missing="This report has no as-is value."
        />
        <LeverageFigure
          label="Loan to after-repair value (ARV)"
          basisLabel="On the recommended strategy’s after-repair value (ARV) of"
          ratio={result.ltarv}
          missing="This report has no after-repair value (ARV) for its recommended strategy."
        />
        <LeverageFigure
          label="Loan-to-cost"
          basisLabel={`On the purchase price plus the recommended strategy’s renovation cost of ${inputs.rehab === null ? '' : formatMoneyWhole(inputs.rehab)}:`}
          ratio={result.ltc}
          missing={
            inputs.rehab === null
              ? 'This report has no renovation cost for its recommended strategy.'
              : 'Enter a purchase price to see loan-to-cost.'
          }
        />
      </dl>
    </div>
  );
});
