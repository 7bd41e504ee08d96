/**
 * One amount of the budget as the table shows it: always with cents (`$13,190.00`), a zero as an en dash
 * that is still read out as "$0.00", an amount the portal cannot read as "Unreadable" (with what the
 * service sent, for screen readers and on hover), and nothing where the service sent nothing.
 */
import { formatMoney, fromCents } from '../../../lib/money';

/** An amount in cents with its cents always shown: 1319000 → "$13,190.00". */
export function budgetAmountText(cents: number): string {
  return formatMoney(fromCents(cents));
}

/** The class of a table cell whose amount is zero: drawn as a dash by CSS (index.css, .amount-zero). */
export function zeroClass(cents: number | null): string {
  return cents === 0 ? 'amount-zero' : '';
}

export function BudgetAmount({
  cents,
  sent = '',
  plainZero = false,
}: {
  cents: number | null;
  sent?: string;
  /** In a cell of class `zeroClass`: a zero is written "$0.00", and the cell's CSS draws the dash. */
  plainZero?: boolean;
}) {
  if (cents === null) {
    if (sent === '') return null;
    return (
      <span className="font-medium text-amber-800" title={`The service sent “${sent}”`}>
        Unreadable<span className="sr-only">: the service sent “{sent}”</span>
      </span>
    );
  }
  if (cents === 0 && !plainZero) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-600">
          –
        </span>
        <span className="sr-only">{budgetAmountText(0)}</span>
      </>
    );
  }
  return <>{budgetAmountText(cents)}</>;
}
