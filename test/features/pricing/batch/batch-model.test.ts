/** A batch's counts: every row, identical rows sharing one answer. */
import { describe, expect, it } from 'vitest';
import { countBatch, newBatch } from '../../../../src/features/pricing/batch/batch-model';

describe('countBatch', () => {
  const choices = {
    report: { slug: 'reno-arv', name: 'Renovation Analysis' },
    turnaround: { slug: 'standard', name: 'Standard' },
    inspection: { slug: 'interior-w-exterior', name: 'Interior with Exterior' },
  };
  const row = (line: number, zip: string) => ({
    line,
    reference: `LN-${line}`,
    state: 'TX',
    zip,
    property: 'sfr',
  });

  it('counts every row, identical ones each with their shared answer, as answers arrive', () => {
    const batch = newBatch(choices, [row(2, '75001'), row(3, '75001'), row(4, '75002')], []);
    expect(countBatch(batch)).toEqual({
      rows: 3,
      priced: 0,
      failed: 0,
      refused: 0,
      pending: 3,
      totalCents: 0,
    });
    const answered = {
      ...batch,
      results: {
        ...batch.results,
        'TX|75001|sfr': { status: 'priced' as const, total: 489.99, dueDate: '2026-11-30' },
        'TX|75002|sfr': { status: 'failed' as const, reason: 'The service did not answer.' },
      },
    };
    expect(countBatch(answered)).toEqual({
      rows: 3,
      priced: 2,
      failed: 1,
      refused: 0,
      pending: 0,
      totalCents: 97998,
    });
  });
});
