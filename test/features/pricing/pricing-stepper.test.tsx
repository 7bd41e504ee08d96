/** The pricing wizard at /pricing, through the real app over the mock service, with today fixed. */
import { screen, within, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { server } from '../../mock-service';
import { KEYSTONE } from '../../render';
import {
  choose,
  describeProperty,
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

describe('the pricing wizard', () => {
  it('walks from report type to an exact, itemized total and keeps every choice in the URL', async () => {
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

    await choose(user, 'Report type', 'Renovation Analysis');
    const standard = await within(group('Turnaround')).findByRole('radio', { name: 'Standard' });
    expect(standard).toHaveAccessibleDescription('3 to 5 business days No extra fee Due Mon, Nov 30, 2026');
    expect(
      within(group('Turnaround')).getByRole('radio', { name: 'Super Rush' }),
    ).toHaveAccessibleDescription('1 to 2 business days +$200 Due Wed, Nov 25, 2026');
    await choose(user, 'Turnaround', 'Standard');

    const interior = await within(group('Inspection')).findByRole('radio', {
      name: 'Interior with Exterior',
    });
    expect(interior).toHaveAccessibleDescription(
      'A local inspector photographs and measures the interior and exterior. Crowdsourced local inspector Gross living area (GLA) measured Licensed inspector',
    );
    expect(
      within(group('Inspection')).getByRole('radio', { name: 'Interior (Homeowner Direct)' }),
    ).toHaveAccessibleDescription(
      /Done directly by the homeowner or borrower No gross living area \(GLA\) measurement No licensing required$/,
    );
    expect(
      within(group('Inspection')).getByRole('radio', { name: 'No Inspection (desktop report)' }),
    ).toHaveAccessibleDescription('A desktop report: no one visits the property.');
    await choose(user, 'Inspection', 'Interior with Exterior');

    await describeProperty(user, 'Single-family home', 'Texas (TX)', '75201');

    const total = await findTotal();
    expect(total).toHaveTextContent('Total$489.99');
    const region = priceSection();
    await waitFor(() => expect(within(region).getByRole('heading', { name: 'Your price' })).toHaveFocus());
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
      'ReportRenovation Analysis (Renovation Analysis with After-Repair Value)TurnaroundStandard (3 to 5 business days)InspectionInterior with ExteriorPropertySingle-family home in Texas 75201Priced onMon, Nov 23, 2026',
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

  it('shows the four steps; only the step in progress is open, a finished one collapses to its choice', async () => {
    const { user, router } = await renderPricing('/pricing');
    await within(group('Report type')).findByRole('radio', { name: 'Property Valuation' });
    const steps = within(screen.getByRole('list', { name: 'Pricing steps' })).getAllByRole('heading', {
      level: 2,
    });
    expect(steps.map((h) => h.textContent)).toEqual([
      'Step 1 of 4: Report type',
      'Step 2 of 4: Turnaround',
      'Step 3 of 4: Inspection',
      'Step 4 of 4: Property and price',
    ]);
    expect(stepItem('Report type')).toHaveAttribute('aria-current', 'step');
    expect(stepItem('Turnaround')).not.toHaveAttribute('aria-current');
    expect(within(screen.getByRole('list', { name: 'Pricing steps' })).getAllByRole('group')).toHaveLength(1);

    // A choice is a draft until "Continue": arrowing through the cards stays on the step.
    await user.click(within(group('Report type')).getByRole('radio', { name: 'Property Valuation' }));
    expect(stepItem('Report type')).toHaveAttribute('aria-current', 'step');
    expect(searchOf(router)).toEqual({});
    await user.click(within(stepItem('Report type')).getByRole('button', { name: 'Continue' }));

    // The next step opens, with focus on its heading; the finished one says what was chosen.
    expect(await screen.findByRole('group', { name: 'Turnaround' })).toBeInTheDocument();
    await waitFor(() => expect(stepHeading('Turnaround')).toHaveFocus());
    expect(stepItem('Turnaround')).toHaveAttribute('aria-current', 'step');
    expect(stepItem('Report type')).not.toHaveAttribute('aria-current');
    expect(stepHeading('Report type')).toHaveAccessibleName('Step 1 of 4: Report type (done)');
    expect(stepSummary('Report type')).toBe('Property Valuation');
    expect(screen.queryByRole('group', { name: 'Report type' })).not.toBeInTheDocument();
    expect(searchOf(router)).toEqual({ report: 'prop-value' });

    await choose(user, 'Turnaround', 'Rush');
    expect(await screen.findByRole('group', { name: 'Inspection' })).toBeInTheDocument();
    await waitFor(() => expect(stepHeading('Inspection')).toHaveFocus());
    expect(stepSummary('Turnaround')).toBe('Rush · +$100 · due Thu, Nov 26, 2026');

    // "Change" reopens a finished step, with its choice, and closes the one in progress.
    await user.click(screen.getByRole('button', { name: 'Change the report type' }));
    await waitFor(() => expect(stepHeading('Report type')).toHaveFocus());
    expect(within(group('Report type')).getByRole('radio', { name: 'Property Valuation' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Inspection' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pricing steps' })).getAllByRole('group')).toHaveLength(1);
    // Continuing with the same choice goes back to the step that was in progress.
    await user.click(within(stepItem('Report type')).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('group', { name: 'Inspection' })).toBeInTheDocument();
    await waitFor(() => expect(stepHeading('Inspection')).toHaveFocus());
    expect(searchOf(router)).toEqual({ report: 'prop-value', tat: 'rush' });

    await choose(user, 'Inspection', 'Exterior Only');
    await waitFor(() => expect(stepHeading('Property and price')).toHaveFocus());
    await describeProperty(user, 'Condominium', 'Ohio (OH)', '43215');
    // 349.99 + 50 + 100
    expect(await findTotal()).toHaveTextContent('Total$499.99');
    expect(stepSummary('Property and price')).toBe('Condominium in Ohio 43215');
    expect(within(screen.getByRole('list', { name: 'Pricing steps' })).queryAllByRole('group')).toHaveLength(
      0,
    );
    expect(
      screen.getAllByRole('button', { name: /^Change/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Change the report type',
      'Change the turnaround',
      'Change the inspection',
      'Change the property',
    ]);
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
      if (timedOut)
        return HttpResponse.json(
          { success: false, message: `${name} waited alone`, data: {}, meta: {}, errors: [] },
          { status: 500 },
        );
      return undefined;
    };
    server.use(
      http.get(apiRoutePatterns.turnarounds, gate('turnarounds')),
      http.get(apiRoutePatterns.inspectionTypes, gate('inspections')),
    );

    const { user } = await renderPricing('/pricing');
    await choose(user, 'Report type', 'REO Strategy');
    expect(await within(group('Turnaround')).findByRole('radio', { name: 'Rush' })).toBeInTheDocument();
    expect(started.sort()).toEqual(['inspections', 'turnarounds']);
    expect(
      within(group('Turnaround'))
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['standard', 'rush']);
    await choose(user, 'Turnaround', 'Rush');
    expect(
      await within(group('Inspection')).findByRole('radio', { name: 'Exterior Only' }),
    ).toBeInTheDocument();
  });

  it('never sends the same pricing request twice when the user goes back and forth', async () => {
    const log = recordRequests();
    const { user } = await renderPricing(
      '/pricing?report=reno-arv&tat=standard&inspection=none&property=sfr&state=TX&zip=75201',
    );
    expect(await findTotal()).toHaveTextContent('Total$419.99');
    await user.click(screen.getByRole('button', { name: 'Change the turnaround' }));
    await choose(user, 'Turnaround', 'Rush');
    expect(await findTotal()).toHaveTextContent('Total$519.99');
    await user.click(screen.getByRole('button', { name: 'Change the turnaround' }));
    await choose(user, 'Turnaround', 'Standard');
    expect(await findTotal()).toHaveTextContent('Total$419.99');
    expect(pricingCalls(log).map((c) => (c.body as { turnaround_time: string }).turnaround_time)).toEqual([
      'standard',
      'rush',
    ]);
  });
});
