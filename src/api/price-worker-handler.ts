/**
 * What the pricing worker does with each message (price.worker.ts): prices with the page's token, base
 * URL and timeout of the moment, and posts back the price or what the ApiError is made of (its cause
 * stays in the worker). A canceled call posts nothing: the page has stopped waiting for it.
 */
import { configureApi } from './config';
import { confirmPrice } from './endpoints';
import { isApiError } from './errors';
import type { PriceReply, PriceRequestMessage, WorkerMessage } from './price-messages';

export function priceWorkerHandler(post: (reply: PriceReply) => void): (message: WorkerMessage) => void {
  const inFlight = new Map<number, AbortController>();

  async function price({ id, companyToken, request, token, baseUrl, timeoutMs }: PriceRequestMessage) {
    const controller = new AbortController();
    inFlight.set(id, controller);
    // apiRequest reads the settings before its first await: each call is sent with its own.
    configureApi({ baseUrl, timeoutMs, getToken: () => token });
    try {
      // A 401 is not checked here: the page checks its session (price-off-main-thread.ts).
      const options = { signal: controller.signal, checkSession: false };
      const pricing = await confirmPrice(companyToken, request, options);
      post({ id, ok: true, pricing });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (!isApiError(error)) {
        post({ id, ok: false, error: null });
        return;
      }
      const { kind, message, status, fieldErrors, fieldPath, endpoint } = error;
      const { serviceMessage, detail, retryAfterMs } = error;
      post({
        id,
        ok: false,
        error: {
          kind,
          message,
          status,
          fieldErrors,
          fieldPath,
          endpoint,
          serviceMessage,
          detail,
          retryAfterMs,
        },
      });
    } finally {
      inFlight.delete(id);
    }
  }

  return (message) => {
    if (message.type === 'cancel') inFlight.get(message.id)?.abort();
    else void price(message);
  };
}
