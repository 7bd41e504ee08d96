/**
 * What the pricing worker does with each call (price.worker.ts): prices with the connection the page
 * sent along, and answers with the price or what the ApiError is made of.
 */
import { confirmPrice } from './endpoints';
import { isApiError } from './errors';
import type { Pricing } from './schemas/pricing';
import type { PriceCall, PriceFailure } from './price-messages';

export function priceInWorker(
  { companyToken, request, connection }: PriceCall,
  signal: AbortSignal,
): Promise<Pricing> {
  // A 401 is not checked here: the page checks its session (price-off-main-thread.ts).
  return confirmPrice(companyToken, request, { signal, checkSession: false, connection });
}

export function toPriceFailure(error: unknown): PriceFailure {
  if (!isApiError(error)) return null;
  const { kind, message, status, fieldErrors, fieldPath, endpoint, serviceMessage, detail, retryAfterMs } =
    error;
  return { kind, message, status, fieldErrors, fieldPath, endpoint, serviceMessage, detail, retryAfterMs };
}
