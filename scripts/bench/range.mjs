/**
 * "min–max" over the runs (one value when they agree); `unit` follows each number. A module of its own:
 * the report and the parts that add rows to it (batch.mjs, compare.mjs) all print figures this way.
 */
export function range(values, unit = '') {
  const known = values.filter((v) => v !== undefined && v !== null && !Number.isNaN(v));
  if (known.length === 0) return 'n/a';
  const min = Math.min(...known);
  const max = Math.max(...known);
  return min === max ? `${min}${unit}` : `${min}–${max}${unit}`;
}
