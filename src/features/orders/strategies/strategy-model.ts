/**
 * The renovation strategy table as the service sends it: rows looked up by title, split at the
 * service's empty separator rows, values shown as sent. Only the time rows are day counts: a plain
 * number in any other row is shown without an invented unit.
 */
import { STRATEGY_COLUMNS, type StrategyColumn, type StrategyRow } from '../../../api/schemas/order-response';
import type { MixedValue } from '../../../lib/parse';
import { normalizeTitle, strategyRowKey, type StrategyRowKey } from './strategy-labels';

/** The service's recommended strategy first, then the others in the service's order. */
export const STRATEGIES_BEST_FIRST: readonly StrategyColumn[] = [
  'best',
  ...STRATEGY_COLUMNS.filter((c) => c !== 'best'),
];

/** The rows whose values are day counts (interface 2.11: Rehab Time, Estim TTS, Cushion, Total Time). */
const TIME_ROWS = new Set<StrategyRowKey>(['rehabTime', 'estimTts', 'cushion', 'totalTime']);

export function isTimeRow(title: string): boolean {
  const key = strategyRowKey(title);
  return key !== undefined && TIME_ROWS.has(key);
}

/** The row of the strategy table with this title (case, spaces and punctuation ignored). */
export function findStrategyRow(rows: readonly StrategyRow[], title: string): StrategyRow | undefined {
  const wanted = normalizeTitle(title);
  return rows.find((row) => !row.isSeparator && normalizeTitle(row.title) === wanted);
}

/** The rows split at the service's separator rows. */
export function rowGroups(rows: readonly StrategyRow[]): StrategyRow[][] {
  const groups: StrategyRow[][] = [[]];
  for (const row of rows) {
    if (row.isSeparator) groups.push([]);
    else groups[groups.length - 1]!.push(row);
  }
  return groups.filter((g) => g.length > 0);
}

/** A value as sent; a plain number in a time row gets its day unit, in any other row nothing. */
export function strategyCellText(rowTitle: string, value: MixedValue): string {
  if (value.kind === 'empty') return '';
  if (value.kind === 'number' && isTimeRow(rowTitle)) {
    return `${value.text} ${value.value === 1 ? 'day' : 'days'}`;
  }
  return value.text;
}
