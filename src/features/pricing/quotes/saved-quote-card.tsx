/**
 * A saved quote on /quotes, single or batch, in one card: its reference (a link that reopens it), a line
 * under it, its total with a note, what it was priced for, anything more the caller has to say, then
 * "Open" and "Delete".
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { DeleteQuote } from './delete-quote';
import { QuoteFacts } from './quote-facts';

export function SavedQuoteCard({
  reference,
  reopen,
  subtitle,
  total,
  totalNote,
  facts,
  what,
  onDelete,
  children,
}: {
  reference: string;
  /** Where "Open" and the reference lead. */
  reopen: string;
  subtitle: ReactNode;
  /** The total, formatted. */
  total: string;
  totalNote: ReactNode;
  facts: readonly (readonly [string, string])[];
  /** "quote" or "batch": the delete question's words. */
  what?: string;
  onDelete: () => void;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={reopen} className="hover:underline focus-visible:underline">
              Quote {reference}
            </Link>
          </h2>
          {subtitle}
        </div>
        <div className="sm:text-right">
          <p className="text-2xl font-semibold text-slate-900 tabular-nums">{total}</p>
          <p className="text-sm text-slate-700">{totalNote}</p>
        </div>
      </div>
      <QuoteFacts facts={facts} />
      {children}
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link to={reopen} className={buttonClasses('secondary')} aria-label={`Open quote ${reference}`}>
          Open
        </Link>
        <DeleteQuote reference={reference} what={what} onDelete={onDelete} />
      </div>
    </li>
  );
}
