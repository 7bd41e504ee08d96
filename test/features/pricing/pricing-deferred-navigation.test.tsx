/**
 * A choice moves the URL in the task after its click (the click paints first); a page that has gone by
 * then does not move it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { yieldToMain } from '../../../src/lib/schedule';
import { findGroup, renderPricing, searchOf, setUpWizardTests, stepItem } from './wizard-helpers';

setUpWizardTests();

describe('a choice continued', () => {
  it('moves the URL after the click, not within it', async () => {
    const { router } = await renderPricing('/pricing');
    fireEvent.click(
      within(await findGroup('Report type')).getByRole('radio', { name: 'Property Valuation' }),
    );
    fireEvent.click(within(stepItem('Report type')).getByRole('button', { name: 'Continue' }));
    expect(searchOf(router)).toEqual({});
    await waitFor(() => expect(searchOf(router)).toEqual({ report: 'prop-value' }));
    expect(await screen.findByRole('group', { name: 'Turnaround' })).toBeInTheDocument();
  });

  it('does not move the URL once the page has gone', async () => {
    const { router, unmount } = await renderPricing('/pricing');
    fireEvent.click(
      within(await findGroup('Report type')).getByRole('radio', { name: 'Property Valuation' }),
    );
    fireEvent.click(within(stepItem('Report type')).getByRole('button', { name: 'Continue' }));
    unmount();
    // The page's own way to the next task: after the navigation it queued, had it not been dropped.
    await yieldToMain();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(searchOf(router)).toEqual({});
  });
});
