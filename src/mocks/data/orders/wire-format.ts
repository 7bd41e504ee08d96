/**
 * Builders of order results in the service's wire format (interface 2.11): budget lines from their
 * cost allocation, and renovation strategy rows derived the way the service derives them.
 */
import { currencyText } from '../money';

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

export type Allocation = Partial<Record<'hr' | 'dm' | 'up' | 'rc' | 'soft', number>>;

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

export function budgetTotal(lines: WireBudgetLine[]): number {
  return lines.reduce((sum, line) => sum + Number(line.total_cost.replace(/[$,]/g, '')), 0);
}
