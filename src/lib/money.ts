/**
 * Money, in one place: amounts to whole cents and back (sums of many amounts are exact in cents), and
 * every way the portal writes an amount (en-US, US dollars).
 */

import { formatDollars } from './numbers';

/** Dollars → whole cents, rounded: 12.345 → 1235 (half a cent rounds up). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Dollars rounded to the cent: 10.005 → 10.01. */
export function roundToCents(dollars: number): number {
  return fromCents(toCents(dollars));
}

/** "$1,234.50": always with cents, for prices. */
export function formatMoney(dollars: number): string {
  return formatDollars(dollars, 2);
}

/** "$1,235": whole dollars, for values and loan amounts. */
export function formatMoneyWhole(dollars: number): string {
  return formatDollars(dollars, 0);
}

/** "$78,900", or "$12.50" when there are cents: the way the service writes amounts. */
export function formatAmount(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** An amount in cents, written like `formatAmount`: 7890000 → "$78,900", 1250 → "$12.50". */
export function formatCents(cents: number): string {
  return formatDollars(fromCents(cents), cents % 100 === 0 ? 0 : 2);
}

/** Dollars in thousands ("$350K") or millions ("$1.25M") with a fixed number of decimals; $0 as such. */
function scaledMoney(divisor: number, suffix: string, digits: number): (dollars: number) => string {
  return (dollars) => (dollars === 0 ? '$0' : `${formatDollars(dollars / divisor, digits)}${suffix}`);
}

/**
 * One money format for every label of a chart, chosen from the axis: "$350K" when the axis reaches
 * $100,000 or more, "$1.25M" from a million, whole dollars below $10,000.
 */
export function chartMoneyFormat(axisMax: number): (dollars: number) => string {
  if (axisMax >= 1_000_000) return scaledMoney(1_000_000, 'M', 2);
  if (axisMax >= 100_000) return scaledMoney(1_000, 'K', 0);
  if (axisMax >= 10_000) return scaledMoney(1_000, 'K', 1);
  return formatMoneyWhole;
}
