/**
 * The comparison as CSV: one row per figure, one column per result (as shown, the service's text), and
 * a last column naming the result(s) marked Best ("Tied: …" when several are); then the lender's rows at
 * the limits used, which a line near the top states. Written through lib/csv, which makes any text that
 * a spreadsheet would run as a formula inert.
 */
import { toCsv, type CsvCell } from '../../../lib/csv';
import type { LenderRow } from './compare-lender';
import type { CompareRow } from './compare-model';

export function compareCsv(
  headings: readonly string[],
  strategyLabel: string,
  rows: readonly CompareRow[],
  lender: { limits: string; rows: readonly LenderRow[] },
): string {
  const out: CsvCell[][] = [
    ['Figure', ...headings, 'Best'],
    ['Strategy', ...headings.map(() => strategyLabel), ''],
    ['Your limits', ...headings.map(() => lender.limits), ''],
  ];
  for (const row of rows) {
    const best = headings.filter((_, index) => row.marks[index] !== null);
    const tied = row.marks.some((mark) => mark === 'tied');
    out.push([
      row.spec.label,
      ...row.figures.map((figure) => figure?.text ?? ''),
      best.length === 0 ? '' : `${tied ? 'Tied: ' : ''}${best.join('; ')}`,
    ]);
  }
  for (const row of lender.rows) {
    // A field left empty for every result is no figure of the comparison.
    if (row.input && row.cells.every((cell) => cell === null)) continue;
    out.push([
      row.label,
      ...row.cells.map((cell) => (cell === null ? '' : [cell.text, ...(cell.notes ?? [])].join('; '))),
      '',
    ]);
  }
  return toCsv(out);
}

/** "comparison-best-2026-11-24.csv" */
export function compareCsvFileName(strategy: string, now: Date = new Date()): string {
  const day = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0'));
  return `comparison-${strategy}-${day.join('-')}.csv`;
}
