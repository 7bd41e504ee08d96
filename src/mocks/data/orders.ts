/**
 * Order results served by retrieve-response (interface 2.11), in the service's wire format.
 * The complete renovation analysis is internally consistent: basis = as-is + rehab, net lift = ARV - basis,
 * the budget's line items add up to the Full (= Best) rehab figure.
 */
import { DEMO_ORDER_TOKENS } from '../../api/demo-order-tokens';
import { currencyText } from './money';

export interface WireBudgetLine {
  line_itme: string;
  category: string;
  description: string | null;
  total_cost: string;
  cost_allocation: {
    heavy_repair: string;
    deferred_maintenance: string;
    upgrades: string;
    reconfiguration: string;
    soft_cost: string;
  };
}

type Allocation = Partial<Record<'hr' | 'dm' | 'up' | 'rc' | 'soft', number>>;

export function budgetLine(
  item: string,
  category: string,
  description: string | null,
  a: Allocation,
): WireBudgetLine {
  const total = (a.hr ?? 0) + (a.dm ?? 0) + (a.up ?? 0) + (a.rc ?? 0) + (a.soft ?? 0);
  return {
    line_itme: item,
    category,
    description,
    total_cost: currencyText(total),
    cost_allocation: {
      heavy_repair: currencyText(a.hr ?? 0),
      deferred_maintenance: currencyText(a.dm ?? 0),
      upgrades: currencyText(a.up ?? 0),
      reconfiguration: currencyText(a.rc ?? 0),
      soft_cost: currencyText(a.soft ?? 0),
    },
  };
}

export const larkspurBudget: WireBudgetLine[] = [
  budgetLine('Roof replacement', 'Exterior', 'Tear off and replace with architectural shingles, 24 squares', {
    hr: 9800,
  }),
  budgetLine('Gutters and downspouts', 'Exterior', 'Seamless aluminium, 140 linear feet', { dm: 1350 }),
  budgetLine('Exterior paint', 'Exterior', 'Scrape, prime and paint siding and trim', { dm: 4200 }),
  budgetLine('Front porch repair', 'Exterior', 'Replace rotted joists and decking', { hr: 1900, dm: 400 }),
  budgetLine('Landscaping and clean-up', 'Exterior', 'Remove overgrowth, mulch beds, sod front yard', {
    dm: 1250,
    up: 600,
  }),
  budgetLine('Kitchen cabinets', 'Kitchen', 'Shaker-style cabinets, soft-close', { up: 5900 }),
  budgetLine('Countertops', 'Kitchen', 'Quartz, 42 square feet with undermount sink', { up: 3850 }),
  budgetLine('Appliance package', 'Kitchen', 'Stainless range, refrigerator, dishwasher, microwave', {
    up: 3200,
  }),
  budgetLine('Kitchen plumbing fixtures', 'Kitchen', null, { dm: 650, up: 450 }),
  budgetLine('Open wall to dining room', 'Kitchen', 'Remove non-bearing wall, patch floor and ceiling', {
    rc: 4800,
  }),
  budgetLine('Primary bath remodel', 'Bathrooms', 'New tub surround, vanity, tile floor', {
    up: 5300,
    rc: 1200,
  }),
  budgetLine('Hall bath refresh', 'Bathrooms', 'Regrout, new vanity top and fixtures', {
    dm: 1100,
    up: 2300,
  }),
  budgetLine('Flooring', 'Interior', 'Luxury vinyl plank, 1,200 square feet', { up: 5400 }),
  budgetLine('Interior paint', 'Interior', 'Walls and ceilings throughout', { dm: 3600 }),
  budgetLine('Drywall repair', 'Interior', 'Water-damaged ceiling in hall, patching', { hr: 1150, dm: 300 }),
  budgetLine('Doors and trim', 'Interior', 'Six interior doors, base trim', { up: 1750 }),
  budgetLine('Lighting fixtures', 'Interior', 'LED fixtures throughout', { up: 1050 }),
  budgetLine('Smoke and CO detectors', 'Interior', 'Hard-wired, interconnected', { dm: 250 }),
  budgetLine('HVAC replacement', 'Systems', '80% furnace and 2.5-ton condenser', { hr: 5800 }),
  budgetLine('Electrical panel upgrade', 'Systems', '200 amp service and panel', { hr: 2600 }),
  budgetLine('Water heater', 'Systems', '50 gallon gas', { dm: 1400 }),
  budgetLine('Supply line replacement', 'Systems', 'Replace galvanized supply lines with PEX', { hr: 3900 }),
  budgetLine('Permits', 'Soft Costs', 'Building, electrical and mechanical permits', { soft: 1450 }),
  budgetLine('Architectural drawings', 'Soft Costs', null, { soft: 900 }),
  budgetLine('Dumpsters and haul-off', 'Soft Costs', 'Two 20-yard dumpsters', { soft: 1100 }),
];

