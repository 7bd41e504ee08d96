/**
 * The pricing worker (price-off-main-thread.ts): confirm-price's request, the reply's JSON and its
 * schema are handled here, off the page's main thread.
 */
import { serveCalls } from '../lib/worker-protocol';
import { priceInWorker, toPriceFailure } from './price-worker-handler';

serveCalls(priceInWorker, toPriceFailure);
