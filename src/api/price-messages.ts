/** The messages between the page and the pricing worker (price.worker.ts, price-off-main-thread.ts). */
import type { ApiErrorInit } from './errors';
import type { Pricing, PricingRequest } from './schemas/pricing';

export interface PriceRequestMessage {
  type: 'price';
  id: number;
  companyToken: string;
  request: PricingRequest;
  /** The bearer token, base URL and timeout of the page at the time of the call. */
  token: string | null;
  baseUrl: string;
  timeoutMs: number;
}

export type WorkerMessage = PriceRequestMessage | { type: 'cancel'; id: number };

/** The price, or an ApiError's parts (null: a failure that was not an ApiError). */
export type PriceReply =
  | { id: number; ok: true; pricing: Pricing }
  | { id: number; ok: false; error: Omit<ApiErrorInit, 'cause' | 'sessionWorks'> | null };
