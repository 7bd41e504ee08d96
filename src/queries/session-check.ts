/**
 * Tells an ended session from a call this account may not make. The service answers both with a 401
 * (vendor notes), so after a 401 the portal makes one cheap call that every account may make, the report
 * types (4.3): answered, the session works and the 401 meant "not allowed"; a 401 again, the session has
 * ended. Several 401s at once share one check. The API client awaits it before it rejects, so a page
 * never shows "not allowed" for a session that has in fact ended (docs/decisions/2026-11-24-not-allowed-is-not-signed-out.md).
 */
import { configureApi } from '../api/config';
import { isApiError } from '../api/errors';
import { sessionStore } from '../session/session-store';

let inFlight: { token: string; verdict: Promise<boolean | null> } | null = null;

/** An answer of any kind but a 401 shows the token still works; no answer at all tells nothing. */
function verdictOf(error: unknown): boolean | null {
  if (!isApiError(error)) return null;
  if (error.kind === 'unauthorized') return false;
  return error.kind === 'refused' || error.kind === 'not-found' ? true : null;
}

/** true: the session works; false: it has ended; null: the check got no usable answer. */
export function checkSession(): Promise<boolean | null> {
  const session = sessionStore.get();
  if (!session) return Promise.resolve(false);
  if (inFlight?.token === session.token) return inFlight.verdict;
  // Loaded on first use: the endpoints bring every schema, which the sign-in path must not carry
  // (docs/decisions/2026-11-23-sign-in-without-zod.md); a 401 only comes once a page has loaded them.
  const verdict = import('../api/endpoints')
    .then(({ listReportTypes }) => listReportTypes(session.companyToken, { checkSession: false }))
    .then(() => true, verdictOf);
  const check = { token: session.token, verdict };
  inFlight = check;
  void verdict.finally(() => {
    if (inFlight === check) inFlight = null;
  });
  return verdict;
}

/** Has the API client check the session after every 401 of a signed-in call. */
export function checkSessionAfterUnauthorized(): void {
  configureApi({ checkSession });
}
