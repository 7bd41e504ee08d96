/**
 * The demo portfolio (DEMO_PORTFOLIO in src/api/demo-order-tokens.ts): 1,000 renovation results of one
 * intake, generated from their number alone (the same figures on every run and machine), each made on
 * its first request. A few are still being prepared and a few have two units, as a real fund's list.
 */
import {
  DEMO_PORTFOLIO,
  demoPortfolioOrderToken,
  demoPortfolioUnits,
  isDemoPortfolioNotReady,
} from '../../../api/demo-order-tokens';
import type { MockOrder } from './seed-orders';
import { budgetLine, budgetTotal, renovationStrategies } from './wire-format';

const STREETS = ['Maple', 'Oak', 'Birch', 'Walnut', 'Elm', 'Chestnut', 'Sycamore', 'Hickory', 'Poplar'];
const KINDS = ['Street', 'Avenue', 'Lane', 'Drive', 'Court'];
const PLACES = [
  ['Columbus', 'OH', '43206'],
  ['Dayton', 'OH', '45405'],
  ['Indianapolis', 'IN', '46201'],
  ['Louisville', 'KY', '40212'],
  ['Cleveland', 'OH', '44102'],
  ['Fort Wayne', 'IN', '46806'],
] as const;
const CONDITIONS = ['Poor', 'Fair', 'Average', 'Good'];
const CONFIDENCE = ['Low', 'Medium', 'High'];

/** A number in [0, 1) from `n` and `salt`: the same every time. */
function unit(n: number, salt: number): number {
  const x = Math.sin(n * 12.9898 + salt * 78.233) * 43_758.5453;
  return x - Math.floor(x);
}
const pick = <T>(list: readonly T[], n: number, salt: number): T =>
  list[Math.floor(unit(n, salt) * list.length)]!;
const round = (value: number, step: number) => Math.round(value / step) * step;

export function portfolioResponse(n: number, unitNumber: string | null) {
  const u = unitNumber === '2' ? 1 : 0;
  const [city, state, zip] = pick(PLACES, n, 1);
  const sqft = round(900 + unit(n, 2) * 1600, 10);
  const asIs = round(90_000 + unit(n, 3 + u) * 260_000, 500);
  const budget = [
    budgetLine('Kitchen', 'Kitchen', 'Cabinets, counters, appliances', {
      up: round(6_000 + unit(n, 4) * 14_000, 50),
    }),
    budgetLine('Baths', 'Bathrooms', null, { dm: round(1_500 + unit(n, 5) * 6_000, 50) }),
    budgetLine('Roof', 'Exterior', null, { hr: round(unit(n, 6) * 12_000, 50) }),
    budgetLine('Permits', 'Soft Costs', null, { soft: 900 }),
  ];
  const rehab = budgetTotal(budget);
  const lift = 1.12 + unit(n, 7) * 0.25;
  const arvBest = round((asIs + rehab) * lift, 500);
  return {
    order_token: demoPortfolioOrderToken(n),
    property_address: {
      unit_number: unitNumber,
      address: `${100 + ((n * 37) % 9_800)} ${pick(STREETS, n, 8)} ${pick(KINDS, n, 9)}`,
      address_line_2: null,
      city,
      state,
      postal_code: zip,
      asset_ref_id: `FUND-${String(n).padStart(4, '0')}`,
    },
    confidence_score: {
      fsd_score: (0.08 + unit(n, 10) * 0.1).toFixed(3),
      fsd_confidence_score: 70 + Math.floor(unit(n, 11) * 25),
      rv_confidence: pick(CONFIDENCE, n, 12),
      data_quality: 'Good',
      application_score: 'B',
    },
    subject_condition_rating: {
      overall_condition: '3',
      kitchen: '3',
      baths: '3',
      interior: '3',
      exterior: '3',
    },
    results: {
      commentary: { market: '', subject_property: '', budget: '', valuation: '', recommendations: '' },
      valuation_summary: {
        current_condition: pick(CONDITIONS, n, 13),
        estimated_as_is_value: `$${asIs.toLocaleString('en-US')}`,
      },
      renovation_strategies: renovationStrategies({
        sqft,
        asIs,
        arv: [round(arvBest * 0.9, 500), round(arvBest * 0.95, 500), arvBest, arvBest],
        rehab: [round(rehab * 0.4, 50), round(rehab * 0.7, 50), rehab, rehab],
        rehabDays: [14, 30, 45 + Math.floor(unit(n, 14) * 30), 45 + Math.floor(unit(n, 14) * 30)],
        timeToSell: [45, 45, 40, 40],
        cushion: 14,
      }),
      budget_line_items: budget,
    },
  };
}

export function portfolioOrders(): MockOrder[] {
  return Array.from({ length: DEMO_PORTFOLIO.size }, (_, i) => {
    const n = i + 1;
    const units = demoPortfolioUnits(n);
    return {
      intakeToken: DEMO_PORTFOLIO.intakeToken,
      orderToken: demoPortfolioOrderToken(n),
      responses: isDemoPortfolioNotReady(n)
        ? null
        : () =>
            units === 1
              ? [portfolioResponse(n, null)]
              : Array.from({ length: units }, (_, u) => portfolioResponse(n, String(u + 1))),
    };
  });
}
