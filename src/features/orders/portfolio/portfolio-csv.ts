/**
 * "Download CSV": every row of the portfolio (all of them, whatever the filter shows), through the
 * portal's CSV module (src/lib/csv.ts: formula cells inert, numbers as plain numbers).
 */
import { downloadCsv, toCsv, type CsvCell } from '../../../lib/csv';
import { COMPARE_ROWS } from '../compare/compare-rows';
import { FIGURE_KEYS } from './portfolio-model';
import { STATUS_LABELS, type TableRow } from './portfolio-rows';

const LABEL = new Map(COMPARE_ROWS.map((spec) => [spec.key, spec.label]));

export function portfolioCsv(rows: readonly TableRow[]): string {
  const header: CsvCell[] = [
    'Line',
    'Address',
    'City and state',
    'Intake token',
    'Order token',
    'Result',
    'Status',
    ...FIGURE_KEYS.map((key) => LABEL.get(key) ?? key),
    'Current condition',
    'Value confidence',
    'Largest loan',
    'Note',
  ];
  const body = rows.map((row): CsvCell[] => [
    row.line,
    row.street,
    row.place,
    row.intakeToken,
    row.shownOrderToken,
    row.position === null ? null : `${row.position} of ${row.of ?? 1}`,
    STATUS_LABELS[row.status],
    // A figure the service sent as a number is written as one; otherwise as sent (e.g. "45 days").
    ...FIGURE_KEYS.map((key) => row.figures[key]?.value ?? row.figures[key]?.text ?? null),
    row.condition,
    row.confidence,
    row.largestLoan,
    row.status === 'refused' ? `${row.reason} (${row.technical})` : row.reason,
  ]);
  return toCsv([header, ...body]);
}

export function downloadPortfolio(rows: readonly TableRow[]): void {
  downloadCsv(`portfolio-${new Date().toISOString().slice(0, 10)}.csv`, portfolioCsv(rows));
}
