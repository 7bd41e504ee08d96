/**
 * The 401 the vendor notes describe for a call the user's role may not make: a user's `notAllowed`
 * lists such calls (keys of apiRoutePatterns), and these handlers, placed before the others, answer
 * them with a 401 envelope. Every other request passes on to the next handler.
 */
import { http, HttpResponse } from 'msw';
import { apiRoutePatterns } from '../api/paths';
import type { MockDb } from './db';

export const NOT_ALLOWED_MESSAGE = 'Unauthorized! You do not have permission to perform this action.';

export function notAllowedHandlers(db: MockDb) {
  return Object.entries(apiRoutePatterns).map(([call, pattern]) =>
    http.all(pattern, ({ request }) => {
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
