/**
 * Answers that come before the mock's normal handlers, for states the seed data does not have:
 * - the 401 the vendor notes describe for a call the user's role may not make (a user's `notAllowed`
 *   lists such calls, by their key in apiRoutePatterns);
 * - answers queued in the mock's state (`faults`, by call), each answered once, in order: browser tests
 *   queue a transient failure this way and then watch "Try again" work, or a success whose list holds
 *   unreadable items (tolerant parsing).
 * Every other request passes on to the next handler.
 */
import { http, HttpResponse } from 'msw';
import { apiRoutePatterns } from '../api/paths';
import type { MockDb } from './db';

export const NOT_ALLOWED_MESSAGE = 'Unauthorized! You do not have permission to perform this action.';

export function overrideHandlers(db: MockDb) {
  return Object.entries(apiRoutePatterns).map(([call, pattern]) =>
    http.all(pattern, ({ request }) => {
      const fault = db.state.faults?.[call]?.shift();
      if (fault) {
        // A token that expired: the service forgets every token it issued, so the next call fails too.
        if (fault.endsSession) db.state.tokens = {};
        db.save();
        return fault.json === undefined
          ? new HttpResponse(fault.text ?? '', {
              status: fault.status,
              headers: { 'Content-Type': 'text/html', ...fault.headers },
            })
          : HttpResponse.json(fault.json, { status: fault.status, headers: fault.headers ?? {} });
      }
      const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
      const user = token ? db.userForToken(token) : undefined;
      if (!user?.notAllowed?.includes(call)) return undefined;
      return HttpResponse.json(
        { success: false, message: NOT_ALLOWED_MESSAGE, data: {}, meta: {}, errors: [] },
        { status: 401 },
      );
    }),
  );
}
