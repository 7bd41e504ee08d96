/**
 * The rows of the comparison, in one small table: the label the user reads (the result page's plain
 * words, from its one label table), where the figure comes from, and which way is better.
 *
 * "Better" follows the issue: higher for values and returns, lower for costs and times. Current
 * condition and confidence are the service's words with no order the interface gives: never marked.
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
  | { from: 'confidence' };

export interface CompareRowSpec {
  key: string;
  label: string;
  better: Better;
  source: CompareSource;
}

const strategy = (serviceTitle: string): CompareSource => ({ from: 'strategy', serviceTitle });

export const COMPARE_ROWS: readonly CompareRowSpec[] = [
  { key: 'asIs', label: PLAIN_LABELS.asIsValue.label, better: 'higher', source: { from: 'as-is' } },
  { key: 'arv', label: PLAIN_LABELS.arv.label, better: 'higher', source: strategy('ARV') },
  { key: 'rehab', label: PLAIN_LABELS.rehab.label, better: 'lower', source: strategy('Rehab') },
  { key: 'basis', label: PLAIN_LABELS.basis.label, better: 'lower', source: strategy('Basis') },
  { key: 'netLift', label: PLAIN_LABELS.netLift.label, better: 'higher', source: strategy('Net Lift') },
  {
    key: 'grossReturn',
    label: PLAIN_LABELS.grossReturn.label,
    better: 'higher',
    source: strategy('Gross Return'),
  },
  {
    key: 'annualizedReturn',
    label: PLAIN_LABELS.annualizedReturn.label,
    better: 'higher',
    source: strategy('Annualized Return'),
  },
  { key: 'rehabTime', label: PLAIN_LABELS.rehabTime.label, better: 'lower', source: strategy('Rehab Time') },
  // copy-check: service words
  { key: 'timeToSell', label: PLAIN_LABELS.estimTts.label, better: 'lower', source: strategy('Estim TTS') },
  { key: 'totalTime', label: PLAIN_LABELS.totalTime.label, better: 'lower', source: strategy('Total Time') },
  { key: 'perSqft', label: PLAIN_LABELS.perSqft.label, better: 'lower', source: strategy('$/sqft') },
  { key: 'condition', label: 'Current condition', better: null, source: { from: 'condition' } },
  { key: 'confidence', label: PLAIN_LABELS.rvConfidence.label, better: null, source: { from: 'confidence' } },
];
