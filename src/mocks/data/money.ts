/** The mock writes amounts the way the service does in order results ("$164,700", "$12.50"). */
import { formatAmount, roundToCents } from '../../lib/money';

export function currencyText(value: number): string {
  return formatAmount(value);
}

export function round2(value: number): number {
  return roundToCents(value);
}
