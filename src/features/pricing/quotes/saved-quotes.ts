/**
 * Saved quotes: kept in this browser (localStorage) for the signed-in user, under a key of their
 * company and username, so that two people sharing a computer each see their own. What is stored is
 * what was shown: the choices in words, every fee line, the total, the card surcharge and the due
 * date, with the link that prices the same choices again. Read back through a schema: a damaged or
 * older entry is left out rather than crashing the page.
 */
import { useMemo } from 'react';
import * as z from 'zod/mini';
import type { PricingRequest } from '../../../api/schemas/pricing';
import { storageKeys } from '../../../session/local-data';
import { createLocalStore, listOf, useLocalStore, type StoreWrite } from '../../../session/local-store';
import type { Session } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';

const feeLineSchema = z.object({
  key: z.string(),
  label: z.string(),
  explanation: z.string(),
  amount: z.number(),
});

const savedQuoteSchema = z.object({
  reference: z.string(),
  savedAt: z.string(),
  /** YYYY-MM-DD */
  pricedOn: z.string(),
  /** The wizard's query string, e.g. `?report=reno-arv&tat=standard&…`: a query string only, so a
   * tampered entry can never send the user anywhere but the wizard. */
  link: z.string().check(z.regex(/^\?[\w.~%&=+-]*$/)),
  request: z.object({
    reportType: z.string(),
    turnaround: z.string(),
    inspectionType: z.string(),
    residentialPropertyType: z.string(),
    state: z.string(),
    postalCode: z.string(),
  }),
  choices: z.object({
    report: z.string(),
    turnaround: z.string(),
    inspection: z.string(),
    property: z.string(),
  }),
  lines: z.array(feeLineSchema),
  totalPrice: z.number(),
  ccSurcharge: z.number(),
  dueDate: z.string(),
});

export type SavedQuote = z.infer<typeof savedQuoteSchema>;

const NO_QUOTES: SavedQuote[] = [];

export function quotesKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${storageKeys.quotesPrefix}${session.companyToken}:${session.user.username}`;
}

const listSchema = listOf(savedQuoteSchema);
// Newest first, sorted once per stored text (the store keeps the value while the text is unchanged).
const sorted = new WeakMap<SavedQuote[], SavedQuote[]>();

function storeOf(key: string) {
  return createLocalStore(key, listSchema, NO_QUOTES);
}

function newestFirst(quotes: SavedQuote[]): SavedQuote[] {
  let list = sorted.get(quotes);
  if (!list) {
    list = [...quotes].sort((a, b) => b.savedAt.localeCompare(a.savedAt));
    sorted.set(quotes, list);
  }
  return list;
}

/** Newest first. The same array while the stored text is unchanged (useSyncExternalStore needs it). */
export function readQuotes(key: string): SavedQuote[] {
  return newestFirst(storeOf(key).read());
}

/** Saves the quote; says whether the browser kept it (a full storage refuses it). */
export function saveQuote(key: string, quote: SavedQuote): StoreWrite {
  return storeOf(key).write([quote, ...readQuotes(key).filter((q) => q.reference !== quote.reference)]);
}

export function deleteQuote(key: string, reference: string): void {
  storeOf(key).write(readQuotes(key).filter((q) => q.reference !== reference));
}

/** The signed-in user's saved quotes, newest first, and the key to change them with. */
export function useSavedQuotes(): { key: string; quotes: SavedQuote[] } {
  const key = quotesKey(useRequiredSession());
  const store = useMemo(() => storeOf(key), [key]);
  return { key, quotes: newestFirst(useLocalStore(store)) };
}

export function sameRequest(a: PricingRequest, b: PricingRequest): boolean {
  return (
    a.reportType === b.reportType &&
    a.turnaround === b.turnaround &&
    a.inspectionType === b.inspectionType &&
    a.residentialPropertyType === b.residentialPropertyType &&
    a.state === b.state &&
    a.postalCode === b.postalCode
  );
}
