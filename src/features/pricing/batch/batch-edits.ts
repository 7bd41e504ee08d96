/**
 * Changes to a batch's rows once it is made: a row that failed a check, corrected, joins the rows to
 * price; a row the service refused, corrected, replaces its old self; a row removed leaves the batch.
 * The results follow the rows: a property already answered keeps its answer (nothing is sent twice),
 * a new one waits to be priced, and an answer no row uses any more is dropped (so it is not sent).
 */
import { propertyKey, type Batch, type BatchRow, type PropertyResult } from './batch-model';

function withRows(batch: Batch, rows: BatchRow[], problems = batch.problems): Batch {
  const results: Record<string, PropertyResult> = {};
  for (const row of rows) {
    const key = propertyKey(row);
    results[key] = batch.results[key] ?? { status: 'pending' };
  }
  return { ...batch, rows, problems, results };
}

const byLine = (a: BatchRow, b: BatchRow) => a.line - b.line;

/** The row of problem `row.line`, corrected, among the rows to price. */
export function fixProblem(batch: Batch, row: BatchRow): Batch {
  const rows = [...batch.rows.filter((r) => r.line !== row.line), row].sort(byLine);
  return withRows(
    batch,
    rows,
    batch.problems.filter((p) => p.line !== row.line),
  );
}

/** Row `row.line`, corrected in place. */
export function fixRow(batch: Batch, row: BatchRow): Batch {
  return withRows(
    batch,
    batch.rows.map((r) => (r.line === row.line ? row : r)),
  );
}

export function removeRow(batch: Batch, line: number): Batch {
  return withRows(
    batch,
    batch.rows.filter((r) => r.line !== line),
  );
}

export function removeProblem(batch: Batch, line: number): Batch {
  return { ...batch, problems: batch.problems.filter((p) => p.line !== line) };
}

/** The batch as a quote: its priced rows only, so that a saved quote's total is what was priced. */
export function pricedOnly(batch: Batch): Batch {
  return withRows(
    batch,
    batch.rows.filter((row) => batch.results[propertyKey(row)]?.status === 'priced'),
    [],
  );
}
