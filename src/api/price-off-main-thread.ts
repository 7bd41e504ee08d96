/**
 * confirm-price (4.8) answered in a worker: fetching, reading and checking the reply happen off the
 * page's main thread. For a batch of many properties: at 6× CPU each answer cost the page 10-20 ms of
 * microtasks, and its requests' garbage made two major collections of 25-45 ms in a 1,000-row run
 * (docs/decisions/2026-11-27-pricing-in-a-worker.md). The same call and the same errors: after a 401 the
 * session is checked here, on the page, as the API client does.
 *
 * On the main thread as before where a worker cannot help or cannot start: jsdom, a worker that fails,
 * and demo mode, whose mock service answers from the page itself (and reaches a worker's requests only
 * while the tab is visible).
 */
import type { RequestOptions } from './client';
import { apiSettings, isDemoMode } from './config';
import { confirmPrice } from './endpoints';
import { ApiError, fallbackMessage } from './errors';
import { apiPaths } from './paths';
import type { PriceReply, WorkerMessage } from './price-messages';
import type { Pricing, PricingRequest } from './schemas/pricing';

type Confirm = (companyToken: string, request: PricingRequest, options?: RequestOptions) => Promise<Pricing>;

async function toResult(reply: PriceReply, options: RequestOptions): Promise<Pricing> {
  if (reply.ok) return reply.pricing;
  const endpoint = `POST ${apiPaths.pricing}`;
  if (!reply.error)
    throw new ApiError({ kind: 'malformed', message: fallbackMessage('malformed'), endpoint });
  // As the API client: after a 401, unless the caller asked for no check.
  let sessionWorks: boolean | null = null;
  if (reply.error.kind === 'unauthorized' && options.checkSession !== false)
    sessionWorks = (await apiSettings.checkSession?.()) ?? null;
  throw new ApiError({ ...reply.error, sessionWorks });
}

/** confirm-price through workers made by `makeWorker` (one, started on the first call); null: on the page. */
export function offMainThreadPricer(makeWorker: (() => Worker) | null): Confirm {
  let worker: Worker | null = null;
  let usable = makeWorker !== null;
  let nextId = 1;
  const waiting = new Map<number, (reply: PriceReply | 'on the page') => void>();

  function start(make: () => Worker): Worker {
    const started = make();
    started.onmessage = ({ data }: MessageEvent<PriceReply>) => {
      const settle = waiting.get(data.id);
      waiting.delete(data.id);
      settle?.(data);
    };
    // It could not start, or failed: the calls waiting, and every call after, are made on the page.
    started.onerror = (event) => {
      event.preventDefault();
      usable = false;
      started.terminate();
      worker = null;
      const stranded = [...waiting.values()];
      waiting.clear();
      stranded.forEach((settle) => settle('on the page'));
    };
    return started;
  }

  return (companyToken, request, options = {}) => {
    const { signal } = options;
    if (!usable || !makeWorker) return confirmPrice(companyToken, request, options);
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    const current = (worker ??= start(makeWorker));
    const id = nextId++;
    return new Promise<PriceReply | 'on the page'>((resolve, reject) => {
      const onAbort = () => {
        waiting.delete(id);
        current.postMessage({ type: 'cancel', id } satisfies WorkerMessage);
        reject(signal?.reason as Error);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.set(id, (reply) => {
        signal?.removeEventListener('abort', onAbort);
        resolve(reply);
      });
      current.postMessage({
        type: 'price',
        id,
        companyToken,
        request,
        token: apiSettings.getToken(),
        baseUrl: apiSettings.baseUrl,
        timeoutMs: apiSettings.timeoutMs,
      } satisfies WorkerMessage);
    }).then((reply) =>
      reply === 'on the page' ? confirmPrice(companyToken, request, options) : toResult(reply, options),
    );
  };
}

export const confirmPriceOffMainThread: Confirm = offMainThreadPricer(
  isDemoMode || typeof Worker !== 'function'
    ? null
    : () => new Worker(new URL('./price.worker.ts', import.meta.url), { type: 'module' }),
);
