/**
 * The batch's spreadsheets, written by the portal's CSV module (formula cells made inert): the
 * template a user fills in, and the results, one line per row as it was sent.
 */
import { downloadCsv, toCsv, type CsvCell } from '../../../lib/csv';
import { propertyTypeLabel } from '../stepper/wizard-params';
import { propertyKey, type Batch } from './batch-model';
import { STATUS_LABELS } from './batch-status';

export const TEMPLATE_FILE_NAME = 'price-many-properties-template.csv';

export function templateCsv(): string {
  return toCsv([
    ['Reference', 'State', 'ZIP code', 'Property type'],
    ['LN-1001', 'TX', '75201', 'sfr'],
    ['LN-1002', 'CA', '94103', 'Condominium'],
  ]);
}

export function resultsCsv(batch: Batch): string {
  const { report, turnaround, inspection } = batch.choices;
  const header: CsvCell[] = [
    'Row',
    'Reference',
    'State',
    'ZIP code',
    'Property type',
    'Report type',
    'Turnaround',
    'Inspection',
    'Status',
    'Total',
    'Due date',
    'Note',
  ];
  const lines = batch.rows.map((row): CsvCell[] => {
    const result = batch.results[propertyKey(row)] ?? { status: 'pending' as const };
    return [
      row.line,
      row.reference,
      row.state,
      row.zip,
      propertyTypeLabel(row.property),
      report.name,
      turnaround.name,
      inspection.name,
      STATUS_LABELS[result.status],
      result.status === 'priced' ? result.total : null,
      result.status === 'priced' ? result.dueDate : null,
      result.status === 'failed' || result.status === 'refused' ? result.reason : null,
    ];
  });
  return toCsv([header, ...lines]);
}

export function downloadTemplate(): void {
  downloadCsv(TEMPLATE_FILE_NAME, templateCsv());
}

export function downloadResults(batch: Batch): void {
  const name = batch.reference ? `batch-${batch.reference}.csv` : `batch-${batch.createdAt.slice(0, 10)}.csv`;
  downloadCsv(name, resultsCsv(batch));
}
