/**
 * The packed sort of the budget's ids (integer ranks and ids in one Float64Array) against the plain
 * comparator it replaces: the same order for negative, equal and large ranks, and for fractional ranks,
 * which take the comparator.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortIds } from '../../../../src/features/orders/budget/budget-sort-ids';

const plain = (ids: number[], ranks: Float64Array, sign: number) =>
  [...ids].sort((a, b) => (ranks[a]! - ranks[b]!) * sign || a - b);

describe('sortIds', () => {
  it('orders by rank, then by id, in both directions', () => {
    const ranks = Float64Array.from([5, -3, 5, 0, 12_000_000, -3]);
    expect(sortIds([0, 1, 2, 3, 4, 5], ranks, 1)).toEqual([1, 5, 3, 0, 2, 4]);
    expect(sortIds([0, 1, 2, 3, 4, 5], ranks, -1)).toEqual([4, 0, 2, 3, 1, 5]);
  });

  it('agrees with the comparator for any ranks, whole or not', () => {
    const rank = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(fc.array(rank, { maxLength: 300 }), fc.constantFrom(1, -1), (values, sign) => {
        const ranks = Float64Array.from(values);
        const ids = values.map((_, id) => id);
        expect(sortIds([...ids], ranks, sign)).toEqual(plain(ids, ranks, sign));
      }),
    );
  });
});
