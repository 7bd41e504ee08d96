/**
 * The title and the words to show for any error, the service's own whenever it sent any. Apart from the
 * state components (states.tsx) so that the sign-in page and the route error page load only this.
 */
import { fallbackMessage, isApiError } from '../../api/errors';
import { plainServiceMessage } from '../../api/service-messages';

export const NOT_ALLOWED_TITLE = 'Your account is not allowed to do this';
/** The same for a read: what the page would have shown. */
export const NOT_ALLOWED_TO_SEE_TITLE = 'Your account is not allowed to see this';

const kindTitles = {
  refused: 'The service refused this request',
  // A 401 that reaches the screen did not end the session: the account may not make that call
  // (queries/query-client.ts); an expired session goes back to sign-in instead.
  unauthorized: NOT_ALLOWED_TITLE,
  'not-found': 'Not found',
  server: 'The service is having trouble',
  network: 'The service could not be reached',
  timeout: 'The service took too long to answer',
  malformed: 'The service sent something unexpected',
} as const;

/**
 * Part of the portal's own code that did not arrive: a failed dynamic import in Chromium's, Firefox's and
 * Safari's words, or Vite's failed style sheet preload. The network is gone, or the portal was deployed
 * again while this tab was open and the file it asks for is gone: a reload is what helps (a browser keeps
 * a failed import's failure until then).
 */
export function isCodeNotLoaded(error: unknown): error is Error {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}

/** What the portal says when part of its code did not arrive. */
const CODE_NOT_LOADED = {
  title: 'Part of the portal could not be loaded',
  message:
    'Check your connection, then reload the page. If the portal was updated while this page was open, reloading loads the new version.',
} as const;

/** A 401 shown on a page: the account may not make that call (a page's own title does not fit it). */
export function isNotAllowed(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unauthorized';
}

/**
 * The title and the words for any error: a known service message in plain words with what to do next
 * (api/service-messages.ts; the exact words stay in TechnicalDetails), any other message as sent.
 */
export function describeError(error: unknown): { title: string; message: string; details: string[] } {
  if (isApiError(error)) {
    const details = error.fieldErrors.map((e) => e.message).filter((m) => m !== error.message);
    // A refused read says what the page would have shown: "…not allowed to see this".
    const isRead = error.endpoint?.startsWith('GET ') ?? false;
    const notAllowedRead = error.kind === 'unauthorized' && isRead;
    const plain = plainServiceMessage(error.message);
    if (plain) {
      const title =
        notAllowedRead && plain.title === NOT_ALLOWED_TITLE ? NOT_ALLOWED_TO_SEE_TITLE : plain.title;
      // Our words say what to do; the service's own, its field errors included, stay in TechnicalDetails.
      return { title, message: plain.message, details: [] };
    }
    const message =
      error.kind === 'unauthorized' && error.message === fallbackMessage('unauthorized')
        ? 'The service did not allow this call for your account.'
        : error.message;
    const title = notAllowedRead ? NOT_ALLOWED_TO_SEE_TITLE : kindTitles[error.kind];
    return { title, message, details };
  }
  if (isCodeNotLoaded(error)) return { ...CODE_NOT_LOADED, details: [] };
  return {
    title: 'Something went wrong',
    message: error instanceof Error && error.message ? error.message : fallbackMessage('server'),
    details: [],
  };
}
