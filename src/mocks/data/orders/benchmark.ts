/**
 * Results with 1,000, 5,000 and 50,000 budget lines, for the browser tests and the performance benchmark,
 * each made on the first request for it.
 */
import { larkspurResponse } from './larkspur';
import {
  budgetLine,
  budgetTotal,
  renovationStrategies,
  type Allocation,
  type WireBudgetLine,
} from './wire-format';

const benchCategories: { name: string; items: string[]; split: (keyof Allocation)[] }[] = [
  { name: 'Exterior', items: ['Siding repair', 'Exterior paint', 'Porch work'], split: ['dm', 'hr'] },
  { name: 'Roofing', items: ['Shingle replacement', 'Flashing', 'Decking'], split: ['hr'] },
  { name: 'Kitchen', items: ['Cabinets', 'Countertops', 'Appliances'], split: ['up'] },
  { name: 'Bathrooms', items: ['Vanity', 'Tile', 'Fixtures'], split: ['up', 'dm'] },
  { name: 'Interior', items: ['Drywall', 'Interior paint', 'Trim'], split: ['dm'] },
  { name: 'Flooring', items: ['Vinyl plank', 'Carpet', 'Tile floor'], split: ['up'] },
  { name: 'Electrical', items: ['Circuits', 'Fixtures', 'Panel work'], split: ['hr', 'dm'] },
  { name: 'Plumbing', items: ['Supply lines', 'Drain lines', 'Fixtures'], split: ['hr'] },
  { name: 'HVAC', items: ['Ductwork', 'Furnace service', 'Condenser'], split: ['hr', 'dm'] },
  { name: 'Windows and Doors', items: ['Window', 'Entry door', 'Interior door'], split: ['up', 'dm'] },
  { name: 'Layout', items: ['Wall removal', 'Closet addition', 'Opening'], split: ['rc'] },
  { name: 'Soft Costs', items: ['Permit', 'Design fee', 'Dumpster'], split: ['soft'] },
];

/** `count` deterministic line items over 12 categories, for the performance benchmark. */
function benchmarkLines(count: number): WireBudgetLine[] {
  return Array.from({ length: count }, (_, i) => {
    const category = benchCategories[i % benchCategories.length]!;
    const base = category.items[Math.floor(i / benchCategories.length) % category.items.length]!;
    const amount = 50 * (1 + ((i * 37 + 11) % 97));
    const allocation: Allocation = {};
    const [firstKey, secondKey] = category.split;
    if (secondKey && i % 3 === 0) {
      allocation[firstKey!] = amount;
      allocation[secondKey] = 50 * (1 + (i % 9));
    } else {
      allocation[firstKey!] = amount;
    }
    const description = i % 5 === 0 ? null : `Scope line ${i + 1}: ${base.toLowerCase()} per plan`;
    return budgetLine(`${base} ${String(i + 1).padStart(4, '0')}`, category.name, description, allocation);
  });
}

function benchmarkResponse(
  orderToken: string,
  budget: WireBudgetLine[],
  address = '1000 Benchmark Boulevard',
) {
  const rehab = budgetTotal(budget);
  return {
    ...larkspurResponse,
    order_token: orderToken,
    property_address: {
      ...larkspurResponse.property_address,
      address,
      asset_ref_id: null,
    },
    results: {
      ...larkspurResponse.results,
      renovation_strategies: renovationStrategies({
        sqft: 1640,
        asIs: 212_000,
        arv: [248_000, 289_500, 3_150_000, 3_150_000],
        rehab: [18_400, 46_750, rehab, rehab],
        rehabDays: [21, 45, 180, 180],
        timeToSell: [38, 38, 60, 60],
        cushion: 14,
      }),
      budget_line_items: budget,
    },
  };
}

/**
 * `make`'s value, made on the first call and kept: demo mode loads this module on every page load, and
 * few of them ask for a benchmark order (making the lines is their cost).
 */
function madeOnce<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => (made ??= { value: make() }).value;
}

/** 1,000 lines: the budget table's windowing, in the browser tests. */
export const benchmarkResponse1k = madeOnce(() => benchmarkResponse('ord_BENCH1K', benchmarkLines(1000)));
/** 5,000 lines: the benchmark's "shown in < 1 s, sorted in < 50 ms" (issue 13). */
export const benchmarkResponse5k = madeOnce(() => benchmarkResponse('ord_BENCH5K', benchmarkLines(5000)));

const lines50k = madeOnce(() => benchmarkLines(50_000));
/**
 * 50,000 lines: the benchmark's "totals in < 1.5 s, sorted in < 150 ms, filtered in < 100 ms" (issue 23).
 * Variants 2 to 4 are three more such orders (`ord_BENCH50K2`…, at 2000, 3000 and 4000 Benchmark
 * Boulevard), for the benchmark's comparison of four; they share the mock's one array of lines.
 */
const responses50k = [1, 2, 3, 4].map((variant) =>
  madeOnce(() =>
    variant === 1
      ? benchmarkResponse('ord_BENCH50K', lines50k())
      : benchmarkResponse(`ord_BENCH50K${variant}`, lines50k(), `${variant}000 Benchmark Boulevard`),
  ),
);
/** The 50,000-line order of that variant (1 to 4). */
export function benchmarkResponse50k(variant = 1) {
  const response = responses50k[variant - 1];
  if (!response) throw new Error(`No 50,000-line benchmark order ${variant}: variants are 1 to 4.`);
  return response();
}
