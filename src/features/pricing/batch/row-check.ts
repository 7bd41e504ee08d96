/**
 * The checks of one batch row, with the stepper's rules (wizard-params.ts): a state (code or name), a
 * five-digit ZIP code (ZIP+4 sent as its five digits), a property type the service prices (code or name).
 * Used by the reader of a paste or a file (parse-rows.ts, in a worker) and by the row editor, which
 * checks a row again as the user types (row-editor.tsx); kept apart from Papa Parse so that the editor
 * does not load it.
 */
import { isUsStateCode, US_STATES } from '../../../lib/us-states';
import { PROPERTY_TYPES } from '../stepper/wizard-params';
import type { BatchRow, RowCells } from './batch-model';

const propertyByName = new Map<string, string>();
for (const { value, label } of PROPERTY_TYPES) {
  propertyByName.set(value, value);
  propertyByName.set(label.toLowerCase(), value);
  // "Duplex (2 units)" is also written "Duplex".
  propertyByName.set(label.replace(/\s*\(.*\)$/, '').toLowerCase(), value);
}
const stateByName = new Map(US_STATES.map(([code, name]) => [name.toLowerCase(), code as string]));

/** A property type as the wizard sends it, from its code or its name in any case; else null. */
export function readPropertyType(text: string): string | null {
  return propertyByName.get(text.trim().toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** A state code from a code or a state's name in any case; else null. */
export function readState(text: string): string | null {
  const trimmed = text.trim();
  const code = trimmed.toUpperCase();
  if (isUsStateCode(code)) return code;
  return stateByName.get(trimmed.toLowerCase().replace(/\s+/g, ' ')) ?? null;
}

/** The stepper's ZIP rule: five digits, ZIP+4 accepted and sent as its five digits. */
export function readZip(text: string): string | null {
  const m = /^(\d{5})(?:-?\d{4})?$/.exec(text.trim());
  return m?.[1] ?? null;
}

function zipProblem(text: string): string {
  if (text.trim() === '') return 'ZIP code is missing.';
  if (/^\d{3,4}$/.test(text.trim()))
    return `ZIP code “${text.trim()}” has ${text.trim().length} digits: the spreadsheet may have dropped leading zeros.`;
  return `ZIP code “${text.trim()}” is not a five-digit ZIP code.`;
}

export interface CellProblems {
  state?: string;
  zip?: string;
  property?: string;
}

/** What is wrong with each cell of a row, by cell; empty when the row can be priced. */
export function cellProblems(cells: Pick<RowCells, 'state' | 'zip' | 'property'>): CellProblems {
  const problems: CellProblems = {};
  const state = cells.state.trim();
  const property = cells.property.trim();
  if (readState(state) === null)
    problems.state = state === '' ? 'State is missing.' : `State “${state}” is not a US state code.`;
  if (readZip(cells.zip) === null) problems.zip = zipProblem(cells.zip);
  if (readPropertyType(property) === null)
    problems.property =
      property === ''
        ? 'Property type is missing.'
        : `Property type “${property}” is not one the service prices.`;
  return problems;
}

/** The row to price from a row's cells, or what is wrong with them (in the cells' order). */
export function checkRow(
  line: number,
  reference: string,
  cells: Pick<RowCells, 'state' | 'zip' | 'property'>,
): { row: BatchRow } | { messages: string[] } {
  const state = readState(cells.state);
  const zip = readZip(cells.zip);
  const property = readPropertyType(cells.property);
  if (state !== null && zip !== null && property !== null)
    return { row: { line, reference: reference.trim(), state, zip, property } };
  const problems = cellProblems(cells);
  return {
    messages: [problems.state, problems.zip, problems.property].filter((m): m is string => m !== undefined),
  };
}

export type CellKey = keyof RowCells;
export type CellIssues = Partial<Record<CellKey, string>>;

/** Each cell's name, as a column's heading and an input's label say it. */
export const CELL_NAMES: Record<CellKey, string> = {
  state: 'State',
  zip: 'ZIP code',
  property: 'Property type',
  report: 'Report type',
  turnaround: 'Turnaround',
  inspection: 'Inspection',
};

/** A row to price from its cells, or what is wrong with each cell. */
export type RowChecker = (
  line: number,
  reference: string,
  cells: RowCells,
) => { row: BatchRow } | { problems: CellIssues };

/** The checks of the three cells every sheet has. */
export const checkCells: RowChecker = (line, reference, cells) => {
  const checked = checkRow(line, reference, cells);
  return 'row' in checked ? checked : { problems: cellProblems(cells) };
};
