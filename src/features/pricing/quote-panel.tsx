/**
 * The price: total, due date, what was priced, the itemised breakdown (zero lines behind a toggle),
 * the card surcharge apart, and the quote actions (copy link, print). The print stylesheet keeps this
 * panel alone on a clean page.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { isApiError, isTransient } from '../../api/errors';
import type { Pricing } from '../../api/schemas/pricing';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { describeError, isNotAllowed, LoadingState } from '../../components/ui/states';
import { TechnicalDetails } from '../../components/ui/technical-details';
import { formatDueDate, toIsoDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { stateName } from '../../lib/us-states';
import { feeLines } from './fee-lines';
import { QuoteActions } from './quote-actions';
import { propertyTypeLabel } from './wizard-params';

export interface PricedProperty {
  property: string;
  state: string;
  zip: string;
}

function QuoteFrame({
  focus,
  children,
  announcement = '',
  headingLabel = 'Your price',
}: {
  focus: FocusRequest;
  children: ReactNode;
  /** Read out when it changes: a new price must be heard even when focus stays on the choice made. */
  announcement?: string;
  headingLabel?: string;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // A request is consumed once, so that a panel mounted later (after a choice completes the quote)
  // never takes focus away from the choice the user just made.
  const { pending, onFocused } = focus;
  useEffect(() => {
    if (!pending) return;
    heading.current?.focus();
    onFocused();
  }, [pending, onFocused]);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
    >
      <p className="hidden text-sm font-semibold tracking-wide text-brand-800 uppercase print:block">
        Valuation Portal · Quote
      </p>
      <h2
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {headingLabel}
      </h2>
      <p role="status" aria-label="Price summary" className="sr-only">
        {announcement}
      </p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Whether the page asked for focus on the price (after "Get the price" or a switch of turnaround). */
export interface FocusRequest {
  pending: boolean;
  onFocused: () => void;
}

export function QuotePanel({
  quote,
  priced,
  focus,
  fieldLabels,
  mappedFields,
}: {
  quote: UseQueryResult<Pricing>;
  priced: PricedProperty;
  focus: FocusRequest;
  /** Labels of the wizard's fields by the service's field names, for the refusal summary. */
  fieldLabels: Record<string, string>;
  /** Service field names that are shown on their own field. */
  mappedFields: readonly string[];
}) {
  if (quote.isPending) {
    return (
      <QuoteFrame focus={focus}>
        <LoadingState label="Pricing this report…" lines={3} />
      </QuoteFrame>
    );
  }
  if (quote.isError) {
    const error = quote.error;
    const described = describeError(error);
    const fieldErrors = isApiError(error) ? error.fieldErrors : [];
    // A refusal with a diagnosis fails the same way again; a transient one (success:false with no
    // validation error, say "pricing is unavailable right now") may well work next time.
    const refused = isApiError(error) && error.kind === 'refused' && !isTransient(error);
    return (
      <QuoteFrame focus={focus}>
        <Alert tone="error" title={isNotAllowed(error) ? described.title : 'This report could not be priced'}>
          <p>{described.message}</p>
          {fieldErrors.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {fieldErrors.map((e, i) => (
                <li key={i}>
                  {e.field && mappedFields.includes(e.field) ? `${fieldLabels[e.field] ?? e.field}: ` : ''}
                  {e.message}
                </li>
              ))}
            </ul>
          ) : null}
          {!refused && !isNotAllowed(error) ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void quote.refetch()}>
              Try again
            </Button>
          ) : null}
          <TechnicalDetails error={error} />
        </Alert>
      </QuoteFrame>
    );
  }
  return (
    <QuoteFrame
      focus={focus}
      announcement={`Total ${formatMoney(quote.data.totalPrice)}, due ${formatDueDate(quote.data.dueDate)}.`}
    >
      <QuoteDetails pricing={quote.data} priced={priced} pricedAt={quote.dataUpdatedAt} />
    </QuoteFrame>
  );
}

