/** The standalone inspection catalogue at /inspections, over the mock service. */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { refusal } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import { renderSignedIn } from '../../render';

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    // The name is the first line of the cell's value (its description follows).
    .map((row) => within(row).getByRole('rowheader').firstChild?.firstChild?.textContent);

async function findCatalogue() {
  return screen.findByRole('table', { name: /^Standalone inspection types/ });
}

describe('the standalone inspection catalogue', () => {
  it('lists every inspection with its platform, prices and what applies', async () => {
    await renderSignedIn('/inspections');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inspections' })).toBeInTheDocument();
    const table = await findCatalogue();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Inspection', 'Platform', 'Price', 'Each additional unit', 'What applies']);
    expect(rowTexts(table)).toEqual([
      'Interior with Exterior',
      'Interior (Homeowner Direct)',
      'Exterior Only',
      'Draw Inspection',
      'Draw Inspection (Direct)',
      'Post-Disaster Interior',
      'Post-Disaster Exterior',
    ]);
    const interior = within(table).getByRole('row', { name: /^Interior with Exterior/ });
    expect(
      within(interior)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Crowdsourced local inspector',
      '$150.00',
      '$95.00',
      'Gross living area (GLA) measuredLicensed inspectorContact details required',
    ]);
    expect(within(interior).getByRole('rowheader')).toHaveTextContent(
      'Interior with ExteriorA local inspector photographs and measures the interior and exterior.',
    );
    const direct = within(table).getByRole('row', { name: /^Draw Inspection \(Direct\)/ });
    expect(
      within(direct)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'Done directly by the homeowner or borrower',
      '$80.00',
      '$0.00',
      'Contact details requiredDraw inspection',
    ]);
    const exterior = within(table).getByRole('row', { name: /^Post-Disaster Exterior/ });
    expect(within(exterior).getAllByRole('cell')[3]).toHaveTextContent('Nothing extra');
  });

  it('sorts by price, ascending then descending, with aria-sort on the header', async () => {
    const { user, router } = await renderSignedIn('/inspections');
    const table = await findCatalogue();
    const priceHeader = within(table).getByRole('columnheader', { name: /^Price/ });
    // Only the sorted column carries aria-sort.
    expect(priceHeader).not.toHaveAttribute('aria-sort');

    await user.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=price');
    // Equal prices keep the service's order, in either direction (as on every table).
    expect(rowTexts(table)).toEqual([
      'Interior (Homeowner Direct)',
      'Draw Inspection (Direct)',
      'Exterior Only',
      'Post-Disaster Exterior',
      'Interior with Exterior',
      'Draw Inspection',
      'Post-Disaster Interior',
    ]);
    expect(table).toHaveAccessibleName('Standalone inspection types, sorted by price ascending');

    await user.click(within(priceHeader).getByRole('button', { name: 'Price' }));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(rowTexts(table)).toEqual([
      'Interior with Exterior',
      'Draw Inspection',
      'Post-Disaster Interior',
      'Exterior Only',
      'Post-Disaster Exterior',
      'Interior (Homeowner Direct)',
      'Draw Inspection (Direct)',
    ]);

    const extraHeader = within(table).getByRole('columnheader', { name: /^Each additional unit/ });
    await user.click(within(extraHeader).getByRole('button', { name: 'Each additional unit' }));
    expect(extraHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(priceHeader).not.toHaveAttribute('aria-sort');
    expect(rowTexts(table)[0]).toBe('Exterior Only');
    expect(rowTexts(table).at(-1)).toBe('Post-Disaster Interior');
  });

  it('keeps the sort order of a shared link', async () => {
    await renderSignedIn('/inspections?sort=-price');
    const table = await findCatalogue();
    expect(within(table).getByRole('columnheader', { name: /^Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rowTexts(table)[0]).toBe('Interior with Exterior');
  });

  it('shows an empty state for a company with no standalone inspections', async () => {
    await renderSignedIn('/inspections', { username: 'new.lender' });
    expect(await screen.findByText('No standalone inspections yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inspections' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows a refusal in the service's words, with no retry that would be refused again", async () => {
    server.use(
      http.get(apiRoutePatterns.standaloneInspectionTypes, () =>
        refusal(422, "The company token you provided, is either invalid OR you don't have access to it!"),
      ),
    );
    await renderSignedIn('/inspections');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The inspection types could not be loaded');
    expect(alert).toHaveTextContent(
      "The company token you provided, is either invalid OR you don't have access to it!",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Inspections' })).toBeInTheDocument();
    // A refusal is not transient: the one retry rule (QueryState) offers no "Try again".
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
