/**
 * The batch's spreadsheets, written by the portal's CSV module (formula cells made inert): the
 * template a user fills in, and the priced rows, one line per row as it was sent.
 */
import { downloadCsv, toCsv, type CsvCell } from '../../../lib/csv';
import { propertyTypeLabel } from '../stepper/wizard-params';
import { pricedRows, type Batch } from './batch-model';

export const TEMPLATE_FILE_NAME = 'price-many-properties-template.csv';

export function templateCsv(): string {
  return toCsv([
    // The choice columns are optional: an empty cell takes the page's choice.
    ['Reference', 'State', 'ZIP code', 'Property type', 'Report type', 'Turnaround', 'Inspection'],
    ['LN-1001', 'TX', '75201', 'sfr', '', '', ''],
    ['LN-1002', 'CA', '94103', 'Condominium', '', '', ''],
  ]);
}

/** The priced rows (what the user can act on), each with its own choices, total and due date. */
export function resultsCsv(batch: Batch): string {
  const header: CsvCell[] = [
    'Row',
    'Reference',
    'State',
    'ZIP code',
    'Property type',
    'Report type',
    'Turnaround',
    'Inspection',
    'Total',
    'Due date',
  ];
  const lines = pricedRows(batch).map(({ row, choices, total, dueDate }): CsvCell[] => [
    row.line,
    row.reference,
    row.state,
    row.zip,
    propertyTypeLabel(row.property),
    choices.report.name,
    choices.turnaround.name,
    choices.inspection.name,
    total,
    dueDate,
  ]);
  return toCsv([header, ...lines]);
}

export function downloadTemplate(): void {
  downloadCsv(TEMPLATE_FILE_NAME, templateCsv());
}

export function downloadResults(batch: Batch): void {
  const name = batch.reference ? `batch-${batch.reference}.csv` : `batch-${batch.createdAt.slice(0, 10)}.csv`;
  downloadCsv(name, resultsCsv(batch));
}
