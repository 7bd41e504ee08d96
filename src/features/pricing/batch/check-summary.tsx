/**
 * What the reading of the rows found, before anything is sent: how many rows are ready to price, the
 * rows with problems (each can be corrected or removed where it is listed), the columns not read.
 */
import { useMemo } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useLazyModule } from '../../../components/use-lazy-module';
import { rowsText } from './batch-model';
import type { ParseResult } from './parse-rows';
import { loadProblemList, problemRows, type RowFixing } from './problem-rows';
import type { EditedRows } from './setup-edits';

export type Checked = ParseResult | { kind: 'reading' } | null;

export function CheckSummary({
  checked,
  edited,
  fileName,
  fixing,
}: {
  checked: Checked;
  edited: EditedRows | null;
  fileName: string | null;
  fixing: RowFixing;
}) {
  const listed = useMemo(() => problemRows(edited?.problems ?? []), [edited?.problems]);
  const lists = useLazyModule(loadProblemList);
  if (checked === null) return null;
  const from = fileName ? ` in ${fileName}` : '';
  if (checked.kind === 'reading')
    return (
      <p role="status" className="mt-4 text-sm text-slate-700">
        Reading {fileName ?? 'the rows'}…
      </p>
    );
  if (checked.kind === 'refused' || !edited)
    return (
      <Alert tone="error" title="These rows cannot be priced" className="mt-4">
        {checked.kind === 'refused' ? checked.message : ''} Nothing was sent.
      </Alert>
    );
  const { rows, problems, ignored, read, removed } = edited;
  return (
    <div className="mt-4 space-y-3">
      <Alert tone={problems.length > 0 ? 'warning' : 'success'} role="status">
        {rowsText(read)} read{from}: {rowsText(rows.length)} ready to price
        {problems.length > 0 ? `, ${rowsText(problems.length)} with problems (not sent)` : ''}
        {removed > 0 ? `, ${rowsText(removed)} removed` : ''}.
        {ignored.length > 0 ? ` Columns not read: ${ignored.join(', ')}.` : ''}
      </Alert>
      {/* Kept once every problem is corrected: it says what became of the last one. */}
      {lists && (problems.length > 0 || removed > 0 || edited.fixedLines.size > 0) ? (
        <lists.ProblemList rows={listed} fixing={fixing} />
      ) : null}
    </div>
  );
}
