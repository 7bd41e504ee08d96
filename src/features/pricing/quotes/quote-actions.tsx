/**
 * What a loan officer takes away from a price: "Save quote" (kept in this browser, with a reference),
 * "Email quote" (a mailto: link), "Print quote" (the quote sheet) and a link that prices the same
 * choices again. Emailing or printing saves the quote first, so the reference they carry can always be
 * found again under Quotes. Each action is confirmed with a toast.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Pricing, PricingRequest } from '../../../api/schemas/pricing';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { showToast } from '../../../components/ui/toast';
import { toIsoDate } from '../../../lib/format';
import { refusedWriteMessage } from '../../../session/local-store';
import { newQuoteReference } from './quote-reference';
import { useQuoteAuthor } from './quote-author';
import { mailtoHref } from './quote-email';
import { buildSavedQuote, quoteUrl } from './quote-model';
import { sameRequest, saveQuote, useSavedQuotes, type SavedQuote } from './saved-quotes';

/** The saved quote with exactly this price, priced the same day, if there is one. */
export function findSavedQuote(
  quotes: SavedQuote[],
  pricing: Pricing,
  request: PricingRequest,
  pricedAt: number,
): SavedQuote | undefined {
  const pricedOn = toIsoDate(new Date(pricedAt));
  return quotes.find(
    (q) =>
      sameRequest(q.request, request) &&
      q.pricedOn === pricedOn &&
      q.totalPrice === pricing.totalPrice &&
      q.dueDate === pricing.dueDate,
  );
}

export interface QuoteRecord {
  /** The quote as it is (or would be) saved: its reference is reserved as soon as it is shown. */
  quote: SavedQuote;
  saved: boolean;
  /** Saves the quote; says whether the browser kept it. */
  save: () => boolean;
  /** Why the last save failed (the browser's storage is full or turned off), in the user's words. */
  saveError: string | null;
}

/**
 * The record of the quote on screen. The reference is reserved when the quote is shown (the email link
 * carries it) and kept only once saved; the caller gives each priced request its own instance (a key),
 * hence its own reference.
 */
export function useQuoteRecord(
  pricing: Pricing | undefined,
  request: PricingRequest,
  pricedAt: number,
): QuoteRecord | null {
  const { key, quotes } = useSavedQuotes();
  const [reference] = useState(() => newQuoteReference(new Set(quotes.map((q) => q.reference))));
  const [saveError, setSaveError] = useState<string | null>(null);
  if (!pricing) return null;
  const saved = findSavedQuote(quotes, pricing, request, pricedAt);
  const quote = saved ?? buildSavedQuote({ reference, pricing, request, pricedAt, savedAt: '' });
  return {
    quote,
    saved: saved !== undefined,
    saveError: saved ? null : saveError,
    save: () => {
      if (saved) return true;
      const write = saveQuote(key, { ...quote, savedAt: new Date().toISOString() });
      setSaveError(write.saved ? null : refusedWriteMessage(write.reason));
      if (write.saved) showToast(`Quote ${quote.reference} saved.`);
      return write.saved;
    },
  };
}

export function QuoteActions({ record }: { record: QuoteRecord }) {
  const { quote, saved, save, saveError } = record;
  const [copy, setCopy] = useState<'idle' | 'manual'>('idle');
  // "Save quote" leaves once pressed: focus goes to what replaced it, the reference it was saved as.
  const [savedByButton, setSavedByButton] = useState(false);
  const author = useQuoteAuthor();
  const savedNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (savedByButton && saved) savedNote.current?.focus();
  }, [savedByButton, saved]);
  const link = quoteUrl(quote.link);

  async function copyLink() {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setCopy('idle');
      showToast('Link copied.');
    } catch {
      setCopy('manual');
    }
  }

  return (
    <div className="space-y-3 print:hidden">
      {saved ? (
        <p ref={savedNote} tabIndex={-1} className="text-sm text-slate-800 focus:outline-none">
          Saved as <strong className="font-semibold">{quote.reference}</strong> in this browser.{' '}
          <Link to="/quotes" className="font-medium text-brand-700 underline underline-offset-2">
            See all quotes
          </Link>
        </p>
      ) : null}
      {saveError ? (
        <Alert tone="error" title={`Quote ${quote.reference} was not saved`}>
          <p id="quote-save-error">{saveError}</p>
        </Alert>
      ) : null}
      {/* On a phone one button a row, each the screen's width (GOV.UK); side by side from 640 px. */}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {saved ? null : (
          <Button
            variant="primary"
            aria-describedby={saveError ? 'quote-save-error' : undefined}
            onClick={() => setSavedByButton(save())}
          >
            Save quote
          </Button>
        )}
        <a
          href={mailtoHref(quote, author)}
          onClick={() => void save()}
          className={buttonClasses('secondary')}
        >
          Email quote
        </a>
        <Button
          variant="secondary"
          onClick={() => {
            save();
            window.print();
          }}
        >
          Print quote
        </Button>
        <Button variant="secondary" onClick={() => void copyLink()}>
          Copy link to this quote
        </Button>
      </div>
      {copy === 'manual' ? (
        <div>
          <label htmlFor="quote-link" className="text-sm font-medium text-slate-800">
            The link could not be copied automatically. Copy it from here:
          </label>
          <input
            id="quote-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-sm text-slate-900"
          />
        </div>
      ) : null}
    </div>
  );
}
