/**
 * Unknown API paths: the vendor notes say the service answers them with 404, and every reply keeps the
 * envelope, failures too. Registered after every other handler, so only what none of them answers comes
 * here (a path the service does not have, or a known path with a method it does not take). Only the
 * service's own paths (`/api/v<digits>/...` at the root) are answered: the dev server's modules, such as
 * `/src/api/create-token.ts`, pass through untouched.
 */
import { http } from 'msw';
import { SERVICE_PATH } from '../../api/paths';
import { NOT_FOUND_MESSAGE, refusal } from '../envelope';
import type { HandlerOptions } from './context';

export function notFoundHandlers({ onUnknownPath }: Pick<HandlerOptions, 'onUnknownPath'> = {}) {
  return [
    http.all(SERVICE_PATH, ({ request }) => {
      onUnknownPath?.(request);
      return refusal(404, NOT_FOUND_MESSAGE);
    }),
  ];
}
