/**
 * The pricing wizard at /pricing: restoring a quote from a link, and the linked values that are no longer
 * offered.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
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
});
