/** Axis scales for the hand-made charts; their money labels: `chartMoneyFormat` in money.ts. */

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
