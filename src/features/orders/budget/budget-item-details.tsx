/**
 * A line item on a phone: its name is a disclosure button, and under it, one tap away, what the desk's
 * columns show (the category while the table is not grouped, the description, the five allocations).
 */
import { ServiceText } from '../../../components/ui/service-text';
import { useId, useState } from 'react';
import { BudgetAmount } from './budget-amount';
import { ALLOCATION_COLUMNS, type BudgetRow } from './budget-model';

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 12 12"
      className={`mt-1 h-3 w-3 shrink-0 transition-transform motion-reduce:transition-none ${open ? 'rotate-90' : ''}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4.5 2.5 8 6l-3.5 3.5" />
    </svg>
  );
}

export function BudgetItemDetails({ row, showCategory }: { row: BudgetRow; showCategory: boolean }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        // At least 44 px tall to tap; the name wraps rather than widening the table.
        className="-my-2 flex min-h-11 w-full items-start gap-1.5 rounded-sm py-2 text-left font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Chevron open={open} />
        <ServiceText text={row.item} className="min-w-0 break-words" />
      </button>
      {open ? (
        <dl
          id={id}
          className="mt-2 mb-1 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-xs font-normal text-slate-700"
        >
          {showCategory ? (
            <div className="col-span-2">
              <dt className="inline font-semibold text-slate-800">Category: </dt>
              <dd className="inline">
                <ServiceText text={row.category} />
              </dd>
            </div>
          ) : null}
          {row.description ? (
            <div className="col-span-2">
              <dt className="sr-only">Description</dt>
              <dd>
                <ServiceText text={row.description} />
              </dd>
            </div>
          ) : null}
          {ALLOCATION_COLUMNS.map((c) => (
            <div key={c.key} className="contents">
              <dt>{c.label}</dt>
              <dd className="text-right whitespace-nowrap text-slate-900 tabular-nums">
                <BudgetAmount cents={row.cents[c.key]} sent={row.texts[c.key]} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}
