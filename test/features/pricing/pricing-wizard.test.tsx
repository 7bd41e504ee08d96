/** The pricing wizard at /pricing, through the real app over the mock service, with today fixed. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { ok, refusal } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import { KEYSTONE, renderSignedIn, type RenderAppResult } from '../../render';

// The machine running the suite is shared: a lazily loaded page may take longer than the default 1s.
configure({ asyncUtilTimeout: 5_000 });

type User = RenderAppResult['user'];

interface Recorded {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** Every request the app sends, with its JSON body (pricing requests are POSTs). */
function recordRequests(): Recorded[] {
  const log: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: null,
    };
    log.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  });
  return log;
}

const pricingCalls = (log: Recorded[]) => log.filter((r) => r.path === '/api/v1/order/pricingParameters');

const group = (name: string) => screen.getByRole('group', { name });

const findGroup = (name: string) => screen.findByRole('group', { name });

async function choose(user: User, step: string, option: string) {
  const radio = await within(await findGroup(step)).findByRole('radio', { name: option });
  await user.click(radio);
}

async function describeProperty(user: User, property: string, state: string, zip: string) {
  await user.selectOptions(screen.getByLabelText('Property type'), property);
  await user.selectOptions(screen.getByLabelText('State'), state);
  const postal = screen.getByLabelText('Postal code');
  await user.clear(postal);
  if (zip) await user.type(postal, zip);
  await user.click(screen.getByRole('button', { name: 'Get the price' }));
}

function priceSection() {
  return screen.getByRole('region', { name: 'Your price' });
}

async function findTotal(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Your price' });
  const table = await within(region).findByRole('table', { name: 'Price breakdown' });
  return within(table).getByRole('row', { name: /^Total/ });
}

/** Signs in, renders the app at `path` and waits for the lazily loaded wizard. */
async function renderPricing(path = '/pricing') {
  const result = await renderSignedIn(path);
  await screen.findByRole('group', { name: 'Report type' });
  return result;
}

function searchOf(router: RenderAppResult['router']) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

