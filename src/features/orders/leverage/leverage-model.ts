/**
 * Loan-to-value figures a lender copies onto the loan file, from the report's as-is value, one
 * strategy's after-repair value and renovation cost (the recommended one on the result page), and the
 * loan and purchase price the user enters; for each limit, the largest loan that stays within it.
 */
import type { StrategyColumn, StrategyRow } from '../../../api/schemas/order-response';
import { findStrategyRow } from '../strategies/strategy-model';

export type LeverageKey = 'ltv' | 'ltarv' | 'ltc';
export type LeverageLimits = Record<LeverageKey, number>;

/** Common investor limits (hard-money and fix-and-flip lenders); each user may set their own. */
export const DEFAULT_LEVERAGE_LIMITS: Readonly<LeverageLimits> = { ltv: 75, ltarv: 70, ltc: 90 };

export interface LeverageInputs {
  asIsValue: number | null;
  /** The strategy's after-repair value and renovation cost. */
  arv: number | null;
  rehab: number | null;
}

export interface LeverageRatio {
  /** What the loan is measured against (as-is value, ARV, purchase price plus rehab); null when unknown. */
  basis: number | null;
  /** Percentage points, unrounded; null without a loan or a basis. */
  percent: number | null;
  limit: number;
  exceeds: boolean;
  /** The largest loan within the limit, in whole dollars; null without a basis. */
  largestLoan: number | null;
  /** By how much the loan is over the largest loan, when it exceeds the limit. */
  over: number | null;
}

export type LeverageResult = Record<LeverageKey, LeverageRatio>;

function ratio(loan: number | null, basis: number | null, limit: number): LeverageRatio {
  if (basis === null || basis <= 0) {
    return { basis: null, percent: null, limit, exceeds: false, largestLoan: null, over: null };
  }
  // Whole dollars, rounded down: a loan of this amount is within the limit.
  const largestLoan = Math.floor((basis * limit) / 100 + 1e-9);
  if (loan === null) return { basis, percent: null, limit, exceeds: false, largestLoan, over: null };
  const percent = (loan / basis) * 100;
  // Compare what the user sees (one decimal), so "75.0%" is never flagged as above 75%.
  const exceeds = Math.round(percent * 10) / 10 > limit;
  return { basis, percent, limit, exceeds, largestLoan, over: exceeds ? loan - largestLoan : null };
}

export function computeLeverage(
  inputs: LeverageInputs,
  loan: number | null,
  purchasePrice: number | null,
  limits: LeverageLimits = DEFAULT_LEVERAGE_LIMITS,
): LeverageResult {
  const cost = purchasePrice === null || inputs.rehab === null ? null : purchasePrice + inputs.rehab;
  return {
    ltv: ratio(loan, inputs.asIsValue, limits.ltv),
    ltarv: ratio(loan, inputs.arv, limits.ltarv),
    ltc: ratio(loan, cost, limits.ltc),
  };
}

/** The largest loan within every limit that can be computed, or null when none can. */
export function largestLoanWithinAll(result: LeverageResult): number | null {
  const loans = [result.ltv, result.ltarv, result.ltc].flatMap((r) =>
    r.largestLoan === null ? [] : [r.largestLoan],
  );
  return loans.length === 0 ? null : Math.min(...loans);
}

/** The inputs for one strategy of a report: the recommended one unless told. */
export function leverageInputs(
  asIsValue: number | null,
  strategies: readonly StrategyRow[],
  strategy: StrategyColumn = 'best',
): LeverageInputs {
  return {
    asIsValue,
    arv: findStrategyRow(strategies, 'ARV')?.[strategy].value ?? null,
    rehab: findStrategyRow(strategies, 'Rehab')?.[strategy].value ?? null,
  };
}
