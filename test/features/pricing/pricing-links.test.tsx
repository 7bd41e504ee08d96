/** The wizard's state in the URL: links, back and forward, and values no longer offered. */
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  change,
  choose,
  describeProperty,
  FULL_QUOTE,
  findTotal,
  group,
  renderPricing,
  searchOf,
  setUpWizardTests,
  stepItem,
  stepSummary,
} from './wizard-helpers';

setUpWizardTests();

describe('links, back and forward', () => {
  it('clears later choices that a changed report type no longer offers, and keeps the rest', async () => {
    const { user, router } = await renderPricing('/pricing');
    await choose(user, 'Report type', 'Property Valuation');
    await choose(user, 'Turnaround', 'Super Rush');
    await choose(user, 'Inspection', 'Exterior Only');
    await describeProperty(user, 'Condominium', 'Texas (TX)', '75201');
    // 349.99 + 50 + 175
    expect(await findTotal()).toHaveTextContent('Total$574.99');

    await change(user, 'Report type', 'Change the report type', 'REO Strategy');
    expect(
      await within(group('Turnaround')).findByText(
        'The turnaround Super Rush is not offered for REO Strategy. Choose another turnaround.',
      ),
    ).toBeInTheDocument();
    for (const radio of within(group('Turnaround')).getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(stepSummary('Inspection')).toBe('Exterior Only');
    expect(screen.getByLabelText('Property type')).toHaveValue('condo');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('75201');
    expect(screen.queryByRole('region', { name: 'Your price' })).not.toBeInTheDocument();

    await choose(user, 'Turnaround', 'Rush');
    // 479.99 + 50 + 100
    expect(await findTotal()).toHaveTextContent('Total$629.99');
    expect(within(stepItem('Turnaround')).queryByRole('status')).not.toBeInTheDocument();
    expect(searchOf(router)).toEqual({
      report: 'reo-strategy',
      tat: 'rush',
      inspection: 'exterior',
      property: 'condo',
      state: 'TX',
      zip: '75201',
    });

    // A value that is not offered is dropped from the URL with the next change.
    await change(user, 'Report type', 'Change the report type', 'Renovation Analysis');
    expect(
      await within(group('Inspection')).findByText(
        'The inspection Exterior Only is not offered for Renovation Analysis. Choose another inspection.',
      ),
    ).toBeInTheDocument();
    await change(user, 'Turnaround', 'Change the turnaround', 'Standard');
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
    expect(stepSummary('Report type')).toBe('REO Strategy');
    expect(stepSummary('Inspection')).toBe('Exterior Only');
    expect(screen.getByLabelText('Property type')).toHaveValue('condo');
    expect(screen.getByLabelText('State')).toHaveValue('NY');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
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
    expect(stepSummary('Turnaround')).toBe('Standard · No extra fee · due Mon, Nov 30, 2026');
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
    expect(stepItem('Property and price')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('Property type')).toHaveValue('');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('75201');
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
    await change(user, 'Turnaround', 'Change the turnaround', 'Rush');
    expect(searchOf(router).property).toBeUndefined();
    expect(stepItem('Property and price')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByLabelText('Property type')).toHaveValue('townhouse');
    expect(screen.getByLabelText('State')).toHaveValue('TX');

    await user.click(screen.getByRole('button', { name: 'Get the price' }));
    // 349.99 + 0 + 100
    expect(await findTotal()).toHaveTextContent('Total$449.99');
  });

  it('back and forward move the property form to the property in the URL; its own price keeps what was typed', async () => {
    const { user, router } = await renderPricing(FULL_QUOTE);
    expect(await findTotal()).toHaveTextContent('Total$489.99');
    await user.click(screen.getByRole('button', { name: 'Change the property' }));
    await describeProperty(user, 'Condominium', 'New York (NY)', '10001');
    await waitFor(() => expect(stepSummary('Property and price')).toBe('Condominium in New York 10001'));
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(stepSummary('Property and price')).toBe('Single-family home in Texas 75201'));
    expect(screen.getByLabelText('Property type')).toHaveValue('sfr');
    expect(screen.getByLabelText('State')).toHaveValue('TX');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('75201');

    await act(() => router.navigate(1));
    await waitFor(() => expect(stepSummary('Property and price')).toBe('Condominium in New York 10001'));
    expect(screen.getByLabelText('Property type')).toHaveValue('condo');
    expect(screen.getByLabelText('State')).toHaveValue('NY');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10001');
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
