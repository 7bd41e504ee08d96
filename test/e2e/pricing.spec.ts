import type { Page } from '@playwright/test';
import { expect, signIn, startSignedIn, test } from './fixtures';
import { MOCK_STATE_KEY } from '../../src/mocks/storage-keys';

/** Monday 23 November 2026, 10:00: due dates are business days from here. */
const TODAY = new Date(2026, 10, 23, 10, 0);

const group = (page: Page, name: string) => page.getByRole('group', { name });
const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d of 4: ${title}`) });

test('prices a report by keyboard only, compares turnarounds, and prints a clean quote', async ({
  page,
  axe,
}) => {
  // The whole journey, with five axe runs and a PDF: on a shared machine it needs more than 30s.
  test.slow();
  await page.clock.setFixedTime(TODAY);
  await signIn(page);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(group(page, 'Report type').getByRole('radio', { name: 'Renovation Analysis' })).toBeVisible();
  await axe.expectNoViolations('pricing: report types');

  // Skip the navigation, past the header's "Price many properties", then into the report type group.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Price many properties' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(group(page, 'Report type').getByRole('radio', { name: 'Property Valuation' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const reno = group(page, 'Report type').getByRole('radio', { name: 'Renovation Analysis' });
  await expect(reno).toBeFocused();
  await expect(reno).toBeChecked();
  // A choice is a draft until "Continue" (Enter on a card does it too).
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\?report=reno-arv$/);
  await expect(stepHeading(page, 'Turnaround')).toBeFocused();
  await expect(page.getByRole('listitem').filter({ has: stepHeading(page, 'Turnaround') })).toHaveAttribute(
    'aria-current',
    'step',
  );

  const standard = group(page, 'Turnaround').getByRole('radio', { name: 'Standard' });
  await expect(standard).toBeVisible();
  await expect(page.getByText('Renovation Analysis', { exact: true }).first()).toBeVisible();
  await axe.expectNoViolations('pricing: turnarounds');

  await page.keyboard.press('Tab');
  await expect(standard).toBeFocused();
  await page.keyboard.press('Space');
  await expect(standard).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Inspection')).toBeFocused();

  await page.keyboard.press('Tab');
  const interior = group(page, 'Inspection').getByRole('radio', { name: 'Interior with Exterior' });
  await expect(interior).toBeFocused();
  await page.keyboard.press('Space');
  await expect(interior).toBeChecked();
  await axe.expectNoViolations('pricing: inspections');
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Property and price')).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Property type')).toBeFocused();
  await page.keyboard.type('Single');
  await expect(page.getByLabel('Property type')).toHaveValue('sfr');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('State')).toBeFocused();
  await page.keyboard.type('Texas');
  await expect(page.getByLabel('State')).toHaveValue('TX');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('ZIP code')).toBeFocused();
  await page.keyboard.type('75201');
  await page.keyboard.press('Enter');

  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByRole('heading', { name: 'Your price' })).toBeFocused();
  const breakdown = price.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown.getByRole('row', { name: /^Total/ })).toHaveText('Total$489.99');
  await expect(price).toContainText('DueMon, Nov 30, 2026');
  await expect(price).toContainText(
    'Paying by card adds a card surcharge of $3.50, not included in the total.',
  );
  await expect(page).toHaveURL(
    /\?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201$/,
  );
  await axe.expectNoViolations('pricing: the price');

  // On by keyboard: the zero lines, then the comparison.
  await page.keyboard.press('Tab');
  const zeroLines = price.getByRole('checkbox', { name: 'Show the 6 lines of $0.00' });
  await expect(zeroLines).toBeFocused();
  await page.keyboard.press('Space');
  await expect(breakdown.getByRole('row')).toHaveCount(10);
  await page.keyboard.press('Space');
  await expect(breakdown.getByRole('row')).toHaveCount(4);
  await page.keyboard.press('Tab');
  await expect(price.getByRole('button', { name: 'Save quote' })).toBeFocused();
  await page.keyboard.press('Enter');
  const saved = price.getByText(/^Saved as Q-[A-HJKMNP-Z2-9]{6} in this browser\./);
  await expect(saved).toBeFocused();
  const reference = /Q-[A-Z0-9]+/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
  await expect(page.getByRole('status', { name: 'Notifications' })).toHaveText(`Quote ${reference} saved.`);
  await page.keyboard.press('Tab');
  await expect(price.getByRole('link', { name: 'See all quotes' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(price.getByRole('link', { name: 'Email quote' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(price.getByRole('button', { name: 'Print quote' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(price.getByRole('button', { name: 'Copy link to this quote' })).toBeFocused();
  await page.keyboard.press('Tab');
  const compare = page.getByRole('region', { name: 'Compare turnarounds' });
  await expect(compare.getByRole('button', { name: 'Show comparison' })).toBeFocused();
  await page.keyboard.press('Enter');
  const table = compare.getByRole('table', {
    name: 'Turnarounds compared for this report, inspection and property',
  });
  await expect(table.getByRole('row')).toHaveText([
    'TurnaroundDueTotal',
    'StandardCheapestYour choiceMon, Nov 30, 2026$489.99',
    'RushSwitch to RushThu, Nov 26, 2026$589.99',
    'Super RushFastestSwitch to Super RushWed, Nov 25, 2026$689.99',
  ]);
  await axe.expectNoViolations('pricing: turnaround comparison');
  // As every table of the kit, its scrolling frame is a tab stop (a keyboard can scroll it on a phone).
  await page.keyboard.press('Tab');
  await expect(
    compare.getByRole('region', { name: 'Turnarounds compared for this report, inspection and property' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(table.getByRole('button', { name: 'Switch to Rush' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(price.getByRole('heading', { name: 'Your price' })).toBeFocused();
  await expect(breakdown.getByRole('row', { name: /^Total/ })).toHaveText('Total$589.99');
  await expect(stepHeading(page, 'Turnaround').locator('xpath=following-sibling::p')).toHaveText(
    'Rush · +$100 · due Thu, Nov 26, 2026',
  );

  // Print: only the quote sheet, with its reference, breakdown and the date priced.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Price a report' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Pricing steps' })).toBeHidden();
  await expect(page.getByRole('complementary', { name: 'Quote summary' })).toBeHidden();
  await expect(compare).toBeHidden();
  await expect(price).toBeHidden();
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  // The skip link is only ever one pixel (sr-only): nothing a reader of the paper sees.
  await expect(
    page.getByRole('link').filter({ visible: true }).filter({ hasNotText: 'Skip to content' }),
  ).toHaveCount(0);
  const sheet = page.getByRole('article', { name: /^Quote Q-[A-HJKMNP-Z2-9]{6}$/ });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByText('Valuation Portal', { exact: true })).toBeVisible();
  const sheetBreakdown = sheet.getByRole('table', { name: 'Price breakdown' });
  await expect(sheetBreakdown.getByRole('row', { name: /^Turnaround/ })).toHaveText(
    'TurnaroundRush delivery (2 to 3 business days).$100.00',
  );
  await expect(sheetBreakdown.getByRole('row', { name: /^Total/ })).toHaveText('Total$589.99');
  await expect(sheet).toContainText('Priced onMon, Nov 23, 2026; prices can change');
  await expect(sheet).toContainText('DueThu, Nov 26, 2026');
  await expect(sheet).toContainText('PropertySingle-family home in Texas 75201');
  await expect(sheet).toContainText('Paying by card adds a card surcharge of $3.50');
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('a refusal shows on the field it names; validation comes first', async ({ page, axe }) => {
  await page.clock.setFixedTime(TODAY);
  await startSignedIn(page, { at: '/pricing?report=prop-value&tat=standard&inspection=exterior' });
  await page.getByRole('button', { name: 'Get the price' }).click();
  await expect(page.getByLabel('Property type')).toHaveAccessibleDescription('Choose the type of property.');
  await expect(page.getByLabel('State')).toHaveAccessibleDescription("Choose the property's state.");
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription('Enter the ZIP code.');
  await axe.expectNoViolations('pricing: property validation errors');

  await page.getByLabel('Property type').selectOption('sfr');
  await page.getByLabel('State').selectOption('TX');
  await page.getByLabel('ZIP code').fill('00000');
  await page.getByRole('button', { name: 'Get the price' }).click();
  const alert = page.getByRole('region', { name: 'Your price' }).getByRole('alert');
  await expect(alert).toContainText('Data validation failed.');
  await expect(page.getByLabel('ZIP code')).toHaveAccessibleDescription(
    'We do not serve postal code 00000 yet.',
  );
  await expect(page.getByLabel('ZIP code')).toHaveAttribute('aria-invalid', 'true');
  await axe.expectNoViolations('pricing: refusal on the ZIP code');
});

test('a link restores the wizard and names the value no longer offered', async ({ page, axe }) => {
  await page.clock.setFixedTime(TODAY);
  await startSignedIn(page);
  await page.goto(
    '/pricing?report=reo-strategy&tat=super-rush&inspection=exterior&property=condo&state=NY&zip=10001',
  );
  await expect(
    page.getByText('The turnaround “super-rush” is not offered for REO Strategy. Choose another turnaround.'),
  ).toBeVisible();
  await expect(stepHeading(page, 'Inspection').locator('xpath=following-sibling::p')).toHaveText(
    'Exterior Only',
  );
  await axe.expectNoViolations('pricing: stale link');
  await group(page, 'Turnaround').getByText('Standard', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('table', { name: 'Price breakdown' }).getByRole('row', { name: /^Total/ }),
  ).toHaveText('Total$574.99');
  await page.reload();
  await expect(
    page.getByRole('table', { name: 'Price breakdown' }).getByRole('row', { name: /^Total/ }),
  ).toHaveText('Total$574.99');
});

test('a company with no report type sees an empty state', async ({ page, axe }) => {
  await startSignedIn(page);
  await page.evaluate((key) => {
    const state = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as {
      companies: { reportTypes: string[] }[];
    } | null;
    if (!state) throw new Error('no mock service state');
    for (const company of state.companies) company.reportTypes = [];
    window.sessionStorage.setItem(key, JSON.stringify(state));
  }, MOCK_STATE_KEY);
  await page.reload();
  await expect(page.getByText('No report types yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Price a report' })).toBeVisible();
  await axe.expectNoViolations('pricing: no report types');
});