function QuoteDetails({
  pricing,
  priced,
  pricedAt,
}: {
  pricing: Pricing;
  priced: PricedProperty;
  pricedAt: number;
}) {
  const [showZero, setShowZero] = useState(false);
  const zeroToggleId = useId();
  const pricedHeadingId = useId();
  const lines = feeLines(pricing, { state: priced.state, postalCode: priced.zip });
  const zeroCount = lines.filter((l) => l.amount === 0).length;
  const shown = showZero ? lines : lines.filter((l) => l.amount !== 0);

  return (
    <div className="space-y-6 print:space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <dl className="space-y-1">
          <dt className="text-sm font-medium text-slate-700">Total</dt>
          <dd className="text-3xl font-bold text-slate-900 tabular-nums">
            {formatMoney(pricing.totalPrice)}
          </dd>
          {pricing.units > 1 ? (
            <dd className="text-sm text-slate-700">
              {formatMoney(pricing.unitPrice)} per unit for {pricing.units} units
            </dd>
          ) : null}
        </dl>
        <dl className="space-y-1 text-right">
          <dt className="text-sm font-medium text-slate-700">Due</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatDueDate(pricing.dueDate)}</dd>
        </dl>
      </div>

      {pricing.ccSurcharge > 0 ? (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          Paying by card adds a card surcharge of {formatMoney(pricing.ccSurcharge)}, not included in the
          total.
        </p>
      ) : null}

      <section aria-labelledby={pricedHeadingId}>
        <h3 id={pricedHeadingId} className="text-base font-semibold text-slate-900">
          What was priced
        </h3>
        <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-slate-700">Report</dt>
          <dd className="text-slate-900">
            {pricing.reportType.nickname}
            {pricing.reportType.formalName && pricing.reportType.formalName !== pricing.reportType.nickname
              ? ` (${pricing.reportType.formalName})`
              : ''}
          </dd>
          <dt className="font-medium text-slate-700">Turnaround</dt>
          <dd className="text-slate-900">
            {pricing.turnaround.name}
            {pricing.turnaround.timeText ? ` (${pricing.turnaround.timeText})` : ''}
          </dd>
          <dt className="font-medium text-slate-700">Inspection</dt>
          <dd className="text-slate-900">{pricing.inspectionType.name}</dd>
          <dt className="font-medium text-slate-700">Property</dt>
          <dd className="text-slate-900">
            {propertyTypeLabel(priced.property)} in {stateName(priced.state)} {priced.zip}
          </dd>
          <dt className="font-medium text-slate-700">Priced on</dt>
          <dd className="text-slate-900">{formatDueDate(toIsoDate(new Date(pricedAt)))}</dd>
        </dl>
      </section>

      <div>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-base font-semibold text-slate-900">Price breakdown</caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Item
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((line) => (
              <tr key={line.key} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 align-top font-normal">
                  <span className="block font-medium text-slate-900">{line.label}</span>
                  <span className="block text-slate-700">{line.explanation}</span>
                </th>
                <td className="py-2 text-right align-top text-slate-900 tabular-nums">
                  {formatMoney(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-2 pr-4 text-base font-semibold text-slate-900">
                Total
              </th>
              <td className="py-2 text-right text-base font-semibold text-slate-900 tabular-nums">
                {formatMoney(pricing.totalPrice)}
              </td>
            </tr>
          </tfoot>
        </table>
        {zeroCount > 0 ? (
          <div className="mt-2 flex items-center gap-2 print:hidden">
            <input
              id={zeroToggleId}
              type="checkbox"
              checked={showZero}
              onChange={(e) => setShowZero(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            <label htmlFor={zeroToggleId} className="text-sm text-slate-800">
              {zeroCount === 1
                ? `Show the line of ${formatMoney(0)}`
                : `Show the ${zeroCount} lines of ${formatMoney(0)}`}
            </label>
          </div>
        ) : null}
      </div>

      <QuoteActions />
    </div>
  );
}
