/**
 * The pricing worker ends with the batch's job store, at sign-out or when another user signs in (issue 45):
 * no worker keeps running with the last token in its memory.
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createBatchStore } from '../../../../src/features/pricing/batch/batch-store';
import { endBatchPricing } from '../../../../src/queries/pricing-batch';
import { createJobStores } from '../../../../src/session/job-stores';
import { sessionStore } from '../../../../src/session/session-store';
import { signIn } from '../../../render';

vi.mock('../../../../src/queries/pricing-batch', async (original) => ({
  ...(await original<typeof import('../../../../src/queries/pricing-batch')>()),
  endBatchPricing: vi.fn(),
}));

describe('the batch store at sign-out', () => {
  it('ends the pricing worker, and not before', async () => {
    await signIn();
    const stores = createJobStores();
    const disconnect = stores.connect();
    const session = sessionStore.get()!;
    stores.get('pricing-batch', () => createBatchStore({ session, queryClient: new QueryClient() }));
    sessionStore.end('expired');
    expect(endBatchPricing).not.toHaveBeenCalled();
    await signIn();
    sessionStore.end('signed-out');
    expect(endBatchPricing).toHaveBeenCalledTimes(1);
    disconnect();
  });
});
