import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCents,
  formatMoney,
  formatMoneyCompact,
  formatMoneyWhole,
  fromCents,
  roundToCents,
  toCents,
} from '../../src/lib/money';

describe('money', () => {
  it('turns dollars into whole cents and back, exactly', () => {
    expect(toCents(12.34)).toBe(1234);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.999)).toBe(2000);
    expect(toCents(-4.5)).toBe(-450);
    expect(fromCents(1234)).toBe(12.34);
    expect(roundToCents(10.005)).toBe(10.01);
    expect(roundToCents(2 / 3)).toBe(0.67);
    // Summing in cents stays exact where summing dollars drifts.
    const amounts = Array.from({ length: 10 }, () => 0.1);
    expect(amounts.reduce((a, b) => a + b, 0)).not.toBe(1);
    expect(fromCents(amounts.reduce((sum, a) => sum + toCents(a), 0))).toBe(1);
  });

  it('formats prices with cents and values in whole dollars', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-80)).toBe('-$80.00');
    expect(formatMoneyWhole(164700)).toBe('$164,700');
    expect(formatMoneyWhole(1234.5)).toBe('$1,235');
  });

  it('writes amounts the way the service does: cents only when there are any', () => {
    expect(formatAmount(78900)).toBe('$78,900');
    expect(formatAmount(12.5)).toBe('$12.50');
    expect(formatAmount(0)).toBe('$0');
    expect(formatAmount(-1200)).toBe('-$1,200');
    expect(formatAmount(99.999)).toBe('$100');
    expect(formatCents(7890000)).toBe('$78,900');
    expect(formatCents(1250)).toBe('$12.50');
    expect(formatCents(-5)).toBe('-$0.05');
  });

  it('shortens large amounts for chart axes', () => {
    expect(formatMoneyCompact(1_250_000)).toBe('$1.3M');
    expect(formatMoneyCompact(950_000)).toBe('$950K');
    expect(formatMoneyCompact(0)).toBe('$0');
  });
});