beforeEach(() => {
  // Monday 23 November 2026, 10:00: due dates are business days from here.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
});

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

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
    const priced = within(region).getByRole('heading', { name: 'What was priced' })
      .nextElementSibling as HTMLElement;
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

  it('fetches the turnaround and inspection lists in parallel once the report type is chosen', async () => {
    const started: string[] = [];
    let releaseBoth: () => void = () => undefined;
    const bothStarted = new Promise<void>((resolve) => {
      releaseBoth = resolve;
    });
    // Neither list answers until the other has been asked for: a waterfall would time out here.
    const gate = (name: string) => async () => {
      started.push(name);
      if (started.length === 2) releaseBoth();
      const timedOut = await Promise.race([
        bothStarted.then(() => false),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 1_000)),
      ]);
      if (timedOut) return refusal(500, `${name} waited alone`);
      return undefined;
    };
    server.use(
      http.get(apiRoutePatterns.turnarounds, gate('turnarounds')),
      http.get(apiRoutePatterns.inspectionTypes, gate('inspections')),
    );

    const { user } = await renderPricing('/pricing');
    await choose(user, 'Report type', 'REO Strategy');
    expect(await within(group('Turnaround')).findByRole('radio', { name: 'Rush' })).toBeInTheDocument();
    expect(
      await within(group('Inspection')).findByRole('radio', { name: 'Exterior Only' }),
    ).toBeInTheDocument();
    expect(started.sort()).toEqual(['inspections', 'turnarounds']);
    expect(
      within(group('Turnaround'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['standard', 'rush']);
  });

  it('clears later choices that a changed report type no longer offers, and keeps the rest', async () => {
    const { user, router } = await renderPricing('/pricing');
    await choose(user, 'Report type', 'Property Valuation');
    await choose(user, 'Turnaround', 'Super Rush');
    await choose(user, 'Inspection', 'Exterior Only');
    await describeProperty(user, 'Condominium', 'Texas (TX)', '75201');
    // 349.99 + 50 + 175
    expect(await findTotal()).toHaveTextContent('Total$574.99');

    await choose(user, 'Report type', 'REO Strategy');
    expect(
      await within(group('Turnaround')).findByText(
        'The turnaround Super Rush is not offered for REO Strategy. Choose another turnaround.',
      ),
    ).toBeInTheDocument();
    for (const radio of within(group('Turnaround')).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(within(group('Inspection')).getByRole('radio', { name: 'Exterior Only' })).toBeChecked();
    expect(screen.getByLabelText('Property type')).toHaveValue('condo');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('Postal code')).toHaveValue('75201');
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();

    await choose(user, 'Turnaround', 'Rush');
    // 479.99 + 50 + 100
    expect(await findTotal()).toHaveTextContent('Total$629.99');
    expect(within(group('Turnaround')).queryByRole('status')).not.toBeInTheDocument();
    expect(searchOf(router)).toEqual({
      report: 'reo-strategy',
      tat: 'rush',
      inspection: 'exterior',
      property: 'condo',
      state: 'TX',
      zip: '75201',
    });

    // A value that is not offered is dropped from the URL with the next change.
    await choose(user, 'Report type', 'Renovation Analysis');
    expect(
      await within(group('Inspection')).findByText(
        'The inspection Exterior Only is not offered for Renovation Analysis. Choose another inspection.',
      ),
    ).toBeInTheDocument();
    await choose(user, 'Turnaround', 'Standard');
    expect(searchOf(router)).toEqual({
      report: 'reno-arv',
      tat: 'standard',
      property: 'condo',
      state: 'TX',
      zip: '75201',
    });
  });

  it('restores the wizard from a link, and says which linked value is no longer offered', async () => {
    const { user, router } = await renderPricing(
      '/pricing?report=reo-strategy&tat=super-rush&inspection=exterior&property=condo&state=NY&zip=10001',
    );
    expect(
      await screen.findByText(
        'The turnaround “super-rush” is not offered for REO Strategy. Choose another turnaround.',
      ),
    ).toBeInTheDocument();
    expect(within(group('Report type')).getByRole('radio', { name: 'REO Strategy' })).toBeChecked();
    expect(
      await within(await findGroup('Inspection')).findByRole('radio', { name: 'Exterior Only' }),
    ).toBeChecked();
    expect(screen.getByLabelText('Property type')).toHaveValue('condo');
    expect(screen.getByLabelText('State')).toHaveValue('NY');
    expect(screen.getByLabelText('Postal code')).toHaveValue('10001');
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();

    await choose(user, 'Turnaround', 'Standard');
    // 479.99 + 50 + 25 (NY) + 20 (100xx)
    expect(await findTotal()).toHaveTextContent('Total$574.99');

    // Back restores the link as it was; forward the choice made since.
    await router.navigate(-1);
    expect(await screen.findByText(/The turnaround “super-rush” is not offered/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();
    await router.navigate(1);
    expect(await findTotal()).toHaveTextContent('Total$574.99');
    expect(within(group('Turnaround')).getByRole('radio', { name: 'Standard' })).toBeChecked();
  });

  it('says which property value of a link cannot be priced and lets the user choose again', async () => {
    const { user } = await renderPricing(
      '/pricing?report=prop-value&tat=standard&inspection=none&property=castle&state=ZZ&zip=75201',
    );
    expect(
      await screen.findByText(
        "This link's property type “castle” and state “ZZ” cannot be priced. Choose again.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Property type')).toHaveValue('');
    expect(screen.getByLabelText('Postal code')).toHaveValue('75201');
    await describeProperty(user, 'Townhouse', 'Ohio (OH)', '43215');
    expect(await findTotal()).toHaveTextContent('Total$349.99');
  });

  it('keeps a property type chosen over a broken link when another step changes', async () => {
    const { user, router } = await renderPricing(
      '/pricing?report=prop-value&tat=standard&inspection=none&property=castle&state=TX&zip=75201',
    );
    await screen.findByText("This link's property type “castle” cannot be priced. Choose again.");
    await user.selectOptions(screen.getByLabelText('Property type'), 'Townhouse');

    // The next change drops “castle” from the URL; what the user chose since stays.
    await choose(user, 'Turnaround', 'Rush');
    expect(searchOf(router).property).toBeUndefined();
    expect(screen.getByLabelText('Property type')).toHaveValue('townhouse');
    expect(screen.getByLabelText('State')).toHaveValue('TX');

    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    // 349.99 + 0 + 100
    expect(await findTotal()).toHaveTextContent('Total$449.99');
  });

  it('an unknown report type in a link asks for a report type', async () => {
    await renderPricing('/pricing?report=construction&tat=standard');
    expect(
      await screen.findByText(
        'The report type “construction” in this link is not offered to your company. Choose a report type.',
      ),
    ).toBeInTheDocument();
    for (const radio of within(group('Report type')).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Turnaround' })).not.toBeInTheDocument();
  });

  it('never sends the same pricing request twice when the user goes back and forth', async () => {
    const log = recordRequests();
    const { user } = await renderPricing(
      '/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201',
    );
    expect(await findTotal()).toHaveTextContent('Total$419.99');
    await choose(user, 'Turnaround', 'Rush');
    expect(await findTotal()).toHaveTextContent('Total$519.99');
    await choose(user, 'Turnaround', 'Standard');
    expect(await findTotal()).toHaveTextContent('Total$419.99');
    expect(pricingCalls(log).map((c) => (c.body as { turnaround_time: string }).turnaround_time)).toEqual([
      'standard',
      'rush',
    ]);
  });
});

describe('the property step', () => {
  it('validates the state and postal code before anything is sent, and sends ZIP+4 as five digits', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing(
      '/pricing?report=prop-value&tat=standard&inspection=exterior',
    );
    await within(await findGroup('Inspection')).findByRole('radio', { name: 'Exterior Only' });
    await user.click(screen.getByRole('button', { name: 'Get the price' }));

    expect(await screen.findByText('Choose the type of property.')).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription("Choose the property's state.");
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription('Enter the postal code.');

    await user.selectOptions(screen.getByLabelText('Property type'), 'Single-family home');
    await user.selectOptions(screen.getByLabelText('State'), 'District of Columbia (DC)');
    await user.type(screen.getByLabelText('Postal code'), '2000');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
        'Enter a five-digit postal code, like 75201 (ZIP+4 is fine too).',
      ),
    );
    expect(screen.getByLabelText('State')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Postal code')).toHaveValue('2000');
    expect(pricingCalls(log)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Postal code'));
    await user.type(screen.getByLabelText('Postal code'), '20001-1234');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    // 349.99 + 50
    expect(await findTotal()).toHaveTextContent('Total$399.99');
    expect(searchOf(router).zip).toBe('20001');
    expect((pricingCalls(log)[0]?.body as { postal_code: string }).postal_code).toBe('20001');
  });

  it("shows the service's refusal on the field it names, keeping what was typed", async () => {
    const { user } = await renderPricing('/pricing?report=prop-value&tat=standard&inspection=exterior');
    await within(await findGroup('Inspection')).findByRole('radio', { name: 'Exterior Only' });
    await describeProperty(user, 'Single-family home', 'Texas (TX)', '00000');

    const alert = await within(await screen.findByRole('region', { name: 'Your price' })).findByRole('alert');
    expect(alert).toHaveTextContent('This report could not be priced');
    expect(alert).toHaveTextContent('Data validation failed.');
    expect(alert).toHaveTextContent('Postal code: We do not serve postal code 00000 yet.');
    const postal = screen.getByLabelText('Postal code');
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription('We do not serve postal code 00000 yet.');
    expect(postal).toHaveValue('00000');
    expect(screen.getByLabelText('Property type')).not.toHaveAttribute('aria-invalid');

    await user.clear(postal);
    await user.type(postal, '75201');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    expect(await findTotal()).toHaveTextContent('Total$399.99');
    expect(screen.getByLabelText('Postal code')).not.toHaveAttribute('aria-invalid');
  });
});

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

describe('quote actions and page states', () => {
  it('copies a link that restores this quote', async () => {
    const { user } = await renderPricing(
      '/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201',
    );
    await findTotal();
    await user.click(within(priceSection()).getByRole('button', { name: 'Copy link to this quote' }));
    expect(await within(priceSection()).findByText('Link copied.')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201`,
    );
  });

  it('prints the quote', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = await renderPricing(
      '/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201',
    );
    await findTotal();
    await user.click(within(priceSection()).getByRole('button', { name: 'Print quote' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows an empty state when the company has no report type', async () => {
    server.use(
      http.get(apiRoutePatterns.reportTypes, () =>
        ok({ reportTypes: [] }, 'Report types fetched successfully.'),
      ),
    );
    await renderSignedIn('/pricing');
    expect(await screen.findByText('No report types yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Price a report' })).toBeInTheDocument();
  });

  it('shows a failed list in the service words, with a retry that works', async () => {
    let fail = true;
    server.use(
      http.get(apiRoutePatterns.reportTypes, () => {
        if (!fail) return undefined;
        return refusal(503, 'Report types are being updated. Try again shortly.');
      }),
    );
    const { user } = await renderPricing('/pricing');
    const alert = await within(group('Report type')).findByRole('alert');
    expect(alert).toHaveTextContent('Report types are being updated. Try again shortly.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(group('Report type')).findByRole('radio', { name: 'Property Valuation' }),
    ).toBeInTheDocument();
  });
});
