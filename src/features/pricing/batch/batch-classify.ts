/**
 * What a failed price means for its row: the session ended (the batch pauses), the request was
 * interrupted, a transient failure (tried again later), or the service's refusal of that property, in
 * its own words.
 */
import { isCancelledError } from '@tanstack/react-query';
import { isApiError, isRetryable, isTransient } from '../../../api/errors';
import { NOT_ALLOWED_TITLE } from '../../../components/ui/describe-error';
import { sessionStore } from '../../../session/session-store';
import type { Failure } from '../../../lib/job-runner';

export function classify(error: unknown): Failure {
  if (sessionStore.get() === null) return { kind: 'interrupted', sessionEnded: true };
  if (isCancelledError(error)) return { kind: 'interrupted', sessionEnded: false };
  if (isApiError(error)) {
    if (error.kind === 'unauthorized') {
      // The API client checked the session right after the 401: if it works, this call is not allowed.
      if (error.sessionWorks === true) return { kind: 'refused', reason: NOT_ALLOWED_TITLE };
      return { kind: 'interrupted', sessionEnded: true };
    }
    // A 404 means the request did not reach pricing (an unknown path): not a refusal of this row.
    if (isTransient(error) || error.kind === 'not-found')
      return {
        kind: 'transient',
        reason: error.message,
        retryAfterMs: error.retryAfterMs,
        retry: isRetryable(error),
      };
    // One line per field the service named: the page puts each in its own words (batch-refusal.tsx).
    const words = error.fieldErrors.map((e) => e.message);
    return { kind: 'refused', reason: words.length > 0 ? words.join('\n') : error.message };
  }
  return { kind: 'transient', reason: 'The price could not be read.', retryAfterMs: null, retry: false };
}
