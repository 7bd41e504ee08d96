/**
 * Leverage: the user enters a loan amount (and optionally a purchase price) and reads loan-to-value,
 * loan-to-ARV and loan-to-cost against the report, each against the user's own limit, with the largest
 * loan that stays within it. Figures update as the user types; nothing is sent anywhere.
 */
import { useDeferredValue, useMemo, useState, type ChangeEvent } from 'react';
import * as z from 'zod/mini';
import { ErrorSummary, useErrorSummary } from '../../../components/ui/error-summary';
import { TextField } from '../../../components/ui/field';
import { Section } from '../../../components/ui/section';
import { parseCurrency } from '../../../lib/parse';
import { LeverageLimitFields } from './leverage-limit-fields';
import { useLeverageLimits } from './leverage-limits';
import { LeveragePrintLine, limitsInWords } from './leverage-print-line';
import {
  computeLeverage,
  largestLoanWithinAll,
  type LeverageInputs,
  type LeverageKey,
  type LeverageLimits,
} from './leverage-model';
import { LeverageResults, moneyText } from './leverage-results';

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

const LEVERAGE_FIELDS: readonly LeverageField[] = ['loan', 'purchase'];
const KEYS: readonly LeverageKey[] = ['ltv', 'ltarv', 'ltc'];

/**
 * Each field is read on its own: a purchase price that cannot be read must not hide the loan's
 * loan-to-value and loan-to-ARV, which do not depend on it.
 */
function readAmounts(values: Record<LeverageField, string>) {
  return {
    loan: leverageSchema.shape.loan.safeParse(values.loan),
    purchase: leverageSchema.shape.purchase.safeParse(values.purchase),
  };
}

/** The figures for the amounts as typed: what the calculator shows and prints. */
function figuresFor(inputs: LeverageInputs, values: Record<LeverageField, string>, limits: LeverageLimits) {
  const read = readAmounts(values);
  const loan = read.loan.success ? read.loan.data : null;
  const purchase = read.purchase.success ? read.purchase.data : null;
  const result = computeLeverage(inputs, loan, purchase, limits);
  const applying = KEYS.filter((k) => result[k].largestLoan !== null);
  return { loan, purchase, result, largest: largestLoanWithinAll(result), applying };
}

export function LeverageCalculator({ inputs }: { inputs: LeverageInputs }) {
  const { limits, isDefault } = useLeverageLimits();
  const [values, setValues] = useState<Record<LeverageField, string>>({ loan: '', purchase: '' });
  const [touched, setTouched] = useState<Record<LeverageField, boolean>>({ loan: false, purchase: false });

  const parsed = readAmounts(values);
  const errorFor = (field: LeverageField) => {
    const result = parsed[field];
    return touched[field] && !result.success ? result.error.issues[0]?.message : undefined;
  };
  // A key press renders the field at once; the figures follow in a deferred render of their own
  // (LeverageResults is memoized on them), so typing never waits for them on a slow phone.
  const shownValues = useDeferredValue(values);
  const { loan, purchase, result, largest, applying } = useMemo(
    () => figuresFor(inputs, shownValues, limits),
    [inputs, shownValues, limits],
  );

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
        <LeverageResults
          inputs={inputs}
          loan={loan}
          purchase={purchase}
          result={result}
          largest={largest}
          applying={applying}
        />
        <LeverageLimitFields />
      </Section>
    </>
  );
}