export const larkspurStrategies = [
  { title: 'ARV', min: '$248,000', partial: '$289,500', full: '$331,000', best: '$331,000' },
  { title: 'As Is Value', min: '$212,000', partial: '$212,000', full: '$212,000', best: '$212,000' },
  { title: 'Rehab', min: '$18,400', partial: '$46,750', full: '$78,900', best: '$78,900' },
  { title: '$/sqft', min: '$11.22', partial: '$28.51', full: '$48.11', best: '$48.11' },
  { title: 'Basis', min: '$230,400', partial: '$258,750', full: '$290,900', best: '$290,900' },
  { title: 'Net Lift', min: '$17,600', partial: '$30,750', full: '$40,100', best: '$40,100' },
  { title: 'Gross Return', min: '7.64%', partial: '11.88%', full: '13.78%', best: '13.78%' },
  { title: '', min: '', partial: '', full: '', best: '' },
  { title: 'Rehab Time', min: 21, partial: 45, full: 75, best: 75 },
  { title: 'Estim TTS', min: 38, partial: 38, full: 34, best: 34 },
  { title: 'Cushion', min: 14, partial: 14, full: 14, best: 14 },
  { title: 'Total Time', min: 73, partial: 97, full: 123, best: 123 },
  { title: 'Annualized Return', min: '38.20%', partial: '44.70%', full: '40.89%', best: '40.89%' },
];

export const larkspurResponse = {
  order_token: 'ord_5T7R1Q',
  property_address: {
    unit_number: null,
    address: '4817 Larkspur Lane',
    address_line_2: null,
    city: 'Columbus',
    state: 'OH',
    postal_code: '43214',
    asset_ref_id: 'KLG-2026-0418',
  },
  property_specs: {
    above_grade_sqft: 1640,
    below_grade_sqft: 820,
    beds: 3,
    baths: 2,
    year_built: '1958',
    lot_size: 7405,
    stories: '1.5',
    garage: 1,
    key_flags: { golf_course: '0', pool: '0', water_front: null },
  },
  market_information: {
    zip_code_category: 'Suburban',
    demand_score: 72,
    demand_score_level: 'High',
    inventory: '2.1 months',
    medianTTS: '38 days',
    remodeled: '27.40%',
  },
  confidence_score: {
    fsd_score: '0.084',
    fsd_confidence_score: 91,
    rv_confidence: 'High',
    data_quality: 'Good',
    application_score: 'A-',
  },
  subject_condition_rating: {
    overall_condition: '3.5',
    kitchen: '3',
    baths: 'N/A',
    interior: '4',
    exterior: '3.5',
  },
  results: {
    commentary: {
      market:
        'Clintonville-adjacent suburban market with steady demand: 2.1 months of inventory and a median of 38 days to sell. About a quarter of recent sales were remodelled.',
      subject_property:
        'One-and-a-half-storey brick and frame home on a 7,405 square foot lot. Original kitchen and baths, roof near the end of its life, furnace past its service life.',
      budget:
        'The Full scope replaces the roof and mechanicals, opens the kitchen to the dining room and updates finishes throughout. Soft costs include permits and drawings.',
      valuation:
        'As-is value supported by four closed sales within 0.6 miles in the last six months, adjusted for condition. ARV supported by three remodelled sales on comparable lots.',
      recommendations: '',
    },
    valuation_summary: {
      current_condition: 'Average',
      estimated_as_is_value: '$212,000',
    },
    renovation_strategies: larkspurStrategies,
    budget_line_items: larkspurBudget,
  },
};

/** The inputs of a renovation analysis; the strategy rows are derived the way the service derives them. */
interface StrategyInputs {
  sqft: number;
  asIs: number;
  /** Min, Partial, Full, Best. */
  arv: [number, number, number, number];
  rehab: [number, number, number, number];
  rehabDays: [number, number, number, number];
  timeToSell: [number, number, number, number];
  cushion: number;
}

