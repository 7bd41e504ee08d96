/**
 * The pricing wizard at /pricing: the lists each choice brings, what a changed choice clears, the requests
 * it sends, and the property step.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { refusal } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import {
  recordRequests,
  pricingCalls,
  group,
  findGroup,
  choose,
  describeProperty,
  findTotal,
  renderPricing,
  searchOf,
  setUpPricingWizardTests,
} from './wizard-helpers';

setUpPricingWizardTests();

describe('the pricing wizard', () => {
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
