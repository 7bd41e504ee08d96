/** The pricing wizard at /pricing: comparing turnarounds, where focus goes and what is announced. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  recordRequests,
  pricingCalls,
  group,
  findGroup,
  choose,
  describeProperty,
  priceSection,
  findTotal,
  renderPricing,
  searchOf,
  setUpPricingWizardTests,
} from './wizard-helpers';

setUpPricingWizardTests();

describe('focus and announcements', () => {
  it('asks for a missing turnaround instead of doing nothing, and moves focus to it', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing('/pricing?report=prop-value&inspection=exterior');
    await within(await findGroup('Inspection')).findByRole('radio', { name: 'Exterior Only' });
    await describeProperty(user, 'Single-family home', 'Texas (TX)', '75201');

    const turnaround = group('Turnaround');
    expect(turnaround).toHaveAccessibleDescription('Choose a turnaround.');
    expect(within(turnaround).getByRole('radio', { name: 'Standard' })).toHaveFocus();
    expect(group('Inspection')).not.toHaveAccessibleDescription();
    expect(pricingCalls(log)).toHaveLength(0);

    await user.keyboard(' ');
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Standard' })).toBeChecked();
    expect(searchOf(router)).toEqual({
      report: 'prop-value',
      tat: 'standard',
      inspection: 'exterior',
      property: 'sfr',
      state: 'TX',
      zip: '75201',
    });
    // 349.99 + 50
    expect(await findTotal()).toHaveTextContent('Total$399.99');
    expect(group('Turnaround')).not.toHaveAccessibleDescription();
    // The choice that completed the quote keeps focus; the price is announced instead.
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Standard' })).toHaveFocus();
  });

  it('announces each new price without moving focus away from the choice just made', async () => {
    const { user } = await renderPricing('/pricing?report=prop-value&tat=super-rush&inspection=exterior');
    await within(await findGroup('Inspection')).findByRole('radio', { name: 'Exterior Only' });
    await describeProperty(user, 'Condominium', 'Texas (TX)', '75201');
    // 349.99 + 50 + 175
    expect(await findTotal()).toHaveTextContent('Total$574.99');
    expect(within(priceSection()).getByRole('heading', { name: 'Your price' })).toHaveFocus();
    const announcement = within(priceSection()).getByRole('status', { name: 'Price summary' });
    expect(announcement).toHaveTextContent('Total $574.99, due Wed, Nov 25, 2026.');

    // REO Strategy has no Super Rush: the price goes until a turnaround is chosen again.
    await choose(user, 'Report type', 'REO Strategy');
    await within(group('Turnaround')).findByText(/is not offered for REO Strategy/);
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();

    await choose(user, 'Turnaround', 'Rush');
    // 479.99 + 50 + 100
    expect(await findTotal()).toHaveTextContent('Total$629.99');
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Rush' })).toHaveFocus();
    expect(within(priceSection()).getByRole('status', { name: 'Price summary' })).toHaveTextContent(
      'Total $629.99, due Thu, Nov 26, 2026.',
    );
  });
});

describe('comparing turnarounds', () => {
  it('prices every turnaround in parallel, marks the cheapest and fastest, and switches to one', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing(
      '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
    );
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    const compare = screen.getByRole('region', { name: 'Compare turnarounds' });
    await user.click(within(compare).getByRole('button', { name: 'Show comparison' }));

    const table = within(compare).getByRole('table', {
      name: 'Turnarounds compared for this report, inspection and property',
    });
    await waitFor(() => expect(within(table).queryByText('Pricing…')).not.toBeInTheDocument());
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TurnaroundDueTotalChoice',
      'StandardCheapestMon, Nov 30, 2026$489.99Your choice',
      'RushThu, Nov 26, 2026$589.99Switch to Rush',
      'Super RushFastestWed, Nov 25, 2026$689.99Switch to Super Rush',
    ]);
    // One request per turnaround: the comparison reused the quote already priced for Standard.
    expect(
      pricingCalls(log)
        .map((c) => (c.body as { turnaround_time: string }).turnaround_time)
        .sort(),
    ).toEqual(['rush', 'standard', 'super-rush']);

    await user.click(within(table).getByRole('button', { name: 'Switch to Rush' }));
    expect(await findTotal()).toHaveTextContent('Total$589.99');
    expect(priceSection()).toHaveTextContent('DueThu, Nov 26, 2026');
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Rush' })).toBeChecked();
    expect(searchOf(router).tat).toBe('rush');
    expect(within(table).getByRole('row', { name: /^Rush/ })).toHaveTextContent('Your choice');
    expect(pricingCalls(log)).toHaveLength(3);
  });
});
