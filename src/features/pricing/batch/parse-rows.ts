/**
 * Reads the rows of a batch from pasted text or a file: Papa Parse splits the records (quoted fields
 * with separators, quotes and line breaks, CRLF), this module finds the separator and the columns by
 * the header and checks every row with the stepper's rules (wizard-params.ts). Rows keep their
 * spreadsheet row number (the header is row 1, a blank line is a row too) so a bad row can be found in
 * the sheet.
 *
 * The separator is the one of tab, comma and semicolon (Excel's CSV where the decimal sign is a comma)
 * that splits the header into the most column names, or the one a first line "sep=;" names. A quotation
 * mark that opens a cell and is never closed would make every row under it one cell: its row is named
 * as a problem and the rows under it are read on their own (issue 45).
 *
 * Loaded on demand by the batch page (it carries Papa Parse), once the user pastes or picks a file. The
 * reading of lines (Papa Parse, the separator, stray quotes, header aliases, the size limit) is
 * src/lib/csv-rows.ts, which the portfolio of order results reads its lines with too.
 */
import {
  detectDelimiter as detectSeparator,
  matchColumns,
  matchedCount,
  readRecords,
  STRAY_QUOTE,
  textSizeProblem,
  tooManyText,
  type TextRecord,
} from '../../../lib/csv-rows';
import type { BatchRow, RowProblem } from './batch-model';
import { MAX_ROWS } from './batch-model';
import { CELL_NAMES, checkRow } from './row-check';
import { CHOICE_KINDS, type ChoiceKind, type ChoiceText } from './choice-columns';

export type ColumnKey = 'reference' | 'state' | 'zip' | 'property' | ChoiceKind;

export const COLUMN_NAMES: Record<ColumnKey, string> = { reference: 'Reference', ...CELL_NAMES };

/** Header names as matched: lower case, without spaces, underscores or hyphens. */
const ALIASES: Record<ColumnKey, readonly string[]> = {
  reference: ['reference', 'ref', 'loannumber', 'loanno', 'address', 'name'],
  state: ['state', 'st'],
  zip: ['zipcode', 'zip', 'postalcode', 'zip5'],
  property: ['propertytype', 'type'],
  // Optional: a row's own choices (choice-columns.ts).
  report: ['reporttype', 'report'],
  turnaround: ['turnaround', 'tat', 'turnaroundtime'],
  inspection: ['inspection', 'inspectiontype'],
};

export type ParseResult =
  | { kind: 'refused'; message: string }
  | {
      kind: 'checked';
      rows: BatchRow[];
      problems: RowProblem[];
      /** Columns of the header that are not read (a loan amount, a note), as written. */
      ignored: string[];
      /** The choice columns the sheet has, when it has any. */
      choiceColumns?: ChoiceKind[];
      /** The choice cells of the rows that passed the checks and have any, by row number. */
      wanted?: Record<number, ChoiceText>;
    };

const choiceText = (cells: ChoiceText): ChoiceText =>
  Object.fromEntries(CHOICE_KINDS.filter((kind) => cells[kind]).map((kind) => [kind, cells[kind]]));

const isBlank = ({ cells }: TextRecord) => cells.every((cell) => cell.trim() === '');

/**
 * The separator of `text`: the one named by a "sep=" first line; else the one that splits the first
 * non-blank line (the header) into the most of the batch's column names; else Papa Parse's guess.
 */
export function detectDelimiter(text: string): string {
  return detectSeparator(text, (cells) => matchedCount(cells, ALIASES));
}

/** Reads and checks the rows of `text` (the contents of a paste or of a text file). */
export function parseBatch(text: string): ParseResult {
  const tooLarge = textSizeProblem(text);
  if (tooLarge !== null) return { kind: 'refused', message: tooLarge };
  const all = readRecords(text, ALIASES);
  const headerIndex = all.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { kind: 'refused', message: 'There are no rows to read.' };
  const columns = matchColumns(all[headerIndex]?.cells ?? [], ALIASES);
  const missing = (['state', 'zip', 'property'] as const).filter((key) => columns[key] === undefined);
  if (missing.length > 0)
    return {
      kind: 'refused',
      message: `The first row must name the columns: ${missing.map((k) => COLUMN_NAMES[k]).join(', ')} ${missing.length > 1 ? 'are' : 'is'} missing. Name them Reference, State, ZIP code and Property type, as in the template.`,
    };
  const used = new Set(Object.values(columns));
  const ignored = (all[headerIndex]?.cells ?? []).filter((cell, i) => !used.has(i) && cell.trim() !== '');

  const data = all
    .map((record) => ({ record, line: record.line }))
    .filter(({ record, line }) => line > headerIndex + 1 && !isBlank(record));
  if (data.length === 0) return { kind: 'refused', message: 'There are no rows under the header row.' };
  if (data.length > MAX_ROWS)
    return {
      kind: 'refused',
      message: tooManyText(data.length, MAX_ROWS, 'rows', 'priced'),
    };

  const rows: BatchRow[] = [];
  const problems: RowProblem[] = [];
  const choiceColumns = CHOICE_KINDS.filter((kind) => columns[kind] !== undefined);
  const wanted: Record<number, ChoiceText> = {};
  for (const { record, line } of data) {
    const cell = (key: ColumnKey) => {
      const index = columns[key];
      return index === undefined ? '' : (record.cells[index] ?? '').trim();
    };
    const reference = cell('reference');
    const cells: RowProblem['cells'] & object = {
      state: cell('state'),
      zip: cell('zip'),
      property: cell('property'),
    };
    for (const kind of choiceColumns) cells[kind] = cell(kind);
    if (record.strayQuote) {
      problems.push({ line, reference, messages: [STRAY_QUOTE], cells });
      continue;
    }
    const checked = checkRow(line, reference, cells);
    if ('row' in checked) {
      rows.push(checked.row);
      if (choiceColumns.some((kind) => cells[kind] !== '')) wanted[line] = choiceText(cells);
    } else problems.push({ line, reference, messages: checked.messages, cells });
  }
  return choiceColumns.length > 0
    ? { kind: 'checked', rows, problems, ignored, choiceColumns, wanted }
    : { kind: 'checked', rows, problems, ignored };
}
