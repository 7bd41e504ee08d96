/**
 * /pricing/batch: price many properties at once. The user sets the three choices, pastes rows or picks
 * a spreadsheet, sees what cannot be priced, and prices the rest: one request per distinct property,
 * a few at a time (batch-store.ts). The batch survives a reload and a session that ends halfway; it can
 * be exported, printed and saved as one quote, which `?quote=Q-…` reopens with every row.
 */
import { isolatedText, withoutBidiControls } from '../../../lib/bidi';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { Section } from '../../../components/ui/section';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { sessionStore } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';
import { newQuoteReference } from '../quotes/quote-reference';
import { countBatch, properties, rowsText, type Batch } from './batch-model';
import { downloadResults } from './batch-csv';
import { BatchProgress } from './batch-progress';
import { useSavedBatches, saveBatch } from './batch-quotes';
import { BatchResults } from './batch-results';
import { BatchSetup } from './batch-setup';
import { batchActions, batchStorageKey, snapshotFor, subscribe, type BatchSnapshot } from './batch-store';
import { ProblemList } from './problem-list';

/**
 * The batch store's snapshot for `storageKey`, its changes rendered in transitions: a store read with
 * useSyncExternalStore renders each change at once, in one task React cannot slice or interrupt (the
 * start of 1,000 rows, the page and its commit: 47-69 ms at 6× CPU; every tenth of a second of answers
 * after it). In a transition, input goes first and the render yields between components.
 */
function useBatchSnapshot(storageKey: string): BatchSnapshot {
  const [state, setState] = useState(() => ({ key: storageKey, snapshot: snapshotFor(storageKey) }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setState((current) => {
          const snapshot = snapshotFor(storageKey);
          return current.key === storageKey && current.snapshot === snapshot
            ? current
            : { key: storageKey, snapshot };
        }),
      );
    // A change between the render and this subscription is not missed.
    update();
    return subscribe(update);
  }, [storageKey]);
  return state.key === storageKey ? state.snapshot : snapshotFor(storageKey);
}

export function BatchPage() {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const storageKey = batchStorageKey(session);
  const snapshot = useBatchSnapshot(storageKey);
  const pricer = useMemo(
    () => ({ queryClient, companyToken: session.companyToken }),
    [queryClient, session.companyToken],
  );
  const [params, setParams] = useSearchParams();
  const quoteParam = params.get('quote');
  const saved = useSavedBatches();
  const reopened = quoteParam ? (saved.batches.find((b) => b.reference === quoteParam) ?? null) : null;
  const status = snapshot.batch?.status;

  // A link to a saved batch opens it once; "Start a new batch" then leaves it without opening it again.
  const handledQuote = useRef<string | null>(null);
  useEffect(() => {
    if (!quoteParam) {
      handledQuote.current = null;
      return;
    }
    if (!reopened || handledQuote.current === quoteParam) return;
    handledQuote.current = quoteParam;
    if (snapshot.batch?.reference !== reopened.reference) batchActions.open(reopened);
  }, [quoteParam, reopened, snapshot.batch?.reference]);

  // After a reload, or signing in again after the session ended: carry on where it stopped.
  useEffect(() => {
    if (sessionStore.get()?.token !== session.token) return;
    if (status === 'running' || status === 'paused') batchActions.resume(pricer);
  }, [status, pricer, session.token]);

  function startOver() {
    batchActions.clear();
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
      {snapshot.batch ? (
        <CurrentBatch
          snapshot={{ ...snapshot, batch: snapshot.batch }}
          onStartOver={startOver}
          onCancel={() => batchActions.cancel()}
          onPriceRest={() => batchActions.priceRest(pricer)}
          onRetryFailed={() => batchActions.retryFailed(pricer)}
          onSave={() => {
            const current = snapshot.batch;
            if (!current) return;
            const taken = new Set(saved.batches.map((b) => b.reference ?? ''));
            const reference = current.reference ?? newQuoteReference(taken);
            saveBatch(saved.key, { ...current, reference });
            batchActions.setReference(reference);
            setParams({ quote: reference }, { replace: true });
          }}
        />
      ) : (
        <div className="space-y-6">
          <BatchSetup onStart={(batch) => batchActions.start(batch, pricer)} />
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
  snapshot: BatchSnapshot & { batch: Batch };
  onStartOver: () => void;
  onCancel: () => void;
  onPriceRest: () => void;
  onRetryFailed: () => void;
  onSave: () => void;
}) {
  const { batch, sending } = snapshot;
  const counts = countBatch(batch);
  const [savedNow, setSavedNow] = useState(false);
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
          <Button
            disabled={!idle}
            onClick={() => {
              onSave();
              setSavedNow(true);
            }}
          >
            Save quote
          </Button>
        </div>
        {savedNow && batch.reference ? (
          <Alert tone="success" className="mb-4 print:hidden">
            Saved as quote {batch.reference}, with every row. It is kept in this browser for you.
          </Alert>
        ) : null}
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
