/** The price: its itemized breakdown, per-unit prices, and every turnaround compared. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { server } from '../../mock-service';
import {
  FULL_QUOTE,
  findTotal,
  pricingCalls,
  priceSection,
  recordRequests,
  renderPricing,
  searchOf,
  setUpWizardTests,
  stepSummary,
} from './wizard-helpers';

setUpWizardTests();

describe('the breakdown', () => {
  it('shows the zero lines on request, and per-unit prices for more than one unit', async () => {
    const { user } = await renderPricing(
      '/pricing?report=prop-value&tat=rush&inspection=interior-w-exterior&property=triplex&state=CA&zip=94103',
    );
    await findTotal();
    const region = priceSection();
    // 349.99 + (70 + 2 × 25) + 100 + 15 (CA) + 10 (941xx) = 594.99
    expect(await findTotal()).toHaveTextContent('Total$594.99');
    expect(region).toHaveTextContent('$198.33 per unit for 3 units');
    const breakdown = within(region).getByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByRole('row', { name: /^Inspection/ })).toHaveTextContent(
      'InspectionInterior with Exterior: $70.00 for the first unit and $25.00 for each of the 2 additional units.$120.00',
    );
    expect(within(breakdown).getByRole('row', { name: /^Turnaround/ })).toHaveTextContent(
      'TurnaroundRush delivery (2 to 3 business days).$100.00',
    );
    expect(within(breakdown).getByRole('row', { name: /^Surcharge/ })).toHaveTextContent('Surcharge$25.00');
    expect(within(breakdown).getAllByRole('row')).toHaveLength(6);

    await user.click(within(region).getByRole('checkbox', { name: 'Show the 4 lines of $0.00' }));
    expect(within(breakdown).getAllByRole('row')).toHaveLength(10);
    expect(within(breakdown).getByRole('row', { name: /^Flood charge/ })).toHaveTextContent('$0.00');
  });

  it('explains the inspection fee of a duplex in plain words, with its per-unit price', async () => {
    await renderPricing(
      '/pricing?report=prop-value&tat=standard&inspection=interior-w-exterior&property=duplex&state=TX&zip=75201',
    );
    // 349.99 + (70 + 25)
    expect(await findTotal()).toHaveTextContent('Total$444.99');
    const region = priceSection();
    expect(region).toHaveTextContent('$222.50 per unit for 2 units');
    const breakdown = within(region).getByRole('table', { name: 'Price breakdown' });
    expect(within(breakdown).getByRole('row', { name: /^Inspection/ })).toHaveTextContent(
      'InspectionInterior with Exterior: $70.00 for the first unit and $25.00 for the additional unit.$95.00',
    );
  });

  it('names a single zero line in the singular, and itemises what the service charges', async () => {
    server.use(
      http.post(apiRoutePatterns.pricing, () =>
        HttpResponse.json({
          success: true,
          message: 'Pricing fetched successfully.',
          data: {
            pricing_data: {
              single_report_amount: {
                report_type_fee: 349.99,
                base_fee: 399.99,
                inspection_fee: 50,
                rush_fee: 100,
                conversion_fee: 30,
                surcharge_fee: 25,
                gla_surcharge: 15,
                licensing_surcharge: 10,
                total_price: 584.99,
                cc_surcharge: 3.5,
                flood_charge: 0,
                inspection_price: 50,
                inspection_price_additional_units: 15,
                units: 1,
                unit_price: 584.99,
                due_date: '2026-11-26',
              },
              report_type: {
                slug: 'prop-value',
                nickname: 'Property Valuation',
                formal_name: 'Desktop Property Valuation Report',
              },
              inspection_type: { slug: 'exterior', name: 'Exterior Only' },
              turnaround_time: {
                slug: 'rush',
                name: 'Rush',
                turnaround_time: 2,
                turnaround_time_text: '2-3 biz days',
                requested_tat_standard_or_rush: 'rush',
              },
            },
          },
          meta: {},
          errors: [],
        }),
      ),
    );
    const { user } = await renderPricing(
      '/pricing?report=prop-value&tat=rush&inspection=exterior&property=sfr&state=NY&zip=10001',
    );
    expect(await findTotal()).toHaveTextContent('Total$584.99');
    const breakdown = within(priceSection()).getByRole('table', { name: 'Price breakdown' });
    // The lines add up to 579.99: the 5.00 the service does not itemise shows as its own line.
    expect(
      within(breakdown)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ItemAmount',
      'ReportDesktop Property Valuation Report.$349.99',
      'InspectionExterior Only of the property.$50.00',
      'TurnaroundRush delivery (2 to 3 business days).$100.00',
      'Surcharge$25.00',
      'Conversion fee$30.00',
      'Gross living area (GLA) surcharge$15.00',
      'Licensing surcharge$10.00',
      'Other chargesIncluded in the total by the service without an itemized line.$5.00',
      'Total$584.99',
    ]);
    await user.click(within(priceSection()).getByRole('checkbox', { name: 'Show the line of $0.00' }));
    expect(within(breakdown).getByRole('row', { name: /^Flood charge/ })).toHaveTextContent(
      'Flood charge$0.00',
    );
  });
});

describe('comparing turnarounds', () => {
  it('prices every turnaround in parallel, marks the cheapest and fastest, and switches to one', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing(FULL_QUOTE);
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
      'TurnaroundDueTotal',
      'StandardCheapestYour choiceMon, Nov 30, 2026$489.99',
      'RushSwitch to RushThu, Nov 26, 2026$589.99',
      'Super RushFastestSwitch to Super RushWed, Nov 25, 2026$689.99',
    ]);
    // One request per turnaround: the comparison reused the quote already priced for Standard.
    expect(
      pricingCalls(log)
        .map((c) => (c.body as { turnaround_time: string }).turnaround_time)
        .sort(),
    ).toEqual(['rush', 'standard', 'super-rush']);

    await user.click(within(table).getByRole('button', { name: 'Switch to Rush' }));
    // The page moves on in a task after the click: the user waits for the new total.
    await waitFor(async () => expect(await findTotal()).toHaveTextContent('Total$589.99'));
    expect(priceSection()).toHaveTextContent('DueThu, Nov 26, 2026');
    expect(stepSummary('Turnaround')).toBe('Rush · +$100 · due Thu, Nov 26, 2026');
    await waitFor(() =>
      expect(within(priceSection()).getByRole('heading', { name: 'Your price' })).toHaveFocus(),
    );
    expect(searchOf(router).tat).toBe('rush');
    expect(within(table).getByRole('row', { name: /^Rush/ })).toHaveTextContent('Your choice');
    expect(pricingCalls(log)).toHaveLength(3);
  });
});