const dollarsAndCents = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Basis = as-is + rehab, net lift = ARV - basis, gross return = lift / basis, annualized over the total time. */
export function renovationStrategies(s: StrategyInputs) {
  const cell = (f: (i: 0 | 1 | 2 | 3) => string | number) => ({
    min: f(0),
    partial: f(1),
    full: f(2),
    best: f(3),
  });
  const basis = (i: 0 | 1 | 2 | 3) => s.asIs + s.rehab[i];
  const gross = (i: 0 | 1 | 2 | 3) => Math.round(((s.arv[i] - basis(i)) / basis(i)) * 10_000) / 100;
  const total = (i: 0 | 1 | 2 | 3) => s.rehabDays[i] + s.timeToSell[i] + s.cushion;
  return [
    { title: 'ARV', ...cell((i) => currencyText(s.arv[i])) },
    { title: 'As Is Value', ...cell(() => currencyText(s.asIs)) },
    { title: 'Rehab', ...cell((i) => currencyText(s.rehab[i])) },
    { title: '$/sqft', ...cell((i) => dollarsAndCents(s.rehab[i] / s.sqft)) },
    { title: 'Basis', ...cell((i) => currencyText(basis(i))) },
    { title: 'Net Lift', ...cell((i) => currencyText(s.arv[i] - basis(i))) },
    { title: 'Gross Return', ...cell((i) => `${gross(i).toFixed(2)}%`) },
    { title: '', min: '', partial: '', full: '', best: '' },
    { title: 'Rehab Time', ...cell((i) => s.rehabDays[i]) },
    { title: 'Estim TTS', ...cell((i) => s.timeToSell[i]) },
    { title: 'Cushion', ...cell(() => s.cushion) },
    { title: 'Total Time', ...cell((i) => total(i)) },
    { title: 'Annualized Return', ...cell((i) => `${((gross(i) * 365) / total(i)).toFixed(2)}%`) },
  ];
}

function budgetTotal(lines: WireBudgetLine[]): number {
  return lines.reduce((sum, line) => sum + Number(line.total_cost.replace(/[$,]/g, '')), 0);
}

// A two-unit property: one order, one result per unit.
const cedarUnit1Budget: WireBudgetLine[] = [
  budgetLine('Cabinets and counters', 'Kitchen', 'Stock cabinets, laminate counters', { up: 7800 }),
  budgetLine('Appliances', 'Kitchen', 'Range, refrigerator, dishwasher', { up: 2600 }),
  budgetLine('Bath remodel', 'Bathrooms', 'Tub surround, vanity, toilet', { dm: 900, up: 4200 }),
  budgetLine('Flooring', 'Interior', 'Luxury vinyl plank, 980 square feet', { up: 3900 }),
  budgetLine('Paint', 'Interior', 'Walls, ceilings and trim', { dm: 2300 }),
  budgetLine('Furnace', 'Systems', 'High-efficiency gas furnace', { hr: 4600 }),
  budgetLine('Electrical repairs', 'Systems', 'Replace ungrounded circuits', { hr: 1900 }),
  budgetLine('Permits', 'Soft Costs', null, { soft: 800 }),
  budgetLine('Clean-out', 'Soft Costs', 'Debris removal and final clean', { soft: 2200 }),
];

const cedarUnit2Budget: WireBudgetLine[] = [
  budgetLine('Cabinets and counters', 'Kitchen', 'Stock cabinets, laminate counters', { up: 7200 }),
  budgetLine('Appliances', 'Kitchen', 'Range, refrigerator, dishwasher', { up: 2450 }),
  budgetLine('Bath refresh', 'Bathrooms', 'Regrout, new vanity and fixtures', { dm: 1100, up: 2400 }),
  budgetLine('Flooring', 'Interior', 'Luxury vinyl plank, 1,040 square feet', { up: 4100 }),
  budgetLine('Paint', 'Interior', 'Walls, ceilings and trim', { dm: 2400 }),
  budgetLine('Rear stairs', 'Exterior', 'Rebuild rear egress stairs', { hr: 3200 }),
  budgetLine('Water heater', 'Systems', '40 gallon gas', { dm: 1450 }),
  budgetLine('Permits', 'Soft Costs', null, { soft: 750 }),
  budgetLine('Clean-out', 'Soft Costs', 'Debris removal and final clean', { soft: 2600 }),
];

