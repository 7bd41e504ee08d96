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

/** The middle value (the mean of the two middle ones for an even count); undefined for none. */
export function median(values) {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? sorted[middle]
    : Math.round(((sorted[middle - 1] + sorted[middle]) / 2) * 10) / 10;
}
