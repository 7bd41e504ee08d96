/**
 * A quote for the batch (/pricing/batch): the stepper's query (the same key, so a price it already has
 * is used), its request and reply handled in a worker (api/price-off-main-thread.ts). A module of its
 * own, so that only the batch page loads it.
 */
import { queryOptions } from '@tanstack/react-query';
import { confirmPriceOffMainThread } from '../api/price-off-main-thread';
import type { PricingRequest } from '../api/schemas/pricing';
import { pricingQueries } from './pricing';

export function batchQuote(companyToken: string, request: PricingRequest) {
  return queryOptions({
    ...pricingQueries.quote(companyToken, request),
    queryFn: ({ signal }) => confirmPriceOffMainThread(companyToken, request, { signal }),
  });
}

/**
 * Ends the pricing worker: at sign-out (the batch's job store is then disposed), so that no worker keeps
 * running with the last token in its memory; the next batch starts another.
 */
export function endBatchPricing(): void {
  confirmPriceOffMainThread.end();
}
