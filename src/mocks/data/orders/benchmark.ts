/**
 * A result with 1,000 budget lines, for the performance benchmark.
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

/** 1,000 deterministic line items over 12 categories, for the performance benchmark. */
export const benchmarkBudget: WireBudgetLine[] = Array.from({ length: 1000 }, (_, i) => {
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

const benchmarkRehab = budgetTotal(benchmarkBudget);

export const benchmarkResponse = {
  ...larkspurResponse,
  order_token: 'ord_BENCH1K',
  property_address: {
    ...larkspurResponse.property_address,
    address: '1000 Benchmark Boulevard',
    asset_ref_id: null,
  },
  results: {
    ...larkspurResponse.results,
    renovation_strategies: renovationStrategies({
      sqft: 1640,
      asIs: 212_000,
      arv: [248_000, 289_500, 3_150_000, 3_150_000],
      rehab: [18_400, 46_750, benchmarkRehab, benchmarkRehab],
      rehabDays: [21, 45, 180, 180],
      timeToSell: [38, 38, 60, 60],
      cushion: 14,
    }),
    budget_line_items: benchmarkBudget,
  },
};