function cedarResponse(unit: '1' | '2') {
  const first = unit === '1';
  const budget = first ? cedarUnit1Budget : cedarUnit2Budget;
  const rehab = budgetTotal(budget);
  return {
    order_token: 'ord_7J3L5X',
    property_address: {
      unit_number: unit,
      address: '2210 Cedar Street',
      address_line_2: null,
      city: 'Indianapolis',
      state: 'IN',
      postal_code: '46203',
      asset_ref_id: first ? 'KLG-2026-0522-A' : 'KLG-2026-0522-B',
    },
    property_specs: {
      above_grade_sqft: first ? 980 : 1040,
      below_grade_sqft: 0,
      beds: 2,
      baths: 1,
      year_built: '1925',
      lot_size: 4356,
      stories: '1',
      garage: 0,
      key_flags: { golf_course: '0', pool: '0', water_front: '0' },
    },
    market_information: {
      zip_code_category: 'Urban',
      demand_score: 64,
      demand_score_level: 'Moderate',
      inventory: '3.4 months',
      medianTTS: '45 days',
      remodeled: '18.90%',
    },
    confidence_score: {
      fsd_score: first ? '0.112' : '0.118',
      fsd_confidence_score: first ? 84 : 82,
      rv_confidence: 'Medium',
      data_quality: 'Fair',
      application_score: 'B',
    },
    subject_condition_rating: {
      overall_condition: first ? '3' : '3.5',
      kitchen: '2.5',
      baths: first ? '3' : 'N/A',
      interior: '3',
      exterior: first ? '3.5' : '3',
    },
    results: {
      commentary: {
        market: 'Fountain Square rental market: steady demand for updated two-bedroom units.',
        subject_property: first
          ? 'Lower unit of a 1925 up-and-down duplex; dated kitchen and bath, furnace near the end of its life.'
          : 'Upper unit of a 1925 up-and-down duplex; rear egress stairs need rebuilding.',
        budget: '',
        valuation: first
          ? 'As-is value supported by three duplex unit sales within 0.5 miles.'
          : 'As-is value supported by three duplex unit sales within 0.5 miles, adjusted for the upper-floor location.',
        recommendations: 'Renovate both units together to share permits and clean-out.',
      },
      valuation_summary: {
        current_condition: first ? 'Fair' : 'Average',
        estimated_as_is_value: first ? '$148,000' : '$139,500',
      },
      renovation_strategies: renovationStrategies(
        first
          ? {
              sqft: 980,
              asIs: 148_000,
              arv: [171_000, 184_500, 196_000, 196_000],
              rehab: [9_800, 19_400, rehab, rehab],
              rehabDays: [14, 30, 50, 50],
              timeToSell: [45, 45, 41, 41],
              cushion: 14,
            }
          : {
              sqft: 1040,
              asIs: 139_500,
              arv: [160_000, 172_500, 188_000, 188_000],
              rehab: [8_600, 16_900, rehab, rehab],
              rehabDays: [14, 28, 46, 46],
              timeToSell: [45, 45, 41, 41],
              cushion: 14,
            },
      ),
      budget_line_items: budget,
    },
  };
}

// A result missing its optional parts: no property specs (key absent), no market information (null),
// no renovation strategies, an empty budget; the address has a unit and a second line.
export const riversideResponse = {
  order_token: 'ord_4M8Q2Z',
  property_address: {
    unit_number: '4B',
    address: '350 Riverside Drive',
    address_line_2: 'Building 2',
    city: 'Cincinnati',
    state: 'OH',
    postal_code: '45202',
    asset_ref_id: null,
  },
  market_information: null,
  confidence_score: {
    fsd_score: '0.097',
    fsd_confidence_score: 88,
    rv_confidence: 'High',
    data_quality: 'Good',
    application_score: 'A',
  },
  subject_condition_rating: {
    overall_condition: '4',
    kitchen: '4',
    baths: '4',
    interior: 'N/A',
    exterior: 'N/A',
  },
  results: {
    commentary: {
      market: '',
      subject_property: 'Fourth-floor condominium with river views; interior not inspected.',
      budget: '',
      valuation: 'As-is value supported by five sales in the same building within twelve months.',
      recommendations: '',
    },
    valuation_summary: {
      current_condition: 'Good',
      estimated_as_is_value: '$186,500',
    },
    budget_line_items: [],
  },
};

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

export interface MockOrder {
  intakeToken: string;
  orderToken: string;
  /** null: the report is not completed yet. */
  responses: unknown[] | null;
}

export const seedOrders: MockOrder[] = [
  { ...DEMO_ORDER_TOKENS.larkspur, responses: [larkspurResponse] },
  { ...DEMO_ORDER_TOKENS.notReady, responses: null },
  {
    ...DEMO_ORDER_TOKENS.cedarDuplex,
    responses: [cedarResponse('1'), cedarResponse('2')],
  },
  { ...DEMO_ORDER_TOKENS.riverside, responses: [riversideResponse] },
  { ...DEMO_ORDER_TOKENS.benchmark, responses: [benchmarkResponse] },
];
