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
