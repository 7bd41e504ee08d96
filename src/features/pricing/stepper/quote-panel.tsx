/**
 * The price region: loading, the failure (in the product's words, then the service's, with "Try again"
 * when trying again can help), or the quote itself. The print stylesheet keeps this region alone on a
 * clean page.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { isApiError, isTransient } from '../../../api/errors';
import type { Pricing, PricingRequest } from '../../../api/schemas/pricing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { describeError, isNotAllowed } from '../../../components/ui/describe-error';
import { LoadingState } from '../../../components/ui/states';
import { TechnicalDetails } from '../../../components/ui/technical-details';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { QuoteActions, useQuoteRecord } from '../quotes/quote-actions';
import { QuoteDetails } from '../quotes/quote-details';
import { QuoteSheet } from '../quotes/quote-sheet';
import { ReopenedQuote } from '../quotes/reopened-quote';

/**
 * A refusal of the values themselves (the service names a field, or answers 422): trying again with
 * the same values cannot help: the panel asks for a correction instead. Whether anything else offers
 * "Try again" is the portal's one rule, isTransient.
 */
export function isValidationRefusal(error: unknown): boolean {
  return (
    isApiError(error) && error.kind === 'refused' && (error.fieldErrors.length > 0 || error.status === 422)
  );
}

function QuoteFrame({
  headingId,
  children,
  announcement = '',
}: {
  headingId: string;
  children: ReactNode;
  /** Read out when it changes: a new price must be heard wherever focus is. */
  announcement?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:hidden"
    >
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Your price
      </h2>
      <p role="status" aria-label="Price summary" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The price region, and the printed quote sheet beside it. Give each request its own instance (key). */
export function QuotePanel({
  quote,
  request,
  headingId,
  fieldLabels,
}: {
  quote: UseQueryResult<Pricing>;
  request: PricingRequest;
  headingId: string;
  /** Labels of the wizard's fields by the service's field names: a refusal names them in its list. */
  fieldLabels: Record<string, string>;
}) {
  // The price arrives through React Query's store, whose updates React renders at once, in one task
  // (a long one, with the quote's details and its printed sheet). So the panel keeps its loading
  // state in that render, and the quote follows in a deferred render React splits into short slices,
  // as the order result's does (ResponseView).
  const arrived = useMemo(
    () => ({ data: quote.data, at: quote.dataUpdatedAt }),
    [quote.data, quote.dataUpdatedAt],
  );
  const { data, at } = useDeferredValue(arrived);
  const record = useQuoteRecord(data, request, at);
  return (
    <>
      <QuoteState quote={quote} data={data} record={record} headingId={headingId} fieldLabels={fieldLabels} />
      {record ? <QuoteSheet quote={record.quote} /> : null}
    </>
  );
}

function QuoteState({
  quote,
  data,
  record,
  headingId,
  fieldLabels,
}: {
  quote: UseQueryResult<Pricing>;
  /** The quote's data as the panel shows it (deferred). */
  data: Pricing | undefined;
  record: ReturnType<typeof useQuoteRecord>;
  headingId: string;
  fieldLabels: Record<string, string>;
}) {
  if (quote.isPending || (!quote.isError && data === undefined)) {
    return (
      <QuoteFrame headingId={headingId}>
        <LoadingState label="Pricing this report…" lines={3} />
      </QuoteFrame>
    );
  }
  if (quote.isError) {
    const error = quote.error;
    const fieldErrors = isApiError(error) ? error.fieldErrors : [];
    const described = describeError(error);
    return (
      <QuoteFrame headingId={headingId}>
        <Alert tone="error" title={isNotAllowed(error) ? described.title : 'We could not price this report'}>
          {/* The service's own words, in full. */}
          <p>{described.message}</p>
          {fieldErrors.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {fieldErrors.map((e, i) => (
                <li key={i}>
                  {e.field && fieldLabels[e.field] ? `${fieldLabels[e.field]}: ` : ''}
                  {e.message}
                </li>
              ))}
            </ul>
          ) : null}
          {isValidationRefusal(error) ? (
            fieldErrors.some((e) => e.field && fieldLabels[e.field]) ? (
              <p className="mt-2">Correct the marked choice, then get the price again.</p>
            ) : null
          ) : isTransient(error) ? (
            // One rule for the portal (isTransient): only a failure that may pass on a second try
            // offers one; a refusal with a diagnosis, or a call not allowed, fails the same way again.
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              disabled={quote.isFetching}
              onClick={() => void quote.refetch()}
            >
              {quote.isFetching ? 'Trying again…' : 'Try again'}
            </Button>
          ) : null}
          <TechnicalDetails error={error} />
        </Alert>
      </QuoteFrame>
    );
  }
  if (data === undefined) return null;
  return (
    <QuoteFrame
      headingId={headingId}
      announcement={`Total ${formatMoney(data.totalPrice)}, due ${formatDueDate(data.dueDate)}.`}
    >
      {record ? <QuoteBody data={data} record={record} /> : null}
    </QuoteFrame>
  );
}

function QuoteBody({
  data,
  record,
}: {
  data: Pricing;
  record: NonNullable<ReturnType<typeof useQuoteRecord>>;
}) {
  return (
    <div className="space-y-6">
      <ReopenedQuote pricing={data} request={record.quote.request} />
      <QuoteDetails pricing={data} quote={record.quote}>
        <QuoteActions record={record} />
      </QuoteDetails>
    </div>
  );
}
