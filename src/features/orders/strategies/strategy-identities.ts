/**
 * The arithmetic that ties the strategy rows together (issue 20): cost basis = as-is value + renovation
 * cost, net gain = after-repair value - cost basis, gross return = net gain / cost basis, total time =
 * renovation time + estimated time to sell, annualized return = gross return x 365 / total time. The
 * interface states none of them, so each is checked on the figures of the report before the page shows
 * it: it is shown for a row only when it holds in every strategy that has the figures, within the
 * rounding of the service's text (half a unit of the last digit it wrote, carried through the sum or
 * quotient).
 */
import { STRATEGY_COLUMNS, type StrategyRow } from '../../../api/schemas/order-response';
import type { MixedValue } from '../../../lib/parse';
import { PLAIN_LABELS, type StrategyRowKey } from './strategy-labels';

export interface Identity {
  /** The row the identity computes. */
  row: StrategyRowKey;
  inputs: readonly [StrategyRowKey, StrategyRowKey];
  /** The operation between the two inputs, as shown. */
  operator: '+' | '−' | '÷' | '× 365 ÷';
  compute: (a: number, b: number) => number | null;
}

export const IDENTITIES: readonly Identity[] = [
  { row: 'basis', inputs: ['asIsValue', 'rehab'], operator: '+', compute: (a, b) => a + b },
  { row: 'netLift', inputs: ['arv', 'basis'], operator: '−', compute: (a, b) => a - b },
  // Percentage points, as the service writes the return ("13.78%").
  {
    row: 'grossReturn',
    inputs: ['netLift', 'basis'],
    operator: '÷',
    compute: (a, b) => (b === 0 ? null : (a / b) * 100),
  },
  { row: 'totalTime', inputs: ['rehabTime', 'estimTts'], operator: '+', compute: (a, b) => a + b },
  {
    row: 'annualizedReturn',
    inputs: ['grossReturn', 'totalTime'],
    operator: '× 365 ÷',
    compute: (a, b) => (b === 0 ? null : (a * 365) / b),
  },
];

/** The identity in words: "As-is value + renovation cost". */
export function identityText(identity: Identity): string {
  const [a, b] = identity.inputs;
  const second = PLAIN_LABELS[b].label;
  return `${PLAIN_LABELS[a].label} ${identity.operator} ${second.charAt(0).toLowerCase()}${second.slice(1)}`;
}

/** Half a unit of the last digit the service wrote: "$212,000" → 0.5, "13.78%" → 0.005. */
export function roundingOf(value: MixedValue): number {
  const decimals = /\.(\d+)/.exec(value.text.replace(/,/g, ''))?.[1]?.length ?? 0;
  return 0.5 * 10 ** -decimals;
}

/** Whether `result = compute(a, b)` in one strategy, with each figure anywhere within its rounding. */
function holdsFor(identity: Identity, result: MixedValue, a: MixedValue, b: MixedValue): boolean {
  if (result.value === null || a.value === null || b.value === null) return false;
  const outcomes: number[] = [];
  for (const x of [a.value - roundingOf(a), a.value + roundingOf(a)]) {
    for (const y of [b.value - roundingOf(b), b.value + roundingOf(b)]) {
      const z = identity.compute(x, y);
      if (z === null || !Number.isFinite(z)) return false;
      outcomes.push(z);
    }
  }
  const slack = roundingOf(result) + 1e-9;
  return result.value >= Math.min(...outcomes) - slack && result.value <= Math.max(...outcomes) + slack;
}

/**
 * The identities that hold on these rows, by the row they compute: each holds in every strategy in
 * which the row has a figure, and in at least one.
 */
export function holdingIdentities(
  rows: ReadonlyMap<StrategyRowKey, StrategyRow>,
): Map<StrategyRowKey, Identity> {
  const holding = new Map<StrategyRowKey, Identity>();
  for (const identity of IDENTITIES) {
    const result = rows.get(identity.row);
    const a = rows.get(identity.inputs[0]);
    const b = rows.get(identity.inputs[1]);
    if (!result || !a || !b) continue;
    const columns = STRATEGY_COLUMNS.filter((c) => result[c].kind !== 'empty');
    if (columns.length > 0 && columns.every((c) => holdsFor(identity, result[c], a[c], b[c]))) {
      holding.set(identity.row, identity);
    }
  }
  return holding;
}
