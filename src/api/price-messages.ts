/**
 * What the page and the pricing worker say to each other (price.worker.ts, price-off-main-thread.ts),
 * in the portal's one worker protocol (src/lib/worker-protocol.ts).
 */
import type { Connection } from './config';
import type { ApiErrorInit } from './errors';
import type { PricingRequest } from './schemas/pricing';

export interface PriceCall {
  companyToken: string;
  request: PricingRequest;
  /** The page's bearer token, base URL and timeout at the time of the call. */
  connection: Connection;
}

/** An ApiError's parts (its cause stays in the worker); null: a failure that was not an ApiError. */
export type PriceFailure = Omit<ApiErrorInit, 'cause' | 'sessionWorks'> | null;
