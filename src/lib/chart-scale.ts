/** Axis scales and labels for the hand-made charts. */

export interface ChartScale {
  /** The top of the axis: a round value at or just above the largest value. */
  max: number;
  step: number;
  ticks: number[];
}

/**
 * The smallest round step (1, 2, 2.5 or 5 times a power of ten) that covers `largest` in at most
 * `maxTicks` steps; the axis ends at the first multiple of it at or above the largest value.
 */
export function niceScale(largest: number, maxTicks: number): ChartScale {
  if (!(largest > 0)) return { max: 1, step: 1, ticks: [0, 1] };
  const limit = Math.max(1, Math.floor(maxTicks));
  let power = 10 ** Math.floor(Math.log10(largest / limit));
  for (;;) {
    for (const factor of [1, 2, 2.5, 5]) {
      const step = factor * power;
      const count = Math.ceil(largest / step - 1e-9);
      if (count <= limit) {
        const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
        return { max: ticks[ticks.length - 1]!, step, ticks };
      }
    }
    power *= 10;
  }
}

/**
 * One money format for every label of a chart, chosen from the axis: "$350K" when the axis reaches
 * $100,000 or more, "$1.25M" from a million, whole dollars below $10,000.
 */
export function chartMoneyFormat(axisMax: number): (value: number) => string {
  if (axisMax >= 1_000_000) {
    const f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return (v) => (v === 0 ? '$0' : `$${f.format(v / 1_000_000)}M`);
  }
  if (axisMax >= 100_000) {
    const f = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    return (v) => (v === 0 ? '$0' : `$${f.format(v / 1_000)}K`);
  }
  if (axisMax >= 10_000) {
    const f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return (v) => (v === 0 ? '$0' : `$${f.format(v / 1_000)}K`);
  }
  const f = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return (v) => `$${f.format(v)}`;
}
