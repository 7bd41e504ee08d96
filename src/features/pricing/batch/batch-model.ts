/**
 * A batch: the three choices that apply to every row, the rows that passed the checks, the rows that
 * did not, and one result per distinct property (state, ZIP code, type): identical rows share it.
 * Stored as JSON (sessionStorage while it runs, localStorage once saved as a quote) and read back
 * through a schema, so a damaged entry is dropped rather than crashing the page.
 */
import * as z from 'zod/mini';
import { formatNumber } from '../../../lib/numbers';

export const MAX_ROWS = 1_000;

export interface BatchRow {
  /** Spreadsheet row number (the header is row 1). */
  line: number;
  reference: string;
  state: string;
  zip: string;
  /** The service's property type code. */
  property: string;
  /** The row's own report type, turnaround and inspection (a column of the sheet), when not the page's. */
  choices?: BatchChoices | undefined;
}

/** A report type, a turnaround and an inspection, by their service codes. */
export interface ChoiceSlugs {
  report: string;
  turnaround: string;
  inspection: string;
}

/** A row's cells as written in the sheet, for the row editor to start from. */
export interface RowCells {
  state: string;
  zip: string;
  property: string;
  /** The optional choice columns, as written ('' or absent: the page's choice). */
  report?: string | undefined;
  turnaround?: string | undefined;
  inspection?: string | undefined;
}

export interface RowProblem {
  line: number;
  reference: string;
  messages: string[];
  /** As written; absent in batches saved before rows could be corrected. */
  cells?: RowCells | undefined;
}

const choiceSchema = z.object({ slug: z.string(), name: z.string() });
const choicesSchema = z.object({ report: choiceSchema, turnaround: choiceSchema, inspection: choiceSchema });

const rowSchema = z.object({
  line: z.number(),
  reference: z.string(),
  state: z.string(),
  zip: z.string(),
  property: z.string(),
  choices: z.optional(choicesSchema),
});

const cellsSchema = z.object({
  state: z.string(),
  zip: z.string(),
  property: z.string(),
  report: z.optional(z.string()),
  turnaround: z.optional(z.string()),
  inspection: z.optional(z.string()),
});

const resultSchema = z.union([
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('priced'), total: z.number(), dueDate: z.string() }),
  /** Transient failures that outlasted the retries: "Try again" asks again. */
  z.object({ status: z.literal('failed'), reason: z.string() }),
  /** A refusal in the service's words: the same request would be refused again. */
  z.object({ status: z.literal('refused'), reason: z.string() }),
]);
export type PropertyResult = z.infer<typeof resultSchema>;
export type ResultStatus = PropertyResult['status'];

export const batchSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  choices: choicesSchema,
  rows: z.array(rowSchema),
  problems: z.array(
    z.object({
      line: z.number(),
      reference: z.string(),
      messages: z.array(z.string()),
      cells: z.optional(cellsSchema),
    }),
  ),
  /** By propertyKey. */
  results: z.record(z.string(), resultSchema),
  /**
   * `running`: sending (also after a reload or signing in again, until done); `canceled`: the user
   * stopped it; `paused`: the session ended; `done`: every property has an answer.
   */
  status: z.enum(['running', 'canceled', 'paused', 'done']),
  /** Set once saved as a quote. */
  reference: z.optional(z.string()),
  /** When it was last saved as a quote (ISO), for the newest-first list of /quotes. */
  savedAt: z.optional(z.string()),
  startedAt: z.optional(z.number()),
});
export type Batch = z.infer<typeof batchSchema>;
export type BatchChoices = Batch['choices'];

/** What makes rows identical (priced once): the property, and the row's own choices when it has any. */
export function propertyKey(row: Pick<BatchRow, 'state' | 'zip' | 'property' | 'choices'>): string {
  const c = row.choices;
  const own = c ? `|${c.report.slug}|${c.turnaround.slug}|${c.inspection.slug}` : '';
  return `${row.state}|${row.zip}|${row.property}${own}`;
}

/** The report type, turnaround and inspection of `row`, with their names: its own, or the page's. */
export function rowChoices(batch: Pick<Batch, 'choices'>, row: BatchRow): BatchChoices {
  return row.choices ?? batch.choices;
}

// A batch's list of rows changes only when a row is corrected or removed (a new list, batch-edits.ts):
// their keys are worked out once per list, not for each row on every render while answers arrive.
const keysOfRows = new WeakMap<readonly BatchRow[], string[]>();

/** The property key of each row, in the rows' order (kept per list of rows). */
export function propertyKeys(rows: readonly BatchRow[]): string[] {
  let keys = keysOfRows.get(rows);
  if (!keys) {
    keys = rows.map(propertyKey);
    keysOfRows.set(rows, keys);
  }
  return keys;
}

export function newBatch(choices: BatchChoices, rows: BatchRow[], problems: RowProblem[]): Batch {
  const results: Record<string, PropertyResult> = {};
  for (const row of rows) results[propertyKey(row)] = { status: 'pending' };
  return {
    id: globalThis.crypto?.randomUUID?.() ?? String(Date.now()),
    createdAt: new Date().toISOString(),
    choices,
    rows,
    problems,
    results,
    status: 'running',
  };
}

/** A stored batch read back through its schema: null for anything else. */
export function parseBatch(value: unknown): Batch | null {
  const parsed = batchSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export interface BatchCounts {
  rows: number;
  priced: number;
  failed: number;
  refused: number;
  pending: number;
  /** Sum of the priced rows' totals, in cents (each row counts, identical ones too). */
  totalCents: number;
}

export function countBatch(batch: Batch): BatchCounts {
  const counts: BatchCounts = {
    rows: batch.rows.length,
    priced: 0,
    failed: 0,
    refused: 0,
    pending: 0,
    totalCents: 0,
  };
  for (const key of propertyKeys(batch.rows)) {
    const result = batch.results[key];
    if (!result) counts.pending += 1;
    else {
      counts[result.status] += 1;
      if (result.status === 'priced') counts.totalCents += Math.round(result.total * 100);
    }
  }
  return counts;
}

/** "11 properties", "1 property". */
export function properties(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'property' : 'properties'}`;
}

export function rowsText(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'row' : 'rows'}`;
}

export interface PricedRow {
  row: BatchRow;
  choices: BatchChoices;
  total: number;
  dueDate: string;
}

/** The priced rows, in the batch's order, with their choices. */
export function pricedRows(batch: Batch): PricedRow[] {
  const keys = propertyKeys(batch.rows);
  return batch.rows.flatMap((row, i) => {
    const result = batch.results[keys[i] ?? ''];
    return result?.status === 'priced'
      ? [{ row, choices: rowChoices(batch, row), total: result.total, dueDate: result.dueDate }]
      : [];
  });
}

/** The priced rows' total by report type, in the order the report types first come. */
export function totalsByReport(
  priced: readonly PricedRow[],
): { name: string; rows: number; cents: number }[] {
  const totals = new Map<string, { name: string; rows: number; cents: number }>();
  for (const { choices, total } of priced) {
    const entry = totals.get(choices.report.slug) ?? { name: choices.report.name, rows: 0, cents: 0 };
    entry.rows += 1;
    entry.cents += Math.round(total * 100);
    totals.set(choices.report.slug, entry);
  }
  return [...totals.values()];
}

/** Whether any row has choices of its own (the tables then show each row's). */
export function hasOwnChoices(batch: Batch): boolean {
  return batch.rows.some((row) => row.choices !== undefined);
}
