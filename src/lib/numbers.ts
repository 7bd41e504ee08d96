/**
 * Numbers written the way Intl.NumberFormat writes them in en-US ("1,234.5", "-0"), by hand: the first
 * Intl object a page makes is costly (ICU loads the locale), in the middle of the page's first render
 * (docs/decisions/2026-11-25-formats-without-intl.md).
 * Rounding is Intl's: half away from zero, on the number's shortest decimal form (1.005 → 1.01, where
 * toFixed gives 1.00). What only Intl writes (∞, NaN, numbers in exponent form) is left to Intl.
 */

/** `value`'s digits with at least `min` and at most `max` decimals, and its sign, or null (Intl's cases). */
function decimalParts(
  value: number,
  min: number,
  max: number,
): { negative: boolean; whole: string; fraction: string } | null {
  const text = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  let whole = match[1]!;
  let fraction = match[2] ?? '';
  if (fraction.length > max) {
    const roundUp = fraction.charCodeAt(max) >= 53; // '5'
    fraction = fraction.slice(0, max);
    if (roundUp) {
      const digits = String(BigInt(whole + fraction) + 1n).padStart(whole.length + max, '0');
      whole = digits.slice(0, digits.length - max);
      fraction = digits.slice(digits.length - max);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  return { negative: value < 0 || Object.is(value, -0), whole, fraction };
}

const grouped = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const intlFormats = new Map<string, Intl.NumberFormat>();
/** Intl's own writing, for the numbers `decimalParts` leaves to it (made on first such number). */
function intl(options: Intl.NumberFormatOptions, value: number): string {
  const key = JSON.stringify(options);
  let format = intlFormats.get(key);
  if (!format) intlFormats.set(key, (format = new Intl.NumberFormat('en-US', options)));
  return format.format(value);
}

/** A number as Intl.NumberFormat('en-US') writes it: 1234.5678 → "1,234.568" (at most three decimals). */
export function formatNumber(value: number): string {
  const parts = decimalParts(value, 0, 3);
  if (!parts) return intl({}, value);
  const fraction = parts.fraction ? `.${parts.fraction}` : '';
  return `${parts.negative ? '-' : ''}${grouped(parts.whole)}${fraction}`;
}

/** Dollars as Intl's en-US currency format writes them with `digits` decimals: "-$1,234.50". */
export function formatDollars(value: number, digits: number): string {
  const parts = decimalParts(value, digits, digits);
  if (!parts) {
    const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
    return intl({ style: 'currency', currency: 'USD', ...options }, value);
  }
  const fraction = parts.fraction ? `.${parts.fraction}` : '';
  return `${parts.negative ? '-' : ''}$${grouped(parts.whole)}${fraction}`;
}
