/**
 * Leverage: the user enters a loan amount (and optionally a purchase price) and reads loan-to-value,
 * loan-to-ARV and loan-to-cost against the report, each against the user's own limit, with the largest
 * loan that stays within it. Figures update as the user types; nothing is sent anywhere.
 */
import { useState, type ChangeEvent } from 'react';
import * as z from 'zod/mini';
import { ErrorSummary, useErrorSummary } from '../../components/ui/error-summary';
import { TextField } from '../../components/ui/field';
import { Section } from '../../components/ui/section';
import { formatMoney, formatMoneyWhole } from '../../lib/money';
import { parseCurrency } from '../../lib/parse';
import { LeverageFigure } from './leverage-figures';
import { LeverageLimitFields } from './leverage-limit-fields';
import { useLeverageLimits } from './leverage-limits';
import { LeveragePrintLine, LIMIT_NAMES, limitsInWords, listInWords } from './leverage-print-line';
import {
  computeLeverage,
  largestLoanWithinAll,
  type LeverageInputs,
  type LeverageKey,
} from './leverage-model';

function optionalAmount(message: string) {
  return z.pipe(
    z.string(),
    z.transform((input, ctx) => {
      const text = input.trim();
      if (text === '') return null;
      const value = parseCurrency(text);
      if (value === null || value <= 0) {
        ctx.issues.push({ code: 'custom', message, input });
        return z.NEVER;
      }
      return value;
    }),
  );
}

const leverageSchema = z.object({
  loan: optionalAmount('Enter the loan amount in dollars, for example $150,000 or 150000.'),
  purchase: optionalAmount('Enter the purchase price in dollars, for example $190,000 or 190000.'),
});
type LeverageField = keyof z.input<typeof leverageSchema>;

/** "$200,000" for whole dollars, "$200,000.50" with cents: how an amount the user typed is shown back. */
const moneyText = (value: number) => (Number.isInteger(value) ? formatMoneyWhole(value) : formatMoney(value));

const LEVERAGE_FIELDS: readonly LeverageField[] = ['loan', 'purchase'];

export function LeverageCalculator({ inputs }: { inputs: LeverageInputs }) {
  const { limits, isDefault } = useLeverageLimits();
  const [values, setValues] = useState<Record<LeverageField, string>>({ loan: '', purchase: '' });
  const [touched, setTouched] = useState<Record<LeverageField, boolean>>({ loan: false, purchase: false });

  // Each field is read on its own: a purchase price that cannot be read must not hide the loan's
  // loan-to-value and loan-to-ARV, which do not depend on it.
  const parsed = {
    loan: leverageSchema.shape.loan.safeParse(values.loan),
    purchase: leverageSchema.shape.purchase.safeParse(values.purchase),
  };
  const errorFor = (field: LeverageField) => {
    const result = parsed[field];
    return touched[field] && !result.success ? result.error.issues[0]?.message : undefined;
  };
  const loan = parsed.loan.success ? parsed.loan.data : null;
  const purchase = parsed.purchase.success ? parsed.purchase.data : null;
  const result = computeLeverage(inputs, loan, purchase, limits);
  const largest = largestLoanWithinAll(result);
  const applying = (['ltv', 'ltarv', 'ltc'] as LeverageKey[]).filter((k) => result[k].largestLoan !== null);

  const summary = useErrorSummary(
    { loan: { message: errorFor('loan') }, purchase: { message: errorFor('purchase') } },
    LEVERAGE_FIELDS,
  );

  const field = (name: LeverageField) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => {
      setTouched((t) => ({ ...t, [name]: true }));
      // An amount that can be read is shown back as money: "200000" becomes "$200,000".
      const read = parsed[name];
      if (read.success && read.data !== null) setValues((v) => ({ ...v, [name]: moneyText(read.data!) }));
    },
  });

  const limitsText = limitsInWords(limits);
  return (
    <>
      {loan === null && !isDefault ? (
        <LeveragePrintLine limits={limits} largest={largest} applying={applying} />
      ) : null}
      <Section
        // Without a loan amount there is nothing to print.
        className={loan === null ? 'print:hidden' : ''}
        title="Leverage"
        description={`Enter a loan amount to compare it with this report. Limits used (${isDefault ? 'common investor limits' : 'yours'}): ${limitsText}.`}
      >
        <ErrorSummary items={summary.items} className="mb-4" />
        <form
          noValidate
          onSubmit={(event) => event.preventDefault()}
          className="field-grid grid items-start gap-4 sm:grid-cols-2 print:hidden"
        >
          <TextField
            label="Loan amount"
            inputMode="decimal"
            autoComplete="off"
            error={errorFor('loan')}
            {...field('loan')}
          />
          <TextField
            label="Purchase price (optional)"
            hint="Needed for loan-to-cost."
            inputMode="decimal"
            autoComplete="off"
            error={errorFor('purchase')}
            {...field('purchase')}
          />
        </form>
        <div aria-live="polite" className="mt-4">
          {largest !== null ? (
            <p className="mb-3 text-sm text-slate-800">
              {`Largest loan within the ${listInWords(applying.map((k) => LIMIT_NAMES[k]))} ${applying.length === 1 ? 'limit' : 'limits'}: `}
              <span className="font-semibold text-slate-900">{formatMoneyWhole(largest)}</span>
              {applying.includes('ltc') || inputs.bestRehab === null
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
            <p className="mb-3 text-sm text-slate-700 print:hidden">
              Enter a loan amount to see the figures.
            </p>
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
              basisLabel="On the best strategy’s after-repair value (ARV) of"
              ratio={result.ltarv}
              missing="This report has no after-repair value (ARV) for its best strategy."
            />
            <LeverageFigure
              label="Loan-to-cost"
              basisLabel={`On the purchase price plus the Best rehab of ${inputs.bestRehab === null ? '' : formatMoneyWhole(inputs.bestRehab)}:`}
              ratio={result.ltc}
              missing={
                inputs.bestRehab === null
                  ? 'This report has no Best rehab figure.'
                  : 'Enter a purchase price to see loan-to-cost.'
              }
            />
          </dl>
        </div>
        <LeverageLimitFields />
      </Section>
    </>
  );
}
