/**
 * The quote: total, due date, what was priced, the itemized breakdown (zero lines behind a toggle) and
 * the card surcharge apart.
 */
import { useId, useState, type ReactNode } from 'react';
import type { Pricing } from '../../../api/schemas/pricing';
import { ServiceText } from '../../../components/ui/service-text';
import { turnaroundWords } from '../../../lib/service-terms';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { PriceBreakdownTable } from '../stepper/price-breakdown-table';
import type { SavedQuote } from './saved-quotes';

export function QuoteDetails({
  pricing,
  quote,
  children,
}: {
  pricing: Pricing;
  /** The quote in words: its choices, fee lines and the date priced. */
  quote: SavedQuote;
  /** The quote's actions. */
  children?: ReactNode;
}) {
  const [showZero, setShowZero] = useState(false);
  const zeroToggleId = useId();
  const pricedHeadingId = useId();
  const lines = quote.lines;
  const zeroCount = lines.filter((l) => l.amount === 0).length;
  const shown = showZero ? lines : lines.filter((l) => l.amount !== 0);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <dl className="space-y-1">
          <dt className="text-sm font-medium text-slate-700">Total</dt>
          <dd className="text-3xl font-semibold text-slate-900 tabular-nums">
            {formatMoney(pricing.totalPrice)}
          </dd>
          {pricing.units > 1 ? (
            <dd className="text-sm text-slate-700">
              {formatMoney(pricing.unitPrice)} per unit for {pricing.units} units
            </dd>
          ) : null}
        </dl>
        <dl className="space-y-1 sm:text-right">
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
        {/* On a phone the steps above, one under the other, already say what was chosen: once is enough. */}
        <h3 id={pricedHeadingId} className="hidden text-base font-semibold text-slate-900 lg:block">
          What was priced
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm lg:mt-2">
          <PricedRow label="Report" wideOnly>
            <ServiceText text={quote.choices.report} />
          </PricedRow>
          <PricedRow label="Turnaround" wideOnly>
            {turnaroundWords(quote.choices.turnaround)}
          </PricedRow>
          <PricedRow label="Inspection" wideOnly>
            {quote.choices.inspection}
          </PricedRow>
          <PricedRow label="Property" wideOnly>
            {quote.choices.property}
          </PricedRow>
          <PricedRow label="Priced on">{formatDueDate(quote.pricedOn)}</PricedRow>
        </dl>
      </section>

      <div>
        <PriceBreakdownTable lines={shown} total={pricing.totalPrice} />
        {zeroCount > 0 ? (
          <div className="mt-2 flex items-center gap-2 print:hidden">
            <input
              id={zeroToggleId}
              type="checkbox"
              checked={showZero}
              onChange={(e) => setShowZero(e.target.checked)}
              className="size-4 accent-brand-700"
            />
            <label
              htmlFor={zeroToggleId}
              className="inline-flex min-h-11 items-center text-sm text-slate-800"
            >
              {zeroCount === 1
                ? `Show the line of ${formatMoney(0)}`
                : `Show the ${zeroCount} lines of ${formatMoney(0)}`}
            </label>
          </div>
        ) : null}
      </div>

      {children}
    </div>
  );
}

function PricedRow({
  label,
  wideOnly = false,
  children,
}: {
  label: string;
  wideOnly?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={wideOnly ? 'hidden lg:contents' : 'contents'}>
      <dt className="font-medium text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
