/**
 * Saved quotes: kept in this browser (localStorage) for the signed-in user, under a key of their
 * company and username, so that two people sharing a computer each see their own. What is stored is
 * what was shown: the choices in words, every fee line, the total, the card surcharge and the due
 * date, with the link that prices the same choices again. Read back through a schema: a damaged or
 * older entry is left out rather than crashing the page.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import type { PricingRequest } from '../../../api/schemas/pricing';
import { storageKeys } from '../../../session/local-data';
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

const PREFIX = storageKeys.quotesPrefix;
const NO_QUOTES: SavedQuote[] = [];

export function quotesKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${PREFIX}${session.companyToken}:${session.user.username}`;
}

const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; quotes: SavedQuote[] } | null = null;

function parse(raw: string | null): SavedQuote[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    return data.flatMap((item) => {
      const parsed = savedQuoteSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Newest first. The same array while the stored text is unchanged (useSyncExternalStore needs it). */
export function readQuotes(key: string): SavedQuote[] {
  const raw = globalThis.localStorage?.getItem(key) ?? null;
  if (cache && cache.key === key && cache.raw === raw) return cache.quotes;
  const quotes = parse(raw).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
  cache = { key, raw, quotes };
  return quotes;
}

function write(key: string, quotes: SavedQuote[]) {
  globalThis.localStorage?.setItem(key, JSON.stringify(quotes));
  for (const listener of listeners) listener();
}

export function saveQuote(key: string, quote: SavedQuote): void {
  write(key, [quote, ...readQuotes(key).filter((q) => q.reference !== quote.reference)]);
}

export function deleteQuote(key: string, reference: string): void {
  write(
    key,
    readQuotes(key).filter((q) => q.reference !== reference),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving or deleting a quote.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's saved quotes, newest first, and the key to change them with. */
export function useSavedQuotes(): { key: string; quotes: SavedQuote[] } {
  const key = quotesKey(useRequiredSession());
  const quotes = useSyncExternalStore(
    subscribe,
    () => readQuotes(key),
    () => NO_QUOTES,
  );
  return { key, quotes };
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
