/**
 * The pricing wizard at /pricing, through the real app over the mock service, with today fixed: the walk
 * to an exact, itemised quote.
 */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { ok } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import { KEYSTONE } from '../../render';
import {
  recordRequests,
  pricingCalls,
  group,
  describeProperty,
  priceSection,
  findTotal,
  renderPricing,
  searchOf,
  setUpPricingWizardTests,
} from './wizard-helpers';

setUpPricingWizardTests();

describe('the pricing wizard', () => {
  it('walks from report type to an exact, itemised total and keeps every choice in the URL', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing('/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Price a report' })).toBeInTheDocument();

    const reno = await within(group('Report type')).findByRole('radio', { name: 'Renovation Analysis' });
    expect(reno).toHaveAccessibleDescription(
      'Renovation Analysis with After-Repair Value As-is and after-repair values for four renovation strategies, with a line-item renovation budget. Renovation budget needed Partial construction eligible',
    );
    expect(
      within(group('Report type')).getByRole('radio', { name: 'Property Valuation' }),
    ).toHaveAccessibleDescription(/Land eligible$/);
    // Only what the company is eligible for, and nothing later until a report type is chosen.
    expect(
      within(group('Report type'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['prop-value', 'reno-arv', 'reo-strategy']);
    expect(screen.queryByRole('group', { name: 'Turnaround' })).not.toBeInTheDocument();

    await user.click(reno);
    const standard = await within(group('Turnaround')).findByRole('radio', { name: 'Standard' });
    expect(standard).toHaveAccessibleDescription('3-5 biz days No extra fee Due Mon, Nov 30, 2026');
    expect(
      within(group('Turnaround')).getByRole('radio', { name: 'Super Rush' }),
    ).toHaveAccessibleDescription('1-2 biz days $200.00 extra Due Wed, Nov 25, 2026');
    await user.click(standard);

    const interior = await within(group('Inspection')).findByRole('radio', {
      name: 'Interior with Exterior',
    });
    expect(interior).toHaveAccessibleDescription(
      'A local inspector photographs and measures the interior and exterior. Crowdsourced local inspector GLA measured Licensed inspector',
    );
    expect(
      within(group('Inspection')).getByRole('radio', { name: 'Interior (Homeowner Direct)' }),
    ).toHaveAccessibleDescription(/Homeowner does it directly No GLA measurement No licensing required$/);
    expect(
      within(group('Inspection')).getByRole('radio', { name: 'No Inspection (desktop report)' }),
    ).toHaveAccessibleDescription('A desktop report: no one visits the property.');
    await user.click(interior);

    await describeProperty(user, 'Single-family home', 'Texas (TX)', '75201');

    const total = await findTotal();
    expect(total).toHaveTextContent('Total$489.99');
    const region = priceSection();
    expect(within(region).getByRole('heading', { name: 'Your price' })).toHaveFocus();
    expect(region).toHaveTextContent('DueMon, Nov 30, 2026');
    expect(region).toHaveTextContent(
      'Paying by card adds a card surcharge of $3.50, not included in the total.',
    );
    const breakdown = within(region).getByRole('table', { name: 'Price breakdown' });
    const rows = within(breakdown)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemAmount',
      'ReportRenovation Analysis with After-Repair Value.$419.99',
      'InspectionInterior with Exterior of the property.$70.00',
      'Total$489.99',
    ]);
    const priced = within(region).getByRole('region', { name: 'What was priced' });
    expect(priced).toHaveTextContent(
      'ReportRenovation Analysis (Renovation Analysis with After-Repair Value)TurnaroundStandard (3-5 biz days)InspectionInterior with ExteriorPropertySingle-family home in Texas 75201Priced onMon, Nov 23, 2026',
    );

    expect(searchOf(router)).toEqual({
      report: 'reno-arv',
      tat: 'standard',
      inspection: 'interior-w-exterior',
      property: 'sfr',
      state: 'TX',
      zip: '75201',
    });
    const calls = pricingCalls(log);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      company_token: KEYSTONE,
      report_type: 'reno-arv',
      inspection_type: 'interior-w-exterior',
      turnaround_time: 'standard',
      residential_property_type: 'sfr',
      state: 'TX',
      postal_code: '75201',
    });
  });

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
      'TurnaroundRush delivery (2-3 biz days).$100.00',
    );
    expect(within(breakdown).getByRole('row', { name: /^Location surcharge/ })).toHaveTextContent(
      'Location surchargeFor a property in California, postal code 94103.$25.00',
    );
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
        ok(
          {
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
          'Pricing fetched successfully.',
        ),
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
      'TurnaroundRush delivery (2-3 biz days).$100.00',
      'Location surchargeFor a property in New York, postal code 10001.$25.00',
      'Conversion feeFor converting the order to another report or inspection.$30.00',
      'GLA surchargeFor measuring the gross living area (GLA).$15.00',
      'Licensing surchargeFor an inspector with the licence the location requires.$10.00',
      'Other chargesIncluded in the total by the service without an itemised line.$5.00',
      'Total$584.99',
    ]);
    await user.click(within(priceSection()).getByRole('checkbox', { name: 'Show the line of $0.00' }));
    expect(within(breakdown).getByRole('row', { name: /^Flood charge/ })).toHaveTextContent(
      'Flood chargeFor a flood zone determination.$0.00',
    );
  });
});
