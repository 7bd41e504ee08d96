/** The budget's sort of 50,000 rows, by precomputed ranks (budget-model.ts's columnRanks). */

/**
 * Ids by rank (times `sign`), ties by id. Integer ranks are packed with the id into one number and
 * sorted as a Float64Array, natively, with no comparator: 50,000 ids in a few ms instead of 20.
 */
export function sortIds(ids: number[], ranks: Float64Array, sign: number): number[] {
  const span = 2 ** Math.ceil(Math.log2(ranks.length + 1));
  const limit = Number.MAX_SAFE_INTEGER / span - 1;
  const keys = new Float64Array(ids.length);
  for (let i = 0; i < ids.length; i += 1) {
    const rank = ranks[ids[i]!]! * sign;
    if (!Number.isInteger(rank) || Math.abs(rank) > limit)
      return ids.sort((a, b) => (ranks[a]! - ranks[b]!) * sign || a - b);
    keys[i] = rank * span + ids[i]!;
  }
  keys.sort();
  return Array.from(keys, (key) => ((key % span) + span) % span);
}
