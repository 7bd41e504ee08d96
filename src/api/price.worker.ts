/**
 * The pricing worker (price-off-main-thread.ts): confirm-price's request, the reply's JSON and its
 * schema are handled here, off the page's main thread.
 */
import type { PriceReply, WorkerMessage } from './price-messages';
import { priceWorkerHandler } from './price-worker-handler';

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<WorkerMessage>) => void) | null;
  postMessage: (message: PriceReply) => void;
};

const handle = priceWorkerHandler((reply) => scope.postMessage(reply));
scope.onmessage = ({ data }) => handle(data);
