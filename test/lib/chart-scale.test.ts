import { describe, expect, it } from 'vitest';
import { niceScale } from '../../src/lib/chart-scale';

describe('niceScale', () => {
  it('ends the axis at the first round step at or above the largest value', () => {
    expect(niceScale(331_000, 7)).toEqual({
      max: 350_000,
      step: 50_000,
      ticks: [0, 50_000, 100_000, 150_000, 200_000, 250_000, 300_000, 350_000],
    });
    expect(niceScale(331_000, 5)).toEqual({
      max: 400_000,
      step: 100_000,
      ticks: [0, 100_000, 200_000, 300_000, 400_000],
    });
    expect(niceScale(139_500, 7).max).toBe(140_000);
    expect(niceScale(200_000, 4)).toMatchObject({ max: 200_000, step: 50_000 });
    expect(niceScale(0.9, 5)).toMatchObject({ max: 1, step: 0.2 });
    expect(niceScale(0, 5)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });

  it('never uses more steps than asked', () => {
    for (const largest of [1, 7, 99, 101, 12_345, 987_654, 3_300_000]) {
      for (const maxTicks of [2, 3, 5, 7]) {
        const scale = niceScale(largest, maxTicks);
        expect(scale.ticks.length - 1).toBeLessThanOrEqual(maxTicks);
        expect(scale.max).toBeGreaterThanOrEqual(largest);
        expect(scale.max - scale.step).toBeLessThan(largest);
      }
    }
  });
});
