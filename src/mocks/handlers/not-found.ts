/**
 * Unknown API paths: the vendor notes say the service answers them with 404, and every reply keeps the
 * envelope, failures too. Registered after every other handler, so only what none of them answers comes
 * here (a path the service does not have, or a known path with a method it does not take).
 */
import { http } from 'msw';
import { NOT_FOUND_MESSAGE, refusal } from '../envelope';
import type { HandlerOptions } from './context';

export function notFoundHandlers({ onUnknownPath }: Pick<HandlerOptions, 'onUnknownPath'> = {}) {
  return [
    http.all('*/api/*', ({ request }) => {
      onUnknownPath?.(request);
      return refusal(404, NOT_FOUND_MESSAGE);
    }),
  ];
}
