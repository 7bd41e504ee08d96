/**
 * A batch once started: where it stands (batch-progress.tsx), the prices with what can be done with the
 * priced rows (download, print, save as a quote: offered once a row is priced, and acting on the priced
 * rows only), the rows the service refused and the rows that failed the checks, each to correct in place
 * (priced alone once corrected: what is already priced is not sent again) or remove, and the printed
 * quote sheet (batch-sheet.tsx, loaded once a row is priced: batch-print.ts).
 */
import { useMemo, useState } from 'react';
import { withoutBidiControls } from '../../../lib/bidi';
import { useLazyModule } from '../../../components/use-lazy-module';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { formatMoney } from '../../../lib/money';
import type { JobSnapshot } from '../../../session/job-store';
import { downloadResults } from './batch-csv';
import { fixProblem, fixRow, removeProblem, removeRow } from './batch-edits';
import {
  countBatch,
  hasOwnChoices,
  properties,
  propertyKeys,
  rowsText,
  type Batch,
  type BatchRow,
} from './batch-model';
import { BatchProgress } from './batch-progress';
import { RowNote, refusalParts, wholeRefusal } from './batch-refusal';
import { BatchResults } from './batch-results';
import { BatchSaveQuote, type BatchSaveOutcome } from './batch-save-quote';
import { usePrintedSheet } from './batch-print';
import type { BatchStore } from './batch-store';
import { loadProblemList, problemRows, type FixableRow, type RowFixing } from './problem-rows';
import type { CellIssues } from './row-check';
import { useCatalog } from './batch-catalog';
import { CHOICE_KINDS } from './choice-columns';
import { choiceChecker } from './row-choices';
import { TotalsByReport } from './totals-by-report';
import { propertyTypeLabel } from '../stepper/wizard-params';

const FIELDS = ['state', 'zip', 'property'] as const;

/** The rows the service refused, with the cell each refusal is about. */
function refusedRows(batch: Batch, mixed: boolean): FixableRow[] {
  const keys = propertyKeys(batch.rows);
  return batch.rows.flatMap((row, i) => {
    const result = batch.results[keys[i] ?? ''];
    if (result?.status !== 'refused') return [];
    const serviceIssues: CellIssues = {};
    for (const part of refusalParts(result.reason))
      if (part.plain?.field) serviceIssues[part.plain.field] = `${part.plain.title}.`;
    return [
      {
        line: row.line,
        reference: row.reference,
        what: <RowNote result={result} />,
        cells: {
          state: row.state,
          zip: row.zip,
          property: propertyTypeLabel(row.property),
          // The row's own choices, by name; empty: the page's.
          ...(mixed
            ? {
                report: row.choices?.report.name ?? '',
                turnaround: row.choices?.turnaround.name ?? '',
                inspection: row.choices?.inspection.name ?? '',
              }
            : {}),
        },
        serviceIssues,
      },
    ];
  });
}

/** True once `shown` has been, for the batch `id`. */
function useShown(shown: boolean, id: string): boolean {
  const [seen, setSeen] = useState({ id, shown });
  if (seen.id !== id || (shown && !seen.shown)) setSeen({ id, shown });
  return shown || (seen.id === id && seen.shown);
}

