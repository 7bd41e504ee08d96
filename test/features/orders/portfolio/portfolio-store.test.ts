/**
 * The portfolio's store over the mock service: orders opened through the result page's query (each
 * reply cached once, under the result's own key), a report not ready and a refusal kept as answers
 * (the portal's words, the service's apart), a transient failure retried then failed, "Check not-ready
 * again" asking only those, and nothing opened twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { parseOrderLines } from '../../../../src/features/orders/portfolio/portfolio-lines';
import { newPortfolio, type Portfolio } from '../../../../src/features/orders/portfolio/portfolio-model';
import {
  createPortfolioStore,
  withNotReadyPending,
} from '../../../../src/features/orders/portfolio/portfolio-store';
import { createQueryClient } from '../../../../src/queries/query-client';
import { orderQueries } from '../../../../src/queries/orders';
import { sessionStore } from '../../../../src/session/session-store';
import { queueMockAnswers } from '../../../mock-service';
import { signIn } from '../../../render';

afterEach(() => sessionStore.end('signed-out'));

function portfolioOf(text: string): Portfolio {
  const read = parseOrderLines(text);
  if (read.kind !== 'read') throw new Error(read.kind);
  return newPortfolio(read.orders, read.problems, read.repeated);
}

async function finished(store: ReturnType<typeof createPortfolioStore>) {
  await expect.poll(() => store.getSnapshot().job?.status, { timeout: 5_000 }).toBe('done');
  await expect.poll(() => store.getSnapshot().sending).toBe(false);
  return store.getSnapshot().job!;
}

describe('portfolio store', () => {
  it('opens each order once, caches each reply under its own key, and keeps refusals and not-ready as answers', async () => {
    await signIn();
    const queryClient = createQueryClient({ retry: false });
    const store = createPortfolioStore(queryClient, 'test:portfolio', { sleep: () => Promise.resolve() });
    queueMockAnswers('retrieveResponse', [
      { status: 503, text: '<html>Service unavailable</html>' },
      { status: 503, text: '<html>Service unavailable</html>' },
      { status: 503, text: '<html>Service unavailable</html>' },
    ]);
    // One order at first: the three failures are its own (the runner tries it three times).
    store.start(portfolioOf('int_PORTFOLIO,ord_P0001'));
    let job = await finished(store);
    expect(job.results[Object.keys(job.results)[0]!]?.status).toBe('failed');
    store.retryFailed();
    job = await finished(store);
    expect(job.results[Object.keys(job.results)[0]!]?.status).toBe('opened');

    store.start(portfolioOf(['int_PORTFOLIO,ord_P0002', 'int_PORTFOLIO,ord_P0005', 'ord_NOPE'].join('\n')));
    job = await finished(store);
    expect(Object.values(job.results).map((r) => r.status)).toEqual(['opened', 'not-ready', 'refused']);
    expect(Object.values(job.results)[2]).toEqual({
      status: 'refused',
      reason: 'We could not find that order',
      advice:
        'Check the intake token and the order token: copy them again from the order email. If they are right, the order belongs to another company; ask the person who placed it.',
      technical:
        "The intake token you provided, is either invalid OR you don't have access of the order associated with it!",
    });
    // The reply is in the cache under the result page's own key: opening the row asks nothing again.
    expect(
      queryClient.getQueryData(orderQueries.response('int_PORTFOLIO', 'ord_P0002').queryKey),
    ).toBeTruthy();

    // "Check not-ready again": only the not-ready order goes back to the queue.
    store.update(withNotReadyPending);
    const pending = Object.values(store.getSnapshot().job!.results).map((r) => r.status);
    expect(pending).toEqual(['opened', 'pending', 'refused']);
    store.runRest();
    job = await finished(store);
    expect(Object.values(job.results).map((r) => r.status)).toEqual(['opened', 'not-ready', 'refused']);
    store.dispose();
  });
});
