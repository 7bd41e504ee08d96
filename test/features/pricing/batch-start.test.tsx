/**
 * Price many properties: the click on "Price N properties" is taken at once ("Starting…", no second
 * start), and the batch then prices every row.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PricingRequest } from '../../../src/api/schemas/pricing';
import { pricingQueries } from '../../../src/queries/pricing';
import { pricedAt, texasRequest } from '../../fixtures/pricing';
import { KEYSTONE } from '../../render';
import { openBatchWithChoices } from './batch-helpers';
import { pricingCalls, recordRequests } from './wizard-helpers';

describe('starting a batch', () => {
  it('says the click was taken, starts once, then prices every row', async () => {
    const { user } = await openBatchWithChoices();
    await user.click(screen.getByLabelText('Paste rows'));
    await user.paste('Reference,State,ZIP code,Property type\nLN-1,TX,75001,sfr\nLN-2,OH,43215,sfr');
    const log = recordRequests();
    // The batch starts once "Starting…" has been painted: hold the frames, so the test sees that state
    // however slow the host is (it lasts one frame).
    const frames: FrameRequestCallback[] = [];
    const held = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      frames.push(frame);
      return frames.length;
    });
    await user.click(await screen.findByRole('button', { name: 'Price 2 properties' }));

    const starting = await screen.findByRole('button', { name: 'Starting…' });
    expect(starting).toBeDisabled();
    await user.click(starting);
    held.mockRestore();
    for (const frame of frames.splice(0)) frame(performance.now());
    expect(await screen.findByText('All 2 priced')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Starting…' })).not.toBeInTheDocument();
    expect(pricingCalls(log)).toHaveLength(2);
  });
});

describe("a batch's prices and the query cache", () => {
  it('uses a price already in the cache and leaves none of its own there', async () => {
    const { user, queryClient } = await openBatchWithChoices();
    const log = recordRequests();
    const request = (postalCode: string, state: string): PricingRequest => ({
      ...texasRequest,
      state,
      postalCode,
    });
    // Priced a moment ago in the stepper, at a price the mock would not give.
    queryClient.setQueryData(pricingQueries.quote(KEYSTONE, request('75001', 'TX')).queryKey, {
      ...pricedAt(111.11),
    });
    const cached = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: pricingQueries.all() })
        .map((query) => (query.queryKey[2] as PricingRequest | null)?.postalCode);
    expect(cached()).toEqual(['75001']);

    await user.click(screen.getByLabelText('Paste rows'));
    await user.paste('Reference,State,ZIP code,Property type\nLN-1,TX,75001,sfr\nLN-2,OH,43215,sfr');
    await user.click(await screen.findByRole('button', { name: 'Price 2 properties' }));
    expect(await screen.findByText('All 2 priced')).toBeInTheDocument();
    expect(pricingCalls(log).map((call) => (call.body as { postal_code: string }).postal_code)).toEqual([
      '43215',
    ]);
    expect(screen.getByText('$111.11')).toBeInTheDocument();
    await vi.waitFor(() => expect(cached()).toEqual(['75001']));
  });
});
