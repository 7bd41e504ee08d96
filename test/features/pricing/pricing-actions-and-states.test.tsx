/**
 * The pricing wizard at /pricing: copying and printing a quote, and the empty and error states of the
 * page.
 */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { ok, refusal } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import { renderSignedIn } from '../../render';
import { group, priceSection, findTotal, renderPricing, setUpPricingWizardTests } from './wizard-helpers';

setUpPricingWizardTests();

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
