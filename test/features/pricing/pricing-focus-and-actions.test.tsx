/** Focus, announcements, the running summary and the quote's actions. */
import { screen, within, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  choose,
  describeProperty,
  findGroup,
  findTotal,
  FULL_QUOTE,
  group,
  pricingCalls,
  priceSection,
  recordRequests,
  renderPricing,
  searchOf,
  setUpWizardTests,
  stepHeading,
  stepItem,
} from './wizard-helpers';

setUpWizardTests();

const summary = () => screen.getByRole('complementary', { name: 'Quote summary' });

describe('focus and announcements', () => {
  it('asks for a missing turnaround instead of doing nothing, and moves focus to it', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing('/pricing?report=prop-value&inspection=exterior');
    // The link lacks a turnaround: that step is the one in progress.
    const turnaround = await findGroup('Turnaround');
    await within(turnaround).findByRole('radio', { name: 'Standard' });
    expect(stepItem('Turnaround')).toHaveAttribute('aria-current', 'step');
    await user.click(within(stepItem('Turnaround')).getByRole('button', { name: 'Continue' }));

    expect(group('Turnaround')).toHaveAccessibleDescription('Choose a turnaround.');
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Standard' })).toHaveFocus();
    expect(pricingCalls(log)).toHaveLength(0);

    await user.keyboard(' ');
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(group('Turnaround')).not.toHaveAccessibleDescription();
    await user.keyboard('{Enter}');
    expect(await findGroup('Property and price')).toBeInTheDocument();
    await waitFor(() => expect(stepHeading('Property and price')).toHaveFocus());
    await describeProperty(user, 'Single-family home', 'Texas (TX)', '75201');
    await waitFor(() =>
      expect(searchOf(router)).toEqual({
        report: 'prop-value',
        tat: 'standard',
        inspection: 'exterior',
        property: 'sfr',
        state: 'TX',
        zip: '75201',
      }),
    );
    // 349.99 + 50
    expect(await findTotal()).toHaveTextContent('Total$399.99');
    await waitFor(() =>
      expect(within(priceSection()).getByRole('heading', { name: 'Your price' })).toHaveFocus(),
    );
  });

  it('announces each new price, and takes focus to it once every step is done', async () => {
    const { user } = await renderPricing('/pricing?report=prop-value&tat=super-rush&inspection=exterior');
    await findGroup('Property and price');
    await describeProperty(user, 'Condominium', 'Texas (TX)', '75201');
    // 349.99 + 50 + 175
    expect(await findTotal()).toHaveTextContent('Total$574.99');
    await waitFor(() =>
      expect(within(priceSection()).getByRole('heading', { name: 'Your price' })).toHaveFocus(),
    );
    const announcement = within(priceSection()).getByRole('status', { name: 'Price summary' });
    expect(announcement).toHaveTextContent('Total $574.99, due Wed, Nov 25, 2026.');

    // REO Strategy has no Super Rush: the price goes until a turnaround is chosen again.
    await user.click(screen.getByRole('button', { name: 'Change the report type' }));
    await choose(user, 'Report type', 'REO Strategy');
    await within(group('Turnaround')).findByText(/is not offered for REO Strategy/);
    await waitFor(() => expect(stepHeading('Turnaround')).toHaveFocus());
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();

    await choose(user, 'Turnaround', 'Rush');
    // 479.99 + 50 + 100
    expect(await findTotal()).toHaveTextContent('Total$629.99');
    await waitFor(() =>
      expect(within(priceSection()).getByRole('heading', { name: 'Your price' })).toHaveFocus(),
    );
    expect(within(priceSection()).getByRole('status', { name: 'Price summary' })).toHaveTextContent(
      'Total $629.99, due Thu, Nov 26, 2026.',
    );
  });
});

describe('the running summary', () => {
  it('shows the choices so far, then the price, due date and breakdown, behind a disclosure on phones', async () => {
    const { user } = await renderPricing('/pricing');
    await findGroup('Report type');
    const rows = () =>
      // The summary's first list of terms: a <dl> has no role of its own to find it by.
      // eslint-disable-next-line testing-library/no-node-access
      within(within(summary()).getAllByRole('definition')[0]?.closest('dl') as HTMLElement)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows()).toEqual([
      'Report type: Not chosen yet',
      'Turnaround: Not chosen yet',
      'Inspection: Not chosen yet',
      'Property: Not chosen yet',
    ]);
    // Before a price there are no details to show: on a phone the steps say the choices.
    expect(within(summary()).queryByRole('button', { name: 'Show details' })).not.toBeInTheDocument();
    expect(summary()).toHaveTextContent('Step 1 of 4: Report type');

    await choose(user, 'Report type', 'Renovation Analysis');
    await findGroup('Turnaround');
    expect(rows()[0]).toBe('Report type: Renovation Analysis');
    expect(summary()).toHaveTextContent('Step 2 of 4: Turnaround');
    await choose(user, 'Turnaround', 'Rush');
    expect(rows()[1]).toBe('Turnaround: Rush, due Thu, Nov 26, 2026');

    await choose(user, 'Inspection', 'Interior with Exterior');
    await describeProperty(user, 'Duplex (2 units)', 'California (CA)', '94103');
    // 419.99 + (70 + 25) + 100 + 15 (CA) + 10 (941xx)
    expect(await findTotal()).toHaveTextContent('Total$639.99');
    const toggle = within(summary()).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(summary()).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(within(summary()).getByRole('button', { name: 'Show details' })).toHaveFocus();
    expect(within(summary()).getByRole('button', { name: 'Show details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(within(summary()).getByText('$639.99', { selector: 'p' })).toHaveTextContent('Total $639.99');
    const breakdownHeading = within(summary()).getByRole('heading', { name: 'Breakdown' });
    // The list after the "Breakdown" heading: a <dl> has no role of its own to find it by.
    // eslint-disable-next-line testing-library/no-node-access
    const breakdown = breakdownHeading.nextElementSibling as HTMLElement;
    expect(
      within(breakdown)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Report $419.99',
      'Inspection $95.00',
      'Turnaround $100.00',
      'Surcharge $25.00',
      'Total $639.99',
      'Due Thu, Nov 26, 2026',
    ]);
    expect(summary()).toHaveTextContent('Card payments add $3.50, not included in the total.');
    expect(rows()[3]).toBe('Property: Duplex (2 units) in California 94103');
  });
});

describe('quote actions', () => {
  it('copies a link that restores this quote', async () => {
    const { user } = await renderPricing(
      '/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201',
    );
    await findTotal();
    await user.click(within(priceSection()).getByRole('button', { name: 'Copy link to this quote' }));
    // The toast region is a polite live region, in the page before the message: screen readers hear it.
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(region).findByText('Link copied.')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201`,
    );
  });

  it('prints the quote', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderPricing(FULL_QUOTE);
    await findTotal();
    await user.click(within(priceSection()).getByRole('button', { name: 'Print quote' }));
    expect(print).toHaveBeenCalledTimes(1);
  });
});
