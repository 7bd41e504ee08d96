import { describe, expect, it } from 'vitest';
import { formatDollars, formatNumber } from '../../src/lib/numbers';

// The portal writes numbers by hand (src/lib/numbers.ts says why); Intl.NumberFormat is what it must match.
const intlNumber = new Intl.NumberFormat('en-US');
const intlDollars = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

/** Half-cent and half-unit cases, signs, zeros, carries, and a seeded spread of amounts up to a billion. */
function values(): number[] {
  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    1.005,
    2.675,
    1.045,
    0.125,
    -0.001,
    -0.0001,
    0.0005,
    0.9995,
    9.995,
    99.995,
    999.5,
    999_999.995,
    123_456_789.995,
    1_000_000,
    1234.5678,
    0.1 + 0.2,
    1e-7,
    -1e-7,
    1e20,
    1e21,
    2 ** 53,
    Number.MAX_SAFE_INTEGER / 7,
    NaN,
    Infinity,
    -Infinity,
  ];
  let seed = 24;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  const spread = Array.from({ length: 2000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(random() * 10);
    const value = Math.round(random() * magnitude * 1000) / (i % 2 ? 1000 : 200);
    return i % 5 === 0 ? -value : value;
  });
  return [...edges, ...spread];
}

describe('numbers, written the way Intl.NumberFormat writes them in en-US', () => {
  it('groups thousands and keeps at most three decimals', () => {
    expect(formatNumber(1234.5678)).toBe('1,234.568');
    expect(formatNumber(2_150)).toBe('2,150');
    expect(formatNumber(-0)).toBe('-0');
    for (const value of values()) expect(formatNumber(value)).toBe(intlNumber.format(value));
  });

  it('writes dollars with cents, rounding half a cent away from zero as Intl does (not as toFixed)', () => {
    expect(formatDollars(1.005, 2)).toBe('$1.01');
    expect(formatDollars(-1234.5, 2)).toBe('-$1,234.50');
    expect(formatDollars(999_999.995, 2)).toBe('$1,000,000.00');
    const format = intlDollars(2);
    for (const value of values()) expect(formatDollars(value, 2)).toBe(format.format(value));
  });

  it('writes whole dollars, and dollars with one decimal', () => {
    expect(formatDollars(2.5, 0)).toBe('$3');
    expect(formatDollars(-2.5, 0)).toBe('-$3');
    expect(formatDollars(331.05, 1)).toBe('$331.1');
    for (const digits of [0, 1]) {
      const format = intlDollars(digits);
      for (const value of values()) expect(formatDollars(value, digits)).toBe(format.format(value));
    }
  });
});
