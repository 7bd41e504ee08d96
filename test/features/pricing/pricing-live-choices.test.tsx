/**
 * Once the property is entered and the price shown, a turnaround or inspection chosen again is priced
 * at once: no "Continue" or "Get the price" click between the choice and the new total (issue 20).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  FULL_QUOTE,
  findTotal,
  group,
  pricingCalls,
  priceSection,
  recordRequests,
  renderPricing,
  searchOf,
  setUpWizardTests,
  stepHeading,
  stepItem,
  stepSummary,
} from './wizard-helpers';

setUpWizardTests();

describe('choices after the price', () => {
  it('prices a turnaround as soon as it is chosen, keeping the step open until Done', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing(FULL_QUOTE);
    expect(await findTotal()).toHaveTextContent('Total$489.99');

    await user.click(screen.getByRole('button', { name: 'Change the turnaround' }));
    expect(within(group('Turnaround')).getByText('The price updates as you choose.')).toBeInTheDocument();
    const rush = within(group('Turnaround')).getByRole('radio', { name: 'Rush' });
    await user.click(rush);

    // 419.99 + 70 + 100, with nothing else clicked.
    await waitFor(() =>
      expect(within(priceSection()).getAllByRole('row').at(-1)).toHaveTextContent('Total$589.99'),
    );
    expect(searchOf(router).tat).toBe('rush');
    expect(
      pricingCalls(log).map((call) => (call.body as { turnaround_time: string }).turnaround_time),
    ).toEqual(['standard', 'rush']);
    // The step stays open under the user's hand, the card they chose checked and focused.
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Rush' })).toBeChecked();
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Rush' })).toHaveFocus();
    expect(within(priceSection()).getByRole('status', { name: 'Price summary' })).toHaveTextContent(
      'Total $589.99, due Thu, Nov 26, 2026.',
    );

    await user.click(within(stepItem('Turnaround')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Turnaround' })).not.toBeInTheDocument());
    expect(stepSummary('Turnaround')).toBe('Rush · +$100 · due Thu, Nov 26, 2026');
    await waitFor(() =>
      expect(within(priceSection()).getByRole('heading', { name: 'Your price' })).toHaveFocus(),
    );
    expect(pricingCalls(log)).toHaveLength(2);
  });

  it('prices an inspection as soon as it is chosen; the cards show no price of their own', async () => {
    const { user } = await renderPricing(FULL_QUOTE);
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    await user.click(screen.getByRole('button', { name: 'Change the inspection' }));
    // The interface gives inspection types no price: none is shown on their cards.
    expect(group('Inspection')).not.toHaveTextContent('$');
    await user.click(
      within(group('Inspection')).getByRole('radio', { name: 'No Inspection (desktop report)' }),
    );
    // 419.99 + 0
    await waitFor(() =>
      expect(within(priceSection()).getAllByRole('row').at(-1)).toHaveTextContent('Total$419.99'),
    );
    expect(stepHeading('Inspection')).toBeInTheDocument();
    expect(
      within(group('Inspection')).getByRole('radio', { name: 'No Inspection (desktop report)' }),
    ).toBeChecked();
  });

  it('still asks to continue after another report type, which can change what is offered', async () => {
    const { user } = await renderPricing(FULL_QUOTE);
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    await user.click(screen.getByRole('button', { name: 'Change the report type' }));
    expect(group('Report type')).not.toHaveTextContent('$');
    await user.click(within(group('Report type')).getByRole('radio', { name: 'Property Valuation' }));
    expect(within(stepItem('Report type')).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
    expect(within(priceSection()).getAllByRole('row').at(-1)).toHaveTextContent('Total$489.99');
  });
});
