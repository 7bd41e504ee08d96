/**
 * The rows of the comparison, in one small table: the label the user reads, where the figure comes
 * from, and which way is better. The labels are the result page's plain words; when the strategy rows
 * get one shared label table, `serviceTitle` is the key to look them up by.
 *
 * "Better" follows the issue: higher for values and returns, lower for costs and times. Current
 * condition and confidence are the service's words with no order the interface gives: never marked.
 */

/** Which way a row's better figure lies; null: the row is not marked. */
export type Better = 'higher' | 'lower' | null;

export type CompareSource =
  /** The valuation summary's as-is value (the same for every strategy). */
  | { from: 'as-is' }
  /** A row of the renovation strategy table, looked up by the service's title. */
  | { from: 'strategy'; serviceTitle: string }
  | { from: 'condition' }
  | { from: 'confidence' };

export interface CompareRowSpec {
  key: string;
  label: string;
  better: Better;
  source: CompareSource;
}

const strategy = (serviceTitle: string): CompareSource => ({ from: 'strategy', serviceTitle });

export const COMPARE_ROWS: readonly CompareRowSpec[] = [
  { key: 'asIs', label: 'As-is value', better: 'higher', source: { from: 'as-is' } },
  { key: 'arv', label: 'After-repair value', better: 'higher', source: strategy('ARV') },
  { key: 'rehab', label: 'Renovation cost', better: 'lower', source: strategy('Rehab') },
  { key: 'basis', label: 'Basis', better: 'lower', source: strategy('Basis') },
  { key: 'netLift', label: 'Net lift', better: 'higher', source: strategy('Net Lift') },
  { key: 'grossReturn', label: 'Gross return', better: 'higher', source: strategy('Gross Return') },
  {
    key: 'annualizedReturn',
    label: 'Annualized return',
    better: 'higher',
    source: strategy('Annualized Return'),
  },
  { key: 'rehabTime', label: 'Renovation time', better: 'lower', source: strategy('Rehab Time') },
  // copy-check: service words
  { key: 'timeToSell', label: 'Time to sell', better: 'lower', source: strategy('Estim TTS') },
  { key: 'totalTime', label: 'Total time', better: 'lower', source: strategy('Total Time') },
  { key: 'perSqft', label: 'Price per square foot', better: 'lower', source: strategy('$/sqft') },
  { key: 'condition', label: 'Current condition', better: null, source: { from: 'condition' } },
  { key: 'confidence', label: 'Confidence', better: null, source: { from: 'confidence' } },
];
