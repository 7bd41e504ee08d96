/**
 * Money, in one place: amounts to whole cents and back (sums of many amounts are exact in cents), and
 * every way the portal writes an amount (en-US, US dollars).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  // "$950K" rather than the currency default's "$950.0K".
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

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
  return usd.format(dollars);
}

/** "$1,235": whole dollars, for values and loan amounts. */
export function formatMoneyWhole(dollars: number): string {
  return usdWhole.format(dollars);
}

/** "$78,900", or "$12.50" when there are cents: the way the service writes amounts. */
export function formatAmount(dollars: number): string {
  return formatCents(toCents(dollars));
}

/** An amount in cents, written like `formatAmount`: 7890000 → "$78,900", 1250 → "$12.50". */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? usdWhole.format(fromCents(cents)) : usd.format(fromCents(cents));
}

/** "$1.2M", "$950K": for chart axes and labels where space is short. */
export function formatMoneyCompact(dollars: number): string {
  return usdCompact.format(dollars);
}
