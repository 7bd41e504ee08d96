/**
 * The comparison's lender rows, with no React: for each result, for the strategy shown, the largest
 * loan within each of the user's limits (the same saved limits as the result page's calculator), the
 * one that binds, and for a loan amount the user enters, its ratios and whether it stays within the
 * limits. The figures come from leverage/lender-figures.ts; this module only lays them out as rows.
 */
import type { StrategyColumn } from '../../../api/schemas/order-response';
import { formatPercent } from '../../../lib/format';
import { formatMoneyWhole } from '../../../lib/money';
import { parseCurrency } from '../../../lib/parse';
import {
  bindingInWords,
  lenderFigures,
  limitsVerdict,
  type LenderFigures,
  type LoanTerms,
} from '../leverage/lender-figures';
import type { LeverageKey, LeverageLimits } from '../leverage/leverage-model';
import { dealValues, type CompareResult } from './compare-model';

/** What the user typed for one result, as typed. */
export interface TermsText {
  loan: string;
  purchase: string;
}

export const NO_TERMS: TermsText = { loan: '', purchase: '' };

/** An amount as typed: null when empty, 'invalid' when it is no positive amount of dollars. */
export function readAmount(text: string): number | null | 'invalid' {
  if (text.trim() === '') return null;
  const value = parseCurrency(text.trim());
  return value === null || value <= 0 ? 'invalid' : value;
}

export function readTerms(text: TermsText): LoanTerms {
  const loan = readAmount(text.loan);
  const purchase = readAmount(text.purchase);
  return {
    loan: typeof loan === 'number' ? loan : null,
    purchasePrice: typeof purchase === 'number' ? purchase : null,
  };
}

export interface LenderCell {
  text: string;
  /** Said under the figure, in small type: the limit that binds. */
  notes?: string[];
  /** A verdict, one line per limit it names: within the limits, or over them. */
  verdict?: { within: boolean; lines: string[] };
}

export interface LenderRow {
  key: string;
  label: string;
  /** The arithmetic, under the label as on the result page. */
  formula?: string;
  /** One per result, in column order; null: nothing to show (said as "Not worked out"). */
  cells: (LenderCell | null)[];
  /** A row where the user enters an amount, one field per result (the table draws the fields). */
  input?: 'loan' | 'purchase';
}

const money = (value: number | null): LenderCell | null =>
  value === null ? null : { text: formatMoneyWhole(value) };

const ratioCell = (figures: LenderFigures, key: LeverageKey): LenderCell | null => {
  const percent = figures.ratios[key].percent;
  return percent === null ? null : { text: formatPercent(percent, 1) };
};

/** Each result's lender figures, in column order. */
export function compareLenderFigures(
  results: readonly CompareResult[],
  strategy: StrategyColumn,
  limits: LeverageLimits,
  terms: readonly LoanTerms[],
): LenderFigures[] {
  return results.map((result, index) =>
    lenderFigures(dealValues(result, strategy), limits, terms[index] ?? { loan: null, purchasePrice: null }),
  );
}

/**
 * The lender rows: the largest loans within the limits always; a loan's ratios and verdict once a loan
 * amount is entered for any result; loan-to-cost once a purchase price is.
 */
export function lenderRows(
  figures: readonly LenderFigures[],
  terms: readonly LoanTerms[],
  limits: LeverageLimits,
): LenderRow[] {
  const anyLoan = terms.some((t) => t.loan !== null);
  const anyPurchase = terms.some((t) => t.purchasePrice !== null);
  const rows: LenderRow[] = [
    {
      key: 'ltvLoan',
      label: `Largest loan at your ${limits.ltv}% loan-to-value`,
      formula: `As-is value × ${limits.ltv}%`,
      cells: figures.map((f) => money(f.ratios.ltv.largestLoan)),
    },
    {
      key: 'ltarvLoan',
      label: `Largest loan at your ${limits.ltarv}% loan to after-repair value`,
      formula: `After-repair value × ${limits.ltarv}%`,
      cells: figures.map((f) => money(f.ratios.ltarv.largestLoan)),
    },
  ];
  if (anyPurchase) {
    rows.push({
      key: 'ltcLoan',
      label: `Largest loan at your ${limits.ltc}% loan-to-cost`,
      formula: `(Purchase price + renovation cost) × ${limits.ltc}%`,
      cells: figures.map((f) => money(f.ratios.ltc.largestLoan)),
    });
  }
  rows.push(
    {
      key: 'largestLoan',
      label: 'Largest loan within your limits',
      formula: 'The smallest of the loans above',
      cells: figures.map((f) =>
        f.largestLoan === null
          ? null
          : { text: formatMoneyWhole(f.largestLoan), notes: [bindingInWords(f.binding)] },
      ),
    },
    {
      key: 'loan',
      label: 'Your loan amount',
      input: 'loan',
      cells: terms.map((t) => money(t.loan)),
    },
    {
      key: 'purchase',
      label: 'Purchase price (for loan-to-cost)',
      input: 'purchase',
      cells: terms.map((t) => money(t.purchasePrice)),
    },
  );
  if (anyLoan) {
    rows.push(
      { key: 'ltv', label: 'Loan-to-value', cells: figures.map((f) => ratioCell(f, 'ltv')) },
      { key: 'ltarv', label: 'Loan to after-repair value', cells: figures.map((f) => ratioCell(f, 'ltarv')) },
    );
    if (anyPurchase) {
      rows.push({ key: 'ltc', label: 'Loan-to-cost', cells: figures.map((f) => ratioCell(f, 'ltc')) });
    }
    rows.push({
      key: 'verdict',
      label: 'Against your limits',
      cells: figures.map((f, index) => {
        const lines = limitsVerdict(f, terms[index]?.loan ?? null);
        if (lines.length === 0) return null;
        return { text: lines.join('; '), verdict: { within: f.exceeded.length === 0, lines } };
      }),
    });
  }
  return rows;
}
