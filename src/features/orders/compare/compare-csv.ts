/**
 * The comparison as CSV: one row per figure, one column per result (as shown, the service's text), and
 * a last column naming the result(s) marked Best. Written through lib/csv, which makes any text that a
 * spreadsheet would run as a formula inert.
 */
import { toCsv, type CsvCell } from '../../../lib/csv';
import type { CompareRow } from './compare-model';

export function compareCsv(
  headings: readonly string[],
  strategyLabel: string,
  rows: readonly CompareRow[],
): string {
  const out: CsvCell[][] = [
    ['Figure', ...headings, 'Best'],
    ['Strategy', ...headings.map(() => strategyLabel), ''],
  ];
  for (const row of rows) {
    const best = headings.filter((_, index) => row.marks[index] !== null);
    out.push([row.spec.label, ...row.figures.map((figure) => figure?.text ?? ''), best.join('; ')]);
  }
  return toCsv(out);
}

/** "comparison-best-2026-11-24.csv" */
export function compareCsvFileName(strategy: string, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0'));
  return `comparison-${strategy}-${day.join('-')}.csv`;
}
