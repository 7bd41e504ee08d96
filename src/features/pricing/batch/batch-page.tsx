/**
 * /pricing/batch: price many properties at once. The user sets the three choices, pastes rows or picks
 * a spreadsheet, sees what cannot be priced, and prices the rest: one request per distinct property,
 * a few at a time (batch-store.ts, a job store). The batch survives a reload and a session that ends halfway; it can
 * be exported, printed and saved as one quote, which `?quote=Q-…` reopens with every row.
 */
import { useEffect, useRef } from 'react';
import { isolatedText, withoutBidiControls } from '../../../lib/bidi';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import type { JobSnapshot } from '../../../session/job-store';
import { useJobSnapshot } from '../../../session/use-job-store';
import { newQuoteReference } from '../quotes/quote-reference';
import { countBatch, properties, rowsText, type Batch } from './batch-model';
import { downloadResults } from './batch-csv';
import { BatchProgress } from './batch-progress';
import { useSavedBatches, saveBatch } from './batch-quotes';
import { BatchResults } from './batch-results';
import { BatchSaveQuote, type BatchSaveOutcome } from './batch-save-quote';
import { BatchSetup } from './batch-setup';
import { useBatchStore } from './batch-store';
import { ProblemList } from './problem-list';

export function BatchPage() {
  const store = useBatchStore();
  const snapshot = useJobSnapshot(store);
  const [params, setParams] = useSearchParams();
  const quoteParam = params.get('quote');
  const saved = useSavedBatches();
  const reopened = quoteParam ? (saved.batches.find((b) => b.reference === quoteParam) ?? null) : null;
  const status = snapshot.job?.status;

  // A link to a saved batch opens it once; "Start a new batch" then leaves it without opening it again.
  const handledQuote = useRef<string | null>(null);
  useEffect(() => {
    if (!quoteParam) {
      handledQuote.current = null;
      return;
    }
    if (!reopened || handledQuote.current === quoteParam) return;
    handledQuote.current = quoteParam;
    if (snapshot.job?.reference !== reopened.reference) store.open(reopened);
  }, [quoteParam, reopened, snapshot.job?.reference, store]);

  // After a reload, or signing in again after the session ended: carry on where it stopped.
  useEffect(() => {
    if (status === 'running' || status === 'paused') store.resume();
  }, [status, store]);

  function startOver() {
    store.clear();
    if (quoteParam) setParams({});
  }

  return (
    <>
      <div>
        <PageHeader
          title="Price many properties"
          description="Price a whole portfolio with the same report, turnaround and inspection: paste rows from a spreadsheet or choose a file, check them, and price them all."
          actions={
            <Link to={paths.pricing()} className={buttonClasses('secondary')}>
              Price one property
            </Link>
          }
        />
      </div>
      {quoteParam && !reopened ? (
        <Alert tone="warning" title={`Quote ${quoteParam} is not saved in this browser`} className="mb-6">
          Saved quotes are kept in the browser they were saved in, for the user who saved them.
        </Alert>
      ) : null}
      {snapshot.job ? (
        <CurrentBatch
          snapshot={{ ...snapshot, job: snapshot.job }}
          onStartOver={startOver}
          onCancel={() => store.cancel()}
          onPriceRest={() => store.runRest()}
          onRetryFailed={() => store.retryFailed()}
          onSave={({ keepReferences }) => {
            const current = snapshot.job;
            if (!current) return null;
            const taken = new Set(saved.batches.map((b) => b.reference ?? ''));
            const reference = current.reference ?? newQuoteReference(taken);
            const outcome = saveBatch(saved.key, { ...current, reference }, { keepReferences });
            if (outcome.write.saved) {
              store.update((b) => ({ ...b, reference }));
              setParams({ quote: reference }, { replace: true });
            }
            return { ...outcome, reference };
          }}
        />
      ) : (
        <div className="space-y-6">
          <BatchSetup onStart={(batch) => store.start(batch)} />
          <SavedBatches batches={saved.batches} />
        </div>
      )}
    </>
  );
}

function CurrentBatch({
  snapshot,
  onStartOver,
  onCancel,
  onPriceRest,
  onRetryFailed,
  onSave,
}: {
  snapshot: JobSnapshot<Batch> & { job: Batch };
  onStartOver: () => void;
  onCancel: () => void;
  onPriceRest: () => void;
  onRetryFailed: () => void;
  onSave: (options: { keepReferences: boolean }) => BatchSaveOutcome | null;
}) {
  const { job: batch, sending } = snapshot;
  const counts = countBatch(batch);
  const { report, turnaround, inspection } = batch.choices;
  const idle = !sending && batch.status !== 'running';

  return (
    <div className="space-y-6">
      <Section
        title={[report.name, turnaround.name, inspection.name].map(withoutBidiControls).join(', ')}
        description={`${properties(counts.rows)} sent for pricing${batch.problems.length > 0 ? `; ${rowsText(batch.problems.length)} not sent` : ''}${batch.reference ? `. Quote ${batch.reference}` : ''}.`}
        actions={
          <Button variant="secondary" onClick={onStartOver} disabled={!idle}>
            Start a new batch
          </Button>
        }
      >
        <BatchProgress
          snapshot={snapshot}
          counts={counts}
          onCancel={onCancel}
          onPriceRest={onPriceRest}
          onRetryFailed={onRetryFailed}
        />
      </Section>

      <Section
        title="Prices"
        description="Each row's total and due date. The card surcharge, when paying by card, is not part of the totals."
      >
        <div className="mb-4 flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={() => downloadResults(batch)}>
            Download CSV
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <BatchSaveQuote disabled={!idle} onSave={onSave} />
        <BatchResults batch={batch} />
        <p className="mt-4 flex justify-between border-t border-slate-200 pt-3 text-base font-semibold text-slate-900">
          <span>Total of priced rows</span>
          <span className="tabular-nums">{formatMoney(counts.totalCents / 100)}</span>
        </p>
      </Section>

      {batch.problems.length > 0 ? (
        <Section title="Rows not sent" description="These rows did not pass the checks and were not priced.">
          <ProblemList problems={batch.problems} />
        </Section>
      ) : null}
    </div>
  );
}

function SavedBatches({ batches }: { batches: readonly Batch[] }) {
  if (batches.length === 0) return null;
  return (
    <Section
      title="Saved batches"
      description="Batches saved as quotes in this browser."
      className="print:hidden"
    >
      <ul className="divide-y divide-slate-200">
        {batches.map((b) => (
          <li key={b.reference} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
            <Link
              to={paths.pricingBatch({ quote: b.reference })}
              className="font-medium text-brand-700 underline"
            >
              {`Quote ${b.reference ?? ''}`}
            </Link>
            <span className="text-slate-700">
              {`${properties(b.rows.length)}, ${isolatedText(b.choices.report.name)}, ${formatMoney(countBatch(b).totalCents / 100)}`}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
