/** Failures while pricing: the form's own checks, refusals on the fields they name, transient failures. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { focusedErrorSummary } from '../../focus';
import { server } from '../../mock-service';
import { renderApp } from '../../render';
import {
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

describe('the property step', () => {
  it('validates the state and postal code before anything is sent, and sends ZIP+4 as five digits', async () => {
    const log = recordRequests();
    const { user, router } = await renderPricing(
      '/pricing?report=prop-value&tat=standard&inspection=exterior',
    );
    await findGroup('Property and price');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));

    // The error summary (GOV.UK) takes focus and leads to each field.
    const { summary, links } = await focusedErrorSummary();
    expect(links).toEqual([
      'Choose the type of property.',
      "Choose the property's state.",
      'Enter the ZIP code.',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Enter the ZIP code.' }));
    expect(screen.getByLabelText('ZIP code')).toHaveFocus();
    expect(screen.getByLabelText('State')).toHaveAccessibleDescription("Choose the property's state.");
    expect(screen.getByLabelText('State')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription('Enter the ZIP code.');

    await user.selectOptions(screen.getByLabelText('Property type'), 'Single-family home');
    await user.selectOptions(screen.getByLabelText('State'), 'District of Columbia (DC)');
    await user.type(screen.getByLabelText('ZIP code'), '2000');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    await waitFor(() =>
      expect(screen.getByLabelText('ZIP code')).toHaveAccessibleDescription(
        'Enter a five-digit ZIP code, like 75201 (ZIP+4 is fine too).',
      ),
    );
    expect(screen.getByLabelText('State')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('2000');
    expect(pricingCalls(log)).toHaveLength(0);

    await user.clear(screen.getByLabelText('ZIP code'));
    await user.type(screen.getByLabelText('ZIP code'), '20001-1234');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    // 349.99 + 50
    expect(await findTotal()).toHaveTextContent('Total$399.99');
    expect(searchOf(router).zip).toBe('20001');
    expect((pricingCalls(log)[0]?.body as { postal_code: string }).postal_code).toBe('20001');
  });

  it("shows the service's refusal on the field it names, keeping what was typed", async () => {
    const { user } = await renderPricing('/pricing?report=prop-value&tat=standard&inspection=exterior');
    await findGroup('Property and price');
    await describeProperty(user, 'Single-family home', 'Texas (TX)', '00000');

    const alert = await within(await screen.findByRole('region', { name: 'Your price' })).findByRole('alert');
    expect(alert).toHaveTextContent('We could not price this report');
    expect(alert).not.toHaveTextContent('Try again');
    expect(within(alert).queryByRole('button')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('Data validation failed.');
    expect(alert).toHaveTextContent('ZIP code: We do not serve postal code 00000 yet.');
    const postal = screen.getByLabelText('ZIP code');
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveAccessibleDescription('We do not serve postal code 00000 yet.');
    expect(postal).toHaveValue('00000');
    expect(screen.getByLabelText('Property type')).not.toHaveAttribute('aria-invalid');

    await user.clear(postal);
    await user.type(postal, '75201');
    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    expect(await findTotal()).toHaveTextContent('Total$399.99');
    expect(screen.getByLabelText('ZIP code')).not.toHaveAttribute('aria-invalid');
  });
});

describe('failures while pricing', () => {
  it('offers "Try again" after a transient failure, and prices on the second try', async () => {
    let calls = 0;
    server.use(
      http.post(apiRoutePatterns.pricing, () => {
        calls += 1;
        if (calls > 1) return undefined;
        return HttpResponse.json(
          {
            success: false,
            message: 'Upstream pricing engine timed out (ref 42).',
            data: {},
            meta: {},
            errors: [],
          },
          { status: 503 },
        );
      }),
    );
    const { user } = await renderPricing(FULL_QUOTE);
    const alert = await within(await screen.findByRole('region', { name: 'Your price' })).findByRole('alert');
    expect(alert).toHaveTextContent('We could not price this report');
    expect(alert).toHaveTextContent('Upstream pricing engine timed out (ref 42).');
    // The property step stays open: nothing typed is hidden while the price is missing.
    expect(stepItem('Property and price')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('75201');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    expect(calls).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Pricing steps' })).queryAllByRole('group')).toHaveLength(
      0,
    );
  });

  it('offers "Try again" after a refusal that names no field, and after no reply at all', async () => {
    let reply: 'refuse' | 'drop' | 'price' = 'refuse';
    server.use(
      http.post(apiRoutePatterns.pricing, () => {
        if (reply === 'refuse')
          return HttpResponse.json({
            success: false,
            message: 'Pricing is paused while rates are updated.',
            data: {},
            meta: {},
            errors: [],
          });
        if (reply === 'drop') return HttpResponse.error();
        return undefined;
      }),
    );
    const { user } = await renderPricing(FULL_QUOTE);
    let alert = await within(await screen.findByRole('region', { name: 'Your price' })).findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not price this reportPricing is paused while rates are updated.',
    );
    reply = 'drop';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(priceSection()).toHaveTextContent(
        'The service could not be reached. Check your connection and try again.',
      ),
    );
    alert = within(priceSection()).getByRole('alert');
    reply = 'price';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await findTotal()).toHaveTextContent('Total$489.99');
  });

  it('puts a refusal that names the turnaround on the turnaround step, and opens it', async () => {
    server.use(
      http.post(apiRoutePatterns.pricing, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Data validation failed.',
            data: {},
            meta: {},
            errors: [
              {
                message: 'Standard is not available in Texas this week.',
                key: 'turnaround_time',
                label: 'turnaround_time',
                value: 'standard',
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { user, router } = await renderPricing(FULL_QUOTE);
    const turnaround = await findGroup('Turnaround');
    expect(turnaround).toHaveAccessibleDescription('Standard is not available in Texas this week.');
    expect(stepItem('Turnaround')).toHaveAttribute('aria-current', 'step');
    const alert = within(priceSection()).getByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not price this reportData validation failed.Turnaround: Standard is not available in Texas this week.Correct the marked choice, then get the price again.',
    );
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(turnaround).getByRole('radio', { name: 'Rush' }));
    await user.click(within(stepItem('Turnaround')).getByRole('button', { name: 'Continue' }));
    // 419.99 + 70 + 100
    expect(await findTotal()).toHaveTextContent('Total$589.99');
    expect(searchOf(router).tat).toBe('rush');
    expect(screen.queryByRole('group', { name: 'Turnaround' })).not.toBeInTheDocument();
    expect(stepHeading('Turnaround')).toHaveAccessibleName('Step 2 of 4: Turnaround (done)');
  });
});

describe('page states', () => {
  it('shows an empty state when the company has no report type', async () => {
    server.use(
      http.get(apiRoutePatterns.reportTypes, () =>
        HttpResponse.json({
          success: true,
          message: 'Report types fetched successfully.',
          data: { reportTypes: [] },
          meta: {},
          errors: [],
        }),
      ),
    );
    renderApp('/pricing');
    expect(await screen.findByText('No report types yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Price a report' })).toBeInTheDocument();
  });

  it('shows a failed list in the service words, with a retry that works', async () => {
    let fail = true;
    server.use(
      http.get(apiRoutePatterns.reportTypes, () => {
        if (!fail) return undefined;
        return HttpResponse.json(
          {
            success: false,
            message: 'Report types are being updated. Try again shortly.',
            data: {},
            meta: {},
            errors: [],
          },
          { status: 503 },
        );
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
