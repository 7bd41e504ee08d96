/**
 * Who prepared a quote and for which company, for the quote sheet and its email: the signed-in user
 * (name, else username, with the email) and the company's name as this browser last saved it on the
 * company page. The token result carries no company name, so without that copy there is no "For" line at
 * all: a token, or a sentence about this browser, means nothing to the quote's reader.
 */
import { storageKeys } from '../../../session/local-data';
import type { Session } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';

export interface QuoteAuthor {
  preparedBy: string;
  /** Null when this browser has no copy of the company's name. */
  company: string | null;
}

/** The company name in this browser's copy of the company details (features/company/saved-company.ts). */
function savedCompanyName(companyToken: string): string | null {
  try {
    const raw = globalThis.localStorage?.getItem(`${storageKeys.companyDetailsPrefix}${companyToken}`);
    const name: unknown = raw ? (JSON.parse(raw) as { company?: { name?: unknown } }).company?.name : null;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
  } catch {
    return null;
  }
}

export function quoteAuthor(session: Pick<Session, 'user' | 'companyToken'>): QuoteAuthor {
  const { user } = session;
  const name = `${user.firstName} ${user.lastName}`.trim() || user.username;
  return {
    preparedBy: user.email ? `${name} (${user.email})` : name,
    company: savedCompanyName(session.companyToken),
  };
}

export function useQuoteAuthor(): QuoteAuthor {
  return quoteAuthor(useRequiredSession());
}
