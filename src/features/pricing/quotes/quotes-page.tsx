/**
 * /quotes: the quotes the user saved in this browser, newest first, batches saved as one quote among
 * them (batch/saved-batch-card.tsx). Each single quote is priced again today with the
 * same pricing query as the wizard (so opening it costs no second request) to show whether its total
 * has changed; each reopens the wizard at that quote, and can be deleted.
 */
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { Pricing } from '../../../api/schemas/pricing';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { describeError } from '../../../components/ui/describe-error';
import { PageHeader } from '../../../components/ui/page-header';
import { EmptyState } from '../../../components/ui/states';
import { TechnicalDetails } from '../../../components/ui/technical-details';
import { showToast } from '../../../components/ui/toast';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { turnaroundWords } from '../../../lib/service-terms';
import { pricingQueries } from '../../../queries/pricing';
import { useRequiredSession } from '../../../session/use-session';
import { deleteBatch, useSavedBatches } from '../batch/batch-quotes';
import { batchSavedAt, SavedBatchCard } from '../batch/saved-batch-card';
import { priceChange, QUOTE_PARAM } from './reopened-quote';
import { deleteQuote, useSavedQuotes, type SavedQuote } from './saved-quotes';
import { SavedQuoteCard } from './saved-quote-card';

export function QuotesPage() {
  const { companyToken } = useRequiredSession();
  const { key, quotes } = useSavedQuotes();
  const today = useQueries({
    queries: quotes.map((q) => pricingQueries.quote(companyToken, q.request)),
  });
  const saved = useSavedBatches();
  // Single quotes and batches saved as quotes, in one list, newest first.
  const entries = [
    ...quotes.map((quote, index) => ({ at: quote.savedAt, quote, index, batch: null })),
    ...saved.batches.map((batch) => ({ at: batchSavedAt(batch), quote: null, index: -1, batch })),
  ].sort((a, b) => b.at.localeCompare(a.at));

  return (
    <>
      <PageHeader
        title="Quotes"
        description="The quotes you saved in this browser, newest first, batches of many properties among them. Each single quote is priced again today, so you can see whether its total has changed."
        actions={
          <Link to={paths.pricing()} className={buttonClasses('primary')}>
            Price a report
          </Link>
        }
      />
      {entries.length === 0 ? (
        <EmptyState
          title="No saved quotes yet"
          action={
            <Link to={paths.pricing()} className={buttonClasses('secondary')}>
              Price a report
            </Link>
          }
        >
          Price a report and choose “Save quote”: it is kept here, in this browser, for you.
        </EmptyState>
      ) : (
        <ul aria-label="Saved quotes" className="space-y-4">
          {entries.map(({ quote, index, batch }) =>
            quote ? (
              <QuoteCard
                key={quote.reference}
                quote={quote}
                today={today[index]}
                onDelete={() => {
                  deleteQuote(key, quote.reference);
                  showToast(`Quote ${quote.reference} deleted.`);
                  document.querySelector<HTMLElement>('#main h1')?.focus();
                }}
              />
            ) : batch?.reference ? (
              <SavedBatchCard
                key={batch.reference}
                batch={batch}
                reference={batch.reference}
                onDelete={() => {
                  deleteBatch(saved.key, batch.reference ?? '');
                  showToast(`Quote ${batch.reference ?? ''} deleted.`);
                  document.querySelector<HTMLElement>('#main h1')?.focus();
                }}
              />
            ) : null,
          )}
        </ul>
      )}
    </>
  );
}

function TodayPrice({ quote, today }: { quote: SavedQuote; today: UseQueryResult<Pricing> | undefined }) {
  if (!today || today.isPending) return <p className="text-sm text-slate-700">Pricing again today…</p>;
  if (today.isError)
    return (
      <div className="text-sm text-slate-800">
        <p>
          <span className="font-medium">Could not be priced again today.</span>{' '}
          {describeError(today.error).message}
        </p>
        <TechnicalDetails error={today.error} />
      </div>
    );
  const changed = Math.round(today.data.totalPrice * 100) !== Math.round(quote.totalPrice * 100);
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
      <Badge tone={changed ? 'warning' : 'success'}>{changed ? 'Price changed' : 'Same price today'}</Badge>
      <span>Priced again today: {priceChange(quote, today.data.totalPrice)}.</span>
    </p>
  );
}

function QuoteCard({
  quote,
  today,
  onDelete,
}: {
  quote: SavedQuote;
  today: UseQueryResult<Pricing> | undefined;
  onDelete: () => void;
}) {
  const reopen = `${paths.pricing()}${quote.link}&${QUOTE_PARAM}=${encodeURIComponent(quote.reference)}`;
  const facts: [string, string][] = [
    ['Property', quote.choices.property],
    ['Report', quote.choices.report],
    // A quote saved before the portal wrote turnarounds in its own words still reads in them.
    ['Turnaround', turnaroundWords(quote.choices.turnaround)],
    ['Inspection', quote.choices.inspection],
  ];

  return (
    <SavedQuoteCard
      reference={quote.reference}
      reopen={reopen}
      subtitle={<p className="text-sm text-slate-700">Priced on {formatDueDate(quote.pricedOn)}</p>}
      total={formatMoney(quote.totalPrice)}
      totalNote={`Due ${formatDueDate(quote.dueDate)}`}
      facts={facts}
      onDelete={onDelete}
    >
      <div className="mt-4">
        <TodayPrice quote={quote} today={today} />
      </div>
    </SavedQuoteCard>
  );
}
