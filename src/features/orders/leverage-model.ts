/**
 * Loan-to-value figures a lender copies onto the loan file, from the report's as-is value, the Best
 * (recommended) strategy's ARV and rehab, and the loan and purchase price the user enters.
 */
import type { StrategyRow } from '../../api/schemas/order-response';

/** Common investor limits (hard-money and fix-and-flip lenders); above them the figure is flagged. */
export const LEVERAGE_LIMITS = { ltv: 75, ltarv: 70, ltc: 90 } as const;

export interface LeverageInputs {
  asIsValue: number | null;
  bestArv: number | null;
  bestRehab: number | null;
}

export interface LeverageRatio {
  /** Percentage points, unrounded; null when the figure cannot be computed. */
  percent: number | null;
  limit: number;
  exceeds: boolean;
}

export interface LeverageResult {
  ltv: LeverageRatio;
  ltarv: LeverageRatio;
  ltc: LeverageRatio;
}

function ratio(numerator: number, denominator: number | null, limit: number): LeverageRatio {
  if (denominator === null || denominator <= 0) return { percent: null, limit, exceeds: false };
  const percent = (numerator / denominator) * 100;
  // Compare what the user sees (one decimal), so "75.0%" is never flagged as above 75%.
  return { percent, limit, exceeds: Math.round(percent * 10) / 10 > limit };
}

export function computeLeverage(
  inputs: LeverageInputs,
  loan: number,
  purchasePrice: number | null,
): LeverageResult {
  const cost = purchasePrice === null || inputs.bestRehab === null ? null : purchasePrice + inputs.bestRehab;
  return {
    ltv: ratio(loan, inputs.asIsValue, LEVERAGE_LIMITS.ltv),
    ltarv: ratio(loan, inputs.bestArv, LEVERAGE_LIMITS.ltarv),
    ltc: ratio(loan, cost, LEVERAGE_LIMITS.ltc),
  };
}

const normalize = (title: string) => title.toLowerCase().replace(/[^a-z]/g, '');

/** The row of the strategy table with this title (case, spaces and punctuation ignored). */
export function findStrategyRow(rows: readonly StrategyRow[], title: string): StrategyRow | undefined {
  const wanted = normalize(title);
  return rows.find((row) => !row.isSeparator && normalize(row.title) === wanted);
}

export function leverageInputs(asIsValue: number | null, strategies: readonly StrategyRow[]): LeverageInputs {
  return {
    asIsValue,
    bestArv: findStrategyRow(strategies, 'ARV')?.best.value ?? null,
    bestRehab: findStrategyRow(strategies, 'Rehab')?.best.value ?? null,
  };
}
