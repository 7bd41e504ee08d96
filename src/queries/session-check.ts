/**
 * Tells an ended session from a call this account may not make. The service answers both with a 401
 * (vendor notes), so after a 401 the portal makes one cheap call that every account may make, the report
 * types (4.3): answered, the session works and the 401 meant "not allowed"; a 401 again, the session has
 * ended. Several 401s at once share one check. The API client awaits it before it rejects, so a page
 * never shows "not allowed" for a session that has in fact ended (docs/decisions/2026-11-24-not-allowed-is-not-signed-out.md).
 *
 * An account may be refused the report types themselves (issue 45): that refusal alone would end every
 * session of it at the first 401, right after each sign-in, and the account would reach no page. So a
 * 401 to the report types is confirmed with a second cheap call, the standalone inspection types (4.2):
 * answered, the session works; refused too, it has ended.
 */
import { isApiError } from '../api/errors';
import { sessionStore } from '../session/session-store';

let inFlight: { token: string; verdict: Promise<boolean | null> } | null = null;

/** An answer of any kind but a 401 shows the token still works; no answer at all tells nothing. */
function verdictOf(error: unknown): boolean | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'unauthorized') return false;
  return error.kind === 'refused' || error.kind === 'not-found' ? true : null;
}

/** The calls that tell, in order: the second is asked only when the first gets a 401. */
async function probe(companyToken: string): Promise<boolean | null> {
  // Loaded on first use: the endpoints bring every schema, which the sign-in path must not carry
  // (docs/decisions/2026-11-23-sign-in-without-zod.md); a 401 only comes once a page has loaded them.
  const { listReportTypes, listStandaloneInspectionTypes } = await import('../api/endpoints');
  const options = { checkSession: false } as const;
  const first = await listReportTypes(companyToken, options).then(() => true, verdictOf);
  if (first !== false) return first;
  return listStandaloneInspectionTypes(companyToken, options).then(() => true, verdictOf);
}

/** true: the session works; false: it has ended; null: the check got no usable answer. */
export function checkSession(): Promise<boolean | null> {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(false);
  if (inFlight?.token === session.token) return inFlight.verdict;
  const verdict = probe(session.companyToken).catch(() => null);
  const check = { token: session.token, verdict };
  inFlight = check;
  void verdict.finally(() => {
    if (inFlight === check) inFlight = null;
  });
  return verdict;
}
