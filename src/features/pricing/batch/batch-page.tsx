/**
 * /pricing/batch: price many properties at once. The user sets the three choices, pastes rows or picks
 * a spreadsheet, sees what cannot be priced, and prices the rest: one request per distinct property,
 * a few at a time (batch-store.ts, a job store). The batch survives a reload and a session that ends halfway; it can
 * be exported, printed and saved as one quote, which `?quote=Q-…` reopens with every row.
 */
import { useEffect, useRef } from 'react';
import { isolatedText } from '../../../lib/bidi';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { useJobSnapshot } from '../../../session/use-job-store';
import { newQuoteReference } from '../quotes/quote-reference';
import { CurrentBatch } from './batch-current';
import { pricedOnly } from './batch-edits';
import { countBatch, properties, type Batch } from './batch-model';
import { useSavedBatches, saveBatch } from './batch-quotes';
import { BatchSetup } from './batch-setup';
import { useBatchStore } from './batch-store';

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
      {/* Printed, a batch is its quote sheet alone (batch-sheet.tsx): no instructions. */}
      <div className={snapshot.job ? 'print:hidden' : undefined}>
        <PageHeader
          title="Price many properties"
          description="Price a whole portfolio: paste rows from a spreadsheet or choose a file, check them, correct what needs it, and price them all. Rows can name their own report type, turnaround and inspection."
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
          store={store}
          onStartOver={startOver}
          onSave={({ keepReferences }) => {
            const current = snapshot.job;
            if (!current) return null;
            const taken = new Set(saved.batches.map((b) => b.reference ?? ''));
            const reference = current.reference ?? newQuoteReference(taken);
            // A quote of what was priced: never a row without a price, never a total of $0.00.
            if (countBatch(current).priced === 0) return null;
            const outcome = saveBatch(saved.key, { ...pricedOnly(current), reference }, { keepReferences });
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
