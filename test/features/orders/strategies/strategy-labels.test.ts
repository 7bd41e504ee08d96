/**
 * The plain words of the order result and the arithmetic it may show (issue 20): one table of labels,
 * the service's own kept; each identity shown only where it holds on the figures, within the rounding
 * of the service's text.
 */
import { describe, expect, it } from 'vitest';
import type { StrategyRow } from '../../../../src/api/schemas/order-response';
import { strategyRowSchema } from '../../../../src/api/schemas/order-response';
import { larkspurStrategies } from '../../../../src/mocks/data/orders/larkspur';
import {
  holdingIdentities,
  identityText,
  IDENTITIES,
  roundingOf,
} from '../../../../src/features/orders/strategies/strategy-identities';
import {
  PLAIN_LABELS,
  STRATEGY_LABELS,
  strategyRowKey,
  strategyRowLabel,
  type StrategyRowKey,
} from '../../../../src/features/orders/strategies/strategy-labels';
import { parseMixedValue } from '../../../../src/lib/parse';

function byKey(rows: readonly Record<string, string | number>[]): Map<StrategyRowKey, StrategyRow> {
  const map = new Map<StrategyRowKey, StrategyRow>();
  for (const raw of rows) {
    const row = strategyRowSchema.parse(raw);
    const key = strategyRowKey(row.title);
    if (key) map.set(key, row);
  }
  return map;
}

describe('the plain labels', () => {
  it('gives each of the service’s short labels a plain one, keeping the service’s', () => {
    expect(
      ['Estim TTS', 'Cushion', 'Basis', 'Net Lift', 'Rehab', 'As Is Value', 'ARV'].map(strategyRowLabel),
    ).toEqual([
      { service: 'Estim TTS', label: 'Estimated time to sell' },
      { service: 'Cushion', label: 'Cushion', undefinedByService: true },
      { service: 'Basis', label: 'Cost basis' },
      { service: 'Net Lift', label: 'Net gain' },
      { service: 'Rehab', label: 'Renovation cost' },
      { service: 'As Is Value', label: 'As-is value' },
      { service: 'ARV', label: 'After-repair value' },
    ]);
    expect(PLAIN_LABELS.rvConfidence).toEqual({
      service: 'RV confidence',
      label: 'Value confidence',
      undefinedByService: true,
    });
    expect(PLAIN_LABELS.fsdScore.label).toBe('FSD score');
    expect(STRATEGY_LABELS.best).toEqual({ service: 'Best', label: 'Recommended' });
  });

  it('finds a row whatever its case or spacing, and keeps an unknown title as sent', () => {
    expect(strategyRowKey(' estim tts ')).toBe('estimTts');
    expect(strategyRowKey('$/SQFT')).toBe('perSqft');
    expect(strategyRowLabel('Units')).toEqual({ service: 'Units', label: 'Units' });
  });
});

describe('the identities', () => {
  it('holds the four that the Larkspur figures satisfy, and not total time (the cushion is in it)', () => {
    const holding = holdingIdentities(byKey(larkspurStrategies));
    expect([...holding.keys()]).toEqual(['basis', 'netLift', 'grossReturn', 'annualizedReturn']);
    expect([...holding.values()].map(identityText)).toEqual([
      'As-is value + renovation cost',
      'After-repair value − cost basis',
      'Net gain ÷ cost basis',
      'Gross return × 365 ÷ total time',
    ]);
  });

  it('holds total time where it is renovation time plus time to sell', () => {
    const rows = larkspurStrategies.map((row) =>
      row.title === 'Total Time' ? { title: 'Total Time', min: 59, partial: 83, full: 109, best: 109 } : row,
    );
    expect(holdingIdentities(byKey(rows)).has('totalTime')).toBe(true);
  });

  it('is not shown when one strategy breaks it beyond the rounding', () => {
    const rows = larkspurStrategies.map((row) =>
      row.title === 'Basis' ? { ...row, partial: '$258,752' } : row,
    );
    expect(holdingIdentities(byKey(rows)).has('basis')).toBe(false);
    // A return written to one decimal may be up to half a tenth off.
    const rounded = larkspurStrategies.map((row) =>
      row.title === 'Gross Return' ? { ...row, min: '7.6%' } : row,
    );
    expect(holdingIdentities(byKey(rounded)).has('grossReturn')).toBe(true);
    const off = larkspurStrategies.map((row) =>
      row.title === 'Gross Return' ? { ...row, min: '7.70%' } : row,
    );
    expect(holdingIdentities(byKey(off)).has('grossReturn')).toBe(false);
  });

  it('needs its figures: an empty or unreadable cell in a strategy with a result does not hold', () => {
    const rows = larkspurStrategies.map((row) => (row.title === 'Rehab' ? { ...row, min: 'TBD' } : row));
    expect(holdingIdentities(byKey(rows)).has('basis')).toBe(false);
    expect(
      holdingIdentities(byKey(larkspurStrategies.filter((r) => r.title !== 'Net Lift'))).has('netLift'),
    ).toBe(false);
  });

  it('reads the rounding from the text as sent', () => {
    expect(roundingOf(parseMixedValue('$212,000'))).toBe(0.5);
    expect(roundingOf(parseMixedValue('13.78%'))).toBeCloseTo(0.005, 10);
    expect(roundingOf(parseMixedValue(123))).toBe(0.5);
    expect(IDENTITIES.map((i) => i.row)).toEqual([
      'basis',
      'netLift',
      'grossReturn',
      'totalTime',
      'annualizedReturn',
    ]);
  });
});
