/**
 * Leverage: the user enters a loan amount (and optionally a purchase price) and reads loan-to-value,
 * loan-to-ARV and loan-to-cost against the report, flagged above common investor limits.
 * Figures update as the user types; nothing is sent anywhere.
 */
import { useState, type ChangeEvent } from 'react';
import * as z from 'zod/mini';
import { Badge } from '../../components/ui/badge';
import { TextField } from '../../components/ui/field';
import { Section } from '../../components/ui/section';
import { formatPercent } from '../../lib/format';
import { formatMoneyWhole } from '../../lib/money';
import { parseCurrency } from '../../lib/parse';
import { computeLeverage, LEVERAGE_LIMITS, type LeverageInputs, type LeverageRatio } from './leverage-model';

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
  loan: optionalAmount('Enter the loan amount in dollars, for example 150,000.'),
  purchase: optionalAmount('Enter the purchase price in dollars, for example 190,000.'),
});
type LeverageField = keyof z.input<typeof leverageSchema>;

function Figure({
  label,
  basis,
  ratio,
  missing,
}: {
  label: string;
  basis: string;
  ratio: LeverageRatio | null;
  missing: string;
}) {
  return (
    <div className="rounded-md border border-slate-200 p-3 break-inside-avoid">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd>
        {ratio?.percent != null ? (
          <>
            <span className="block text-2xl font-semibold text-slate-900 tabular-nums">
              {formatPercent(ratio.percent, 1)}
            </span>
            <span className="block text-xs text-slate-700">{basis}</span>
            {ratio.exceeds ? (
              <span className="mt-1 inline-block">
                <Badge tone="warning">{`Above the ${ratio.limit}% limit`}</Badge>
              </span>
            ) : (
              <span className="mt-1 inline-block">
                <Badge tone="success">{`Within the ${ratio.limit}% limit`}</Badge>
              </span>
            )}
          </>
        ) : (
          <span className="block text-sm text-slate-700">{missing}</span>
        )}
      </dd>
    </div>
  );
}

export function LeverageCalculator({ inputs }: { inputs: LeverageInputs }) {
  const [values, setValues] = useState<Record<LeverageField, string>>({ loan: '', purchase: '' });
  const [touched, setTouched] = useState<Record<LeverageField, boolean>>({ loan: false, purchase: false });

  // Each field is read on its own: a purchase price that cannot be read must not hide the loan's
  // loan-to-value and loan-to-ARV, which do not depend on it.
  const parsedLoan = leverageSchema.shape.loan.safeParse(values.loan);
  const parsedPurchase = leverageSchema.shape.purchase.safeParse(values.purchase);
  const parsed = { loan: parsedLoan, purchase: parsedPurchase };
  const errorFor = (field: LeverageField) => {
    const result = parsed[field];
    return touched[field] && !result.success ? result.error.issues[0]?.message : undefined;
  };
  const loan = parsedLoan.success ? parsedLoan.data : null;
  const purchase = parsedPurchase.success ? parsedPurchase.data : null;
  const result = loan === null ? null : computeLeverage(inputs, loan, purchase);

  const field = (name: LeverageField) => ({
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
  });

  const asIs = inputs.asIsValue === null ? null : formatMoneyWhole(inputs.asIsValue);
  const arv = inputs.bestArv === null ? null : formatMoneyWhole(inputs.bestArv);
  const rehab = inputs.bestRehab === null ? null : formatMoneyWhole(inputs.bestRehab);

  return (
    <Section
      // Without a loan amount there is nothing to print.
      className={loan === null ? 'print:hidden' : ''}
      title="Leverage"
      description={`Enter a loan amount to compare it with this report. Limits used (common investor limits): loan-to-value ${LEVERAGE_LIMITS.ltv}%, loan to after-repair value (ARV) ${LEVERAGE_LIMITS.ltarv}%, loan-to-cost ${LEVERAGE_LIMITS.ltc}%.`}
    >
      <form
        noValidate
        onSubmit={(event) => event.preventDefault()}
        className="grid gap-4 sm:grid-cols-2 print:hidden"
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
        {result && loan !== null ? (
          <>
            <p className="mb-3 text-sm text-slate-800">
              For a loan of {formatMoneyWhole(loan)}
              {purchase !== null ? ` and a purchase price of ${formatMoneyWhole(purchase)}` : ''}:
            </p>
            <dl className="grid gap-3 sm:grid-cols-3">
              <Figure
                label="Loan-to-value"
                basis={`On the as-is value of ${asIs ?? ''}`}
                ratio={result.ltv}
                missing="This report has no as-is value."
              />
              <Figure
                label="Loan to after-repair value (ARV)"
                basis={`On the best strategy’s after-repair value (ARV) of ${arv ?? ''}`}
                ratio={result.ltarv}
                missing="This report has no after-repair value (ARV) for its best strategy."
              />
              <Figure
                label="Loan-to-cost"
                basis={`On the purchase price plus the Best rehab of ${rehab ?? ''}`}
                ratio={result.ltc}
                missing={
                  rehab === null
                    ? 'This report has no Best rehab figure.'
                    : 'Enter a purchase price to see loan-to-cost.'
                }
              />
            </dl>
          </>
        ) : (
          <p className="text-sm text-slate-700 print:hidden">Enter a loan amount to see the figures.</p>
        )}
      </div>
    </Section>
  );
}
