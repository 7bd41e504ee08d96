/**
 * The running summary: the choices so far and, once known, the total, the due date and the breakdown.
 * It stays in view: a sticky side panel on wide screens, a bar fixed to the bottom of the screen on
 * phones, which expands (a disclosure button) to the whole summary. One element serves both layouts.
 */
import { memo, useEffect, useId, useState } from 'react';
import type { Pricing } from '../../../api/schemas/pricing';
import { Button } from '../../../components/ui/button';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { equalProps, sameRecord } from './equal-props';
import { feeLines, type QuoteContext } from './fee-lines';

export interface SummaryRow {
  label: string;
  /** Null while not chosen, or while the choice's list loads (`loading`). */
  value: string | null;
  /** Chosen, its list still loading: the step shows a tick, so the summary must not say "Not chosen". */
  loading?: boolean;
}

interface QuoteSummaryProps {
  rows: SummaryRow[];
  pricing: Pricing | null;
  context: QuoteContext | null;
  /** What the bar says while there is no price, e.g. "Step 2 of 4: Turnaround". */
  status: string;
}

/** The page makes its rows and context anew on every render: compared by value. */
const sameSummaryProps = equalProps<QuoteSummaryProps>({
  rows: (a, b) => a.length === b.length && a.every((row, i) => sameRecord(row, b[i] ?? {})),
  context: (a, b) => a === b || (a !== null && b !== null && sameRecord(a, b)),
});

export const QuoteSummary = memo(function QuoteSummary({
  rows,
  pricing,
  context,
  status,
}: QuoteSummaryProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const toggleId = useId();

  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      document.getElementById(toggleId)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded, toggleId]);

  return (
    <aside
      aria-label="Quote summary"
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-300 bg-white shadow-[0_-4px_16px_rgb(15_23_42/0.12)] lg:sticky lg:top-6 lg:bottom-auto lg:z-auto lg:self-start lg:rounded-lg lg:border lg:border-slate-200 lg:shadow-sm print:hidden"
    >
      <div className="flex items-center justify-between gap-3 px-4 py-2.5 lg:hidden">
        <div className="min-w-0">
          {pricing ? (
            <>
              <p className="text-lg leading-tight font-semibold text-slate-900 tabular-nums">
                <span className="sr-only">Total </span>
                {formatMoney(pricing.totalPrice)}
              </p>
              <p className="truncate text-xs text-slate-700">Due {formatDueDate(pricing.dueDate)}</p>
            </>
          ) : (
            <p className="truncate text-sm font-medium text-slate-800">{status}</p>
          )}
        </div>
        {pricing ? (
          <Button
            id={toggleId}
            variant="secondary"
            size="sm"
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((open) => !open)}
            className="shrink-0"
          >
            {expanded ? 'Hide details' : 'Show details'}
          </Button>
        ) : null}
      </div>
      <div
        id={detailsId}
        className={`${expanded && pricing ? 'block' : 'hidden'} max-h-[65vh] overflow-y-auto border-t border-slate-200 px-4 py-4 lg:block lg:max-h-none lg:border-0 lg:p-5`}
      >
        <h2 className="text-base font-semibold text-slate-900">Your quote</h2>
        {/* The choices: on wide screens only; on a phone the steps, in view above, say them once. */}
        <dl className="mt-3 hidden space-y-2 text-sm lg:block">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-3">
              <dt className="shrink-0 text-slate-700">{row.label}</dt>
              <dd
                className={`min-w-0 text-right break-words ${row.value ? 'font-medium text-slate-900' : 'text-slate-700 italic'}`}
              >
                {row.value ?? (row.loading ? 'Loading…' : 'Not chosen yet')}
              </dd>
            </div>
          ))}
        </dl>
        {pricing && context ? <PricedSummary pricing={pricing} /> : null}
      </div>
    </aside>
  );
}, sameSummaryProps);

function PricedSummary({ pricing }: { pricing: Pricing }) {
  const lines = feeLines(pricing).filter((line) => line.amount !== 0);
  return (
    // The rule sets the breakdown off from the choices, which only a wide screen shows.
    <div className="mt-3 lg:mt-4 lg:border-t lg:border-slate-200 lg:pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Breakdown</h3>
      <dl className="mt-2 space-y-1.5 text-sm">
        {lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-3">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="text-slate-900 tabular-nums">{formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-semibold">
          <dt className="text-slate-900">Total</dt>
          <dd className="text-slate-900 tabular-nums">{formatMoney(pricing.totalPrice)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">Due</dt>
          <dd className="font-medium text-slate-900">{formatDueDate(pricing.dueDate)}</dd>
        </div>
      </dl>
      {pricing.ccSurcharge > 0 ? (
        <p className="mt-3 text-xs text-slate-700">
          Card payments add {formatMoney(pricing.ccSurcharge)}, not included in the total.
        </p>
      ) : null}
    </div>
  );
}
