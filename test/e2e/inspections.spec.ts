import { expect, startSignedIn, test } from './fixtures';
import { MOCK_STATE_KEY } from '../../src/mocks/storage-keys';

test('the standalone inspection catalogue, sorted by price from the keyboard', async ({ page, axe }) => {
  await startSignedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Inspections' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeFocused();
  const table = page.getByRole('table', { name: /^Standalone inspection types/ });
  const interior = table.getByRole('row', { name: /^Interior with Exterior/ });
  await expect(interior.getByRole('cell')).toHaveText([
    'Crowdsourced local inspector',
    '$150.00',
    '$95.00',
    'Gross living area (GLA) measuredLicensed inspectorContact details required',
  ]);
  await axe.expectNoViolations('inspections: catalogue');

  const priceHeader = table.getByRole('columnheader', { name: /^Price/ });
  const sortByPrice = priceHeader.getByRole('button', { name: 'Price' });
  await sortByPrice.focus();
  await page.keyboard.press('Enter');
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
  // Equal prices keep the service's order.
  await expect(table.getByRole('rowheader')).toHaveText([
    /^Interior \(Homeowner Direct\)/,
    /^Draw Inspection \(Direct\)/,
    /^Exterior Only/,
    /^Post-Disaster Exterior/,
    /^Interior with Exterior/,
    /^Draw Inspection/,
    /^Post-Disaster Interior/,
  ]);
  await page.keyboard.press('Enter');
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('rowheader').first()).toHaveText(/^Interior with Exterior/);
  await expect(page).toHaveURL(/\/inspections\?sort=-price$/);
  await axe.expectNoViolations('inspections: sorted by price');

  await page.reload();
  await expect(page.getByRole('columnheader', { name: /^Price/ })).toHaveAttribute('aria-sort', 'descending');
});

test('a company without standalone inspections sees an empty state', async ({ page, axe }) => {
  await startSignedIn(page, { as: 'new.lender', at: '/inspections' });
  await expect(page.getByText('No standalone inspections yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await axe.expectNoViolations('inspections: empty');
});

test("a refusal from the service is shown in the service's words", async ({ page, axe }) => {
  await startSignedIn(page);
  // The mock service forgets the company: every company-scoped call is then refused.
  await page.evaluate((key) => {
    const state = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as { companies: unknown[] } | null;
    if (!state) throw new Error('no mock service state');
    state.companies = [];
    window.sessionStorage.setItem(key, JSON.stringify(state));
  }, MOCK_STATE_KEY);
  await page.goto('/inspections');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The inspection types could not be loaded');
  await expect(alert).toContainText(
    "The company token you provided, is either invalid OR you don't have access to it!",
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
  await axe.expectNoViolations('inspections: refusal');
});
