import { describe, expect, it } from 'vitest';
import {
  chartMoneyFormat,
  formatAmount,
  formatCents,
  formatMoney,
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

  it('writes every label of a chart in one format chosen from the axis', () => {
    const thousands = chartMoneyFormat(350_000);
    expect([0, 50_000, 289_500, 18_400, 331_000].map(thousands)).toEqual([
      '$0',
      '$50K',
      '$290K',
      '$18K',
      '$331K',
    ]);
    const tenths = chartMoneyFormat(40_000);
    expect([0, 10_000, 27_650, 3_350].map(tenths)).toEqual(['$0', '$10.0K', '$27.7K', '$3.4K']);
    expect(chartMoneyFormat(2_500_000)(1_250_000)).toBe('$1.25M');
    expect(chartMoneyFormat(2_500_000)(-500_000)).toBe('-$0.50M');
    expect(chartMoneyFormat(5_000)(1_125.5)).toBe('$1,126');
  });
});
