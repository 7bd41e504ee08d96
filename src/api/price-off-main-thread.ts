/**
 * confirm-price (4.8) answered in a worker: fetching, reading and checking the reply happen off the
 * page's main thread. For a batch of many properties, each answer's reading and its requests' garbage
 * (major collections) otherwise land in the page's tasks while the user works
 * (docs/decisions/2026-11-27-pricing-in-a-worker.md has the figures). The same call and the same errors: after a 401 the
 * session is checked here, on the page, as the API client does.
 *
 * On the main thread as before where a worker cannot help or cannot start: jsdom, a worker that fails,
 * and demo mode, whose mock service answers from the page itself (and reaches a worker's requests only
 * while the tab is visible).
 */
import { callWorker } from '../lib/worker-protocol';
import type { RequestOptions } from './client';
import { apiSettings, currentConnection, isDemoMode } from './config';
import { confirmPrice } from './endpoints';
import { ApiError, fallbackMessage } from './errors';
import { apiPaths } from './paths';
import type { PriceCall, PriceFailure } from './price-messages';
import type { Pricing, PricingRequest } from './schemas/pricing';

type Confirm = (companyToken: string, request: PricingRequest, options?: RequestOptions) => Promise<Pricing>;
/** confirm-price, and `end()`: ends the worker (and what its memory holds: the last token), at sign-out. */
export type EndableConfirm = Confirm & { end: () => void };

async function toError(failure: PriceFailure, options: RequestOptions): Promise<ApiError> {
  const endpoint = `POST ${apiPaths.pricing}`;
  if (!failure) return new ApiError({ kind: 'malformed', message: fallbackMessage('malformed'), endpoint });
  // As the API client: after a 401, unless the caller asked for no check.
  let sessionWorks: boolean | null = null;
  if (failure.kind === 'unauthorized' && options.checkSession !== false)
    sessionWorks = (await apiSettings.checkSession?.()) ?? null;
  return new ApiError({ ...failure, sessionWorks });
}

/**
 * confirm-price through a worker made by `makeWorker` (started on the first call, kept for the next);
 * null from it, or a worker that fails: on the page.
 */
export function offMainThreadPricer(makeWorker: () => Worker | null): EndableConfirm {
  const call = callWorker<PriceCall, Pricing, PriceFailure>(makeWorker);
  const confirm: Confirm = async (companyToken, request, options = {}) => {
    const connection = currentConnection();
    const reply = await call({ companyToken, request, connection }, options.signal);
    if (!reply) return confirmPrice(companyToken, request, options);
    if (reply.ok) return reply.value;
    throw await toError(reply.error, options);
  };
  return Object.assign(confirm, { end: call.end });
}

export const confirmPriceOffMainThread: EndableConfirm = offMainThreadPricer(() =>
  isDemoMode || typeof Worker !== 'function'
    ? null
    : new Worker(new URL('./price.worker.ts', import.meta.url), { type: 'module' }),
);
