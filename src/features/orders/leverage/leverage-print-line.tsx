/**
 * The leverage calculator on paper, when no loan amount was entered (the calculator itself is not
 * printed then): one line with the user's own limits, in the calculator's words, and the largest loan
 * within them. Printed only; on screen the calculator says the same.
 */
import { formatMoneyWhole } from '../../../lib/money';
import type { LeverageKey, LeverageLimits } from './leverage-model';

/** The limits' names inside a sentence, as the calculator writes them. */
export const LIMIT_NAMES: Record<LeverageKey, string> = {
  ltv: 'loan-to-value',
  ltarv: 'loan to after-repair value (ARV)',
  ltc: 'loan-to-cost',
};
const KEYS: readonly LeverageKey[] = ['ltv', 'ltarv', 'ltc'];

export function limitsInWords(limits: LeverageLimits): string {
  return KEYS.map((key) => `${LIMIT_NAMES[key]} ${limits[key]}%`).join(', ');
}

export function listInWords(items: string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function LeveragePrintLine({
  limits,
  largest,
  applying,
}: {
  limits: LeverageLimits;
  /** The largest loan within every limit that applies, null when none can be worked out. */
  largest: number | null;
  applying: readonly LeverageKey[];
}) {
  return (
    <p className="hidden text-sm text-slate-800 print:block">
      <span className="font-semibold text-slate-900">Your leverage limits:</span> {limitsInWords(limits)}.
      {largest !== null
        ? ` Largest loan within the ${listInWords(applying.map((k) => LIMIT_NAMES[k]))} ${applying.length === 1 ? 'limit' : 'limits'}: ${formatMoneyWhole(largest)}.`
        : ''}
    </p>
  );
}
