/**
 * The plain words of the order result (issue 20): one table from the service's own labels (strategy
 * rows, strategy columns, scores) to the portal's, for this page and any page that shows the same
 * figures (the comparison of orders will). The service's label stays visible beside the plain one, in
 * small type, for the people who know it. `undefinedByService` marks a figure the interface gives no
 * meaning to: the page says so instead of guessing one.
 */
import type { StrategyColumn } from '../../../api/schemas/order-response';

export interface PlainLabel {
  /** The service's own label, as it sends or names it. */
  service: string;
  /** The portal's plain label. */
  label: string;
  /** The interface defines nothing for it: the page says "The service does not define it." */
  undefinedByService?: boolean;
}

/** What the page says of a figure the interface leaves undefined. */
export const NOT_DEFINED_BY_SERVICE = 'The service does not define it.';

/** Every label of the order result the service writes in its shorthand, plain. */
export const PLAIN_LABELS = {
  // Renovation strategy rows (interface 2.11, row titles seen, in order).
  arv: { service: 'ARV', label: 'After-repair value' }, // copy-check: service words
  asIsValue: { service: 'As Is Value', label: 'As-is value' },
  rehab: { service: 'Rehab', label: 'Renovation cost' },
  perSqft: { service: '$/sqft', label: 'Dollars per square foot' },
  basis: { service: 'Basis', label: 'Cost basis' },
  netLift: { service: 'Net Lift', label: 'Net gain' },
  grossReturn: { service: 'Gross Return', label: 'Gross return' },
  rehabTime: { service: 'Rehab Time', label: 'Renovation time' },
  estimTts: { service: 'Estim TTS', label: 'Estimated time to sell' }, // copy-check: service words
  cushion: { service: 'Cushion', label: 'Cushion', undefinedByService: true },
  totalTime: { service: 'Total Time', label: 'Total time' },
  annualizedReturn: { service: 'Annualized Return', label: 'Annualized return' },
  // Strategy columns: Best is the service's recommended strategy (vendor notes).
  min: { service: 'Min', label: 'Minimum' },
  partial: { service: 'Partial', label: 'Partial' },
  full: { service: 'Full', label: 'Full' },
  best: { service: 'Best', label: 'Recommended' },
  // Confidence scores (interface 2.11, confidence_score).
  fsdScore: { service: 'FSD', label: 'FSD score', undefinedByService: true }, // copy-check: service words
  fsdConfidenceScore: {
    service: 'FSD confidence score', // copy-check: service words
    label: 'Confidence score',
    undefinedByService: true,
  },
  rvConfidence: { service: 'RV confidence', label: 'Value confidence', undefinedByService: true },
  dataQuality: { service: 'Data quality', label: 'Data quality', undefinedByService: true },
  applicationScore: {
    service: 'Application score',
    label: 'Application score',
    undefinedByService: true,
  },
  // Condition ratings: decimal text on a scale the interface does not give.
  conditionScale: { service: 'Condition rating', label: 'Condition rating', undefinedByService: true },
} as const satisfies Record<string, PlainLabel>;

export type PlainLabelKey = keyof typeof PLAIN_LABELS;

/** The strategy rows' keys, in the service's order. */
export const STRATEGY_ROW_KEYS = [
  'arv',
  'asIsValue',
  'rehab',
  'perSqft',
  'basis',
  'netLift',
  'grossReturn',
  'rehabTime',
  'estimTts',
  'cushion',
  'totalTime',
  'annualizedReturn',
] as const satisfies readonly PlainLabelKey[];
export type StrategyRowKey = (typeof STRATEGY_ROW_KEYS)[number];

/** The four strategies under their plain names (Best is "Recommended"). */
export const STRATEGY_LABELS: Record<StrategyColumn, PlainLabel> = {
  min: PLAIN_LABELS.min,
  partial: PLAIN_LABELS.partial,
  full: PLAIN_LABELS.full,
  best: PLAIN_LABELS.best,
};

/** A title compared without case, spaces or punctuation ("Estim TTS", "estim. tts"). */
export const normalizeTitle = (title: string) => title.toLowerCase().replace(/[^a-z$]/g, '');

const BY_TITLE = new Map<string, StrategyRowKey>(
  STRATEGY_ROW_KEYS.map((key) => [normalizeTitle(PLAIN_LABELS[key].service), key]),
);

/** The key of a strategy row by its title as sent; undefined for a row the portal does not know. */
export function strategyRowKey(title: string): StrategyRowKey | undefined {
  return BY_TITLE.get(normalizeTitle(title));
}

/** The plain label of a strategy row; a row the portal does not know keeps the service's title. */
export function strategyRowLabel(title: string): PlainLabel {
  const key = strategyRowKey(title);
  return key ? PLAIN_LABELS[key] : { service: title, label: title };
}
