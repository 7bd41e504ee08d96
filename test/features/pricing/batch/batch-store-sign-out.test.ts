/**
 * The pricing worker ends with the batch's job store, at sign-out or when another user signs in (issue 45):
 * no worker keeps running with the last token in its memory (its end() is in price-off-main-thread.test.ts).
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createBatchStore } from '../../../../src/features/pricing/batch/batch-store';
import { createJobStores } from '../../../../src/session/job-stores';
import { sessionStore } from '../../../../src/session/session-store';
import { signIn } from '../../../render';

describe('the batch store at sign-out', () => {
  it('ends the pricing worker, and not before', async () => {
    await signIn();
    const stores = createJobStores();
    const disconnect = stores.connect();
    const session = sessionStore.get()!;
    const endPricing = vi.fn();
    stores.get('pricing-batch', () =>
      createBatchStore({ session, queryClient: new QueryClient(), endPricing }),
    );
    sessionStore.end('expired');
    await signIn();
    expect(endPricing).not.toHaveBeenCalled();
    sessionStore.end('signed-out');
    expect(endPricing).toHaveBeenCalledTimes(1);
    disconnect();
  });
});
