/**
 * The rows of the comparison, in one small table: the label the user reads (the result page's plain
 * words, from its one label table), where the figure comes from, which way is better, and its group.
 *
 * "Better" only where it holds for a deal of any size (issue 43): returns and margin higher, times
 * lower. Values, costs, net gain and dollars per square foot measure how big a deal is (a bigger house
 * always "wins" on value, a smaller one on cost): never marked. Current condition and confidence are the
 * service's words with no order the interface gives: never marked either.
 */
import { PLAIN_LABELS } from '../strategies/strategy-labels';

/** Which way a row's better figure lies; null: the row is not marked. */
export type Better = 'higher' | 'lower' | null;

export type CompareSource =
  /** The valuation summary's as-is value (the same for every strategy). */
  | { from: 'as-is' }
  /** A row of the renovation strategy table, looked up by the service's title. */
  | { from: 'strategy'; serviceTitle: string }
  | { from: 'condition' }
  | { from: 'confidence' }
  /** Net gain ÷ after-repair value, worked out here (lender-figures.ts). */
  | { from: 'margin' };

/** The deal's size and state; its returns and times (the rows that are marked). */
export type CompareGroup = 'deal' | 'returns';

export interface CompareRowSpec {
  key: string;
  label: string;
  better: Better;
  source: CompareSource;
  group: CompareGroup;
  /** The arithmetic behind the figure, as the result page shows it under a row's label. */
  formula?: string;
}

const strategy = (serviceTitle: string): CompareSource => ({ from: 'strategy', serviceTitle });

const deal = (key: string, label: string, source: CompareSource): CompareRowSpec => ({
  key,
  label,
  better: null,
  source,
  group: 'deal',
});
const returns = (key: string, label: string, better: Better, source: CompareSource): CompareRowSpec => ({
  key,
  label,
  better,
  source,
  group: 'returns',
});

export const COMPARE_ROWS: readonly CompareRowSpec[] = [
  deal('asIs', PLAIN_LABELS.asIsValue.label, { from: 'as-is' }),
  deal('arv', PLAIN_LABELS.arv.label, strategy('ARV')),
  deal('rehab', PLAIN_LABELS.rehab.label, strategy('Rehab')),
  deal('basis', PLAIN_LABELS.basis.label, strategy('Basis')),
  deal('netLift', PLAIN_LABELS.netLift.label, strategy('Net Lift')),
  deal('perSqft', PLAIN_LABELS.perSqft.label, strategy('$/sqft')),
  deal('condition', 'Current condition', { from: 'condition' }),
  deal('confidence', PLAIN_LABELS.rvConfidence.label, { from: 'confidence' }),
  returns('grossReturn', PLAIN_LABELS.grossReturn.label, 'higher', strategy('Gross Return')),
  returns('annualizedReturn', PLAIN_LABELS.annualizedReturn.label, 'higher', strategy('Annualized Return')),
  {
    ...returns('margin', 'Margin', 'higher', { from: 'margin' }),
    formula: 'Net gain ÷ after-repair value',
  },
  returns('rehabTime', PLAIN_LABELS.rehabTime.label, 'lower', strategy('Rehab Time')),
  // copy-check: service words
  returns('timeToSell', PLAIN_LABELS.estimTts.label, 'lower', strategy('Estim TTS')),
  returns('totalTime', PLAIN_LABELS.totalTime.label, 'lower', strategy('Total Time')),
];
