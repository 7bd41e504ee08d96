/**
 * What a lender decides one deal on, with no React: for one strategy of one report, the largest loan
 * within each of the user's limits and within all of them (naming the limit that binds), the margin
 * (net gain ÷ after-repair value), and, for a loan amount the user enters, each ratio and whether it
 * stays within the limits, in words. The comparison applies it to every column; a page of many deals
 * can do the same. Built on leverage-model's ratios, so the result page's calculator and these figures
 * never disagree.
 */
import { formatMoneyWhole } from '../../../lib/money';
import {
  computeLeverage,
  type LeverageInputs,
  type LeverageKey,
  type LeverageLimits,
  type LeverageResult,
} from './leverage-model';

/** The figures of one deal, for one strategy: its as-is value, after-repair value, renovation cost and net gain. */
export interface DealValues extends LeverageInputs {
  netGain: number | null;
}

/** What the user enters for one deal; either may be absent. */
export interface LoanTerms {
  loan: number | null;
  /** Needed for loan-to-cost (purchase price plus the strategy's renovation cost). */
  purchasePrice: number | null;
}

export interface LimitExceeded {
  key: LeverageKey;
  /** The user's limit, in percent. */
  limit: number;
  /** By how much the loan is above the largest loan within that limit, in dollars. */
  by: number;
}

export interface LenderFigures {
  /** Each ratio against its limit: loan-to-value, loan to after-repair value, loan-to-cost. */
  ratios: LeverageResult;
  /** The limits that can be worked out for this deal (loan-to-cost only with a purchase price). */
  applying: LeverageKey[];
  /** The largest loan within every limit that applies, in whole dollars; null when none applies. */
  largestLoan: number | null;
  /** The limit (or limits, when equal) that sets `largestLoan`: the one that binds. */
  binding: LeverageKey[];
  /** Margin in percentage points: net gain ÷ after-repair value × 100; null without both. */
  margin: number | null;
  /** With a loan amount: the limits it is above, in the order loan-to-value, ARV, cost. */
  exceeded: LimitExceeded[];
}

const KEYS: readonly LeverageKey[] = ['ltv', 'ltarv', 'ltc'];

/** Net gain ÷ after-repair value, in percentage points; null when either is missing or the value is not positive. */
export function dealMargin(netGain: number | null, arv: number | null): number | null {
  if (netGain === null || arv === null || arv <= 0) return null;
  return (netGain / arv) * 100;
}

/** Every lender figure of one deal under the user's limits (worked examples in the unit tests). */
export function lenderFigures(
  deal: DealValues,
  limits: LeverageLimits,
  terms: LoanTerms = { loan: null, purchasePrice: null },
): LenderFigures {
  const ratios = computeLeverage(deal, terms.loan, terms.purchasePrice, limits);
  const applying = KEYS.filter((key) => ratios[key].largestLoan !== null);
  const loans = applying.map((key) => ratios[key].largestLoan!);
  const largestLoan = loans.length === 0 ? null : Math.min(...loans);
  const binding = applying.filter((key) => ratios[key].largestLoan === largestLoan);
  const exceeded = applying.flatMap((key): LimitExceeded[] => {
    const ratio = ratios[key];
    return ratio.exceeds && ratio.over !== null ? [{ key, limit: ratio.limit, by: ratio.over }] : [];
  });
  return {
    ratios,
    applying,
    largestLoan,
    binding,
    margin: dealMargin(deal.netGain, deal.arv),
    exceeded,
  };
}

/** The limits' short names, as a lender writes them. */
export const LIMIT_SHORT_NAMES: Record<LeverageKey, string> = {
  ltv: 'Loan-to-value',
  ltarv: 'Loan to after-repair value',
  ltc: 'Loan-to-cost',
};

/** "Loan-to-value binds", "Loan-to-value and loan to after-repair value bind (equal)". */
export function bindingInWords(binding: readonly LeverageKey[]): string {
  if (binding.length === 0) return '';
  if (binding.length === 1) return `${LIMIT_SHORT_NAMES[binding[0]!]} binds`;
  const names = binding.map((key, i) =>
    i === 0 ? LIMIT_SHORT_NAMES[key] : LIMIT_SHORT_NAMES[key].toLowerCase(),
  );
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]!} bind (equal)`;
}

/**
 * A loan against the limits, in words: "Within your limits", or one line per limit it is above,
 * "Over your 70% limit by $12,400" (naming the limit when two of the user's limits share a percentage).
 * Empty without a loan amount or a limit that applies.
 */
export function limitsVerdict(figures: LenderFigures, loan: number | null): string[] {
  if (loan === null || figures.applying.length === 0) return [];
  if (figures.exceeded.length === 0) return ['Within your limits'];
  return figures.exceeded.map(({ key, limit, by }) => {
    const shared = figures.applying.some((other) => other !== key && figures.ratios[other].limit === limit);
    const name = shared ? ` ${LIMIT_SHORT_NAMES[key].toLowerCase()}` : '';
    return `Over your ${limit}%${name} limit by ${formatMoneyWhole(by)}`;
  });
}