export function CurrentBatch({
  snapshot,
  store,
  onStartOver,
  onSave,
}: {
  snapshot: JobSnapshot<Batch> & { job: Batch };
  store: BatchStore;
  onStartOver: () => void;
  onSave: (options: { keepReferences: boolean }) => BatchSaveOutcome | null;
}) {
  const { job: batch, sending } = snapshot;
  const counts = countBatch(batch);
  const { report, turnaround, inspection } = batch.choices;
  const idle = !sending && batch.status !== 'running';
  const mixed = hasOwnChoices(batch);
  // The choice cells are edited when a row has its own choices, or a row not sent names some.
  const choiceCells = mixed || batch.problems.some((p) => p.cells?.report !== undefined);
  const { catalog } = useCatalog(choiceCells);
  const own = mixed ? batch.rows.filter((row) => row.choices).length : 0;
  const refused = useMemo(() => refusedRows(batch, mixed), [batch, mixed]);
  const problems = useMemo(() => problemRows(batch.problems), [batch.problems]);
  // A list stays once its last row is corrected or removed: it says what became of it, with the focus.
  // Refused whole for a reason no cell explains (the company, say): nothing to correct row by row.
  const whole = useMemo(() => wholeRefusal(batch), [batch]);
  const showRefused = useShown(refused.length > 0 && whole === null, batch.id);
  const showProblems = useShown(problems.length > 0, batch.id);
  const { BatchSheet, print } = usePrintedSheet(counts.priced > 0);
  const lists = useLazyModule(loadProblemList);

  /** A corrected row is priced alone: the rows already answered keep their answers. */
  function priceAfter(change: (b: Batch) => Batch) {
    store.update(change);
    store.runRest();
  }
  const fixing = (saveLabel: string, onSave: (row: BatchRow) => void, onRemove: (line: number) => void) =>
    ({
      fields: choiceCells ? [...FIELDS, ...CHOICE_KINDS] : FIELDS,
      check: choiceChecker(batch.choices, catalog),
      saveLabel,
      savedText: (row) => `Row ${row.line} sent for pricing.`,
      onSave,
      onRemove,
      disabled: !idle,
    }) satisfies RowFixing;

  return (
    <div className="space-y-6">
      <Section
        title={[report.name, turnaround.name, inspection.name].map(withoutBidiControls).join(', ')}
        description={`${properties(counts.rows)} sent for pricing${batch.problems.length > 0 ? `; ${rowsText(batch.problems.length)} not sent` : ''}${own > 0 ? `; ${rowsText(own)} with choices of their own` : ''}${batch.reference ? `. Quote ${batch.reference}` : ''}.`}
        actions={
          <Button variant="secondary" onClick={onStartOver} disabled={!idle}>
            Start a new batch
          </Button>
        }
        className="print:hidden"
      >
        <BatchProgress
          snapshot={snapshot}
          counts={counts}
          onCancel={() => store.cancel()}
          onPriceRest={() => store.runRest()}
          onRetryFailed={() => store.retryFailed()}
        />
      </Section>

      <Section
        title="Prices"
        description="Each row's total and due date. The card surcharge, when paying by card, is not part of the totals."
        className="print:hidden"
      >
        {counts.priced > 0 ? (
          <>
            <div className="mb-4 flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => downloadResults(batch)}>
                Download CSV
              </Button>
              <Button variant="secondary" onClick={() => void print()}>
                Print
              </Button>
            </div>
            <BatchSaveQuote disabled={!idle} onSave={onSave} />
          </>
        ) : null}
        <BatchResults batch={batch} />
        <p className="mt-4 flex justify-between border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
          <span>Total of priced rows</span>
          <span className="tabular-nums">{formatMoney(counts.totalCents / 100)}</span>
        </p>
        {mixed ? <TotalsByReport batch={batch} /> : null}
      </Section>

      {lists && showRefused ? (
        <Section
          title="Rows the service refused"
          description="Correct a row and it is priced again, alone: the rows already priced are not sent again."
          className="print:hidden"
        >
          <lists.ProblemList
            caption="Rows the service refused"
            rows={refused}
            fixing={fixing(
              'Price this row again',
              (row) => priceAfter((b) => fixRow(b, row)),
              (line) => store.update((b) => removeRow(b, line)),
            )}
          />
        </Section>
      ) : null}

      {lists && showProblems ? (
        <Section
          title="Rows not sent"
          description="These rows did not pass the checks and were not priced. Correct a row and it is priced alone."
          className="print:hidden"
        >
          <lists.ProblemList
            rows={problems}
            fixing={fixing(
              'Price this row',
              (row) => priceAfter((b) => fixProblem(b, row)),
              (line) => store.update((b) => removeProblem(b, line)),
            )}
          />
        </Section>
      ) : null}
      {counts.priced > 0 && BatchSheet ? <BatchSheet batch={batch} /> : null}
    </div>
  );
}
