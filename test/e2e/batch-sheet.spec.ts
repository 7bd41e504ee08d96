/**
 * The printed batch and the batch on a phone (issue 44): a quote sheet with who prepared it and when,
 * the choices, the priced rows only and their total, numbered pages, and nothing of the screen; on a
 * phone, result cards with the reference and the total on their first line and one "Sort by" select.
 */
import { choose, countPricingCalls, distinctRows, openBatch, rowOf, table } from './batch-helpers';
import { expect, startSignedIn, test } from './fixtures';
import { pageNumbers } from './pdf-text';

test.beforeEach(async ({ page }) => countPricingCalls(page));

test('the printed batch is a quote sheet of the priced rows, its pages numbered', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(`${distinctRows(2)}\nLN-3,TX,00012,sfr`);
  await page.getByRole('button', { name: 'Price 3 properties' }).click();
  await expect(page.getByText('2 of 3 priced, 1 refused')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('article', { name: 'Batch quote' });
  await expect(sheet).toContainText('Valuation PortalBatch price quoteBatch quote');
  await expect(sheet.getByRole('term')).toHaveText([
    'Prepared by',
    'Priced on',
    'Report',
    'Turnaround',
    'Inspection',
  ]);
  await expect(sheet.getByRole('definition')).toHaveText([
    'Dana Whitfield (dana.whitfield@keystonelending.example)',
    'Nov 23, 2026, 10:00 AM; prices can change',
    'Renovation Analysis',
    'Standard',
    'Interior with Exterior',
  ]);
  const rows = sheet.getByRole('table', { name: '2 priced rows' }).getByRole('row');
  await expect(rows).toHaveText([
    'RowReferenceStateZIP codeProperty typeTotalDue date',
    '2LN-1TX75001Single-family home$489.99Mon, Nov 30, 2026',
    '3LN-2TX75002Single-family home$489.99Mon, Nov 30, 2026',
    'Total of priced rows$979.98',
  ]);
  // Nothing of the screen: no instructions, no controls, not the refused row.
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByText('Each row’s total and due date.', { exact: false })).toBeHidden();
  await expect(page.getByRole('region', { name: 'Rows the service refused' })).toBeHidden();
  expect(await pageNumbers(await page.pdf({ format: 'Letter' }))).toEqual(['Page 1 of 1']);
  await page.emulateMedia({ media: 'screen' });
  await expect(sheet).toHaveCount(0);

  // A longer batch runs over several pages, each numbered.
  await page.getByRole('button', { name: 'Start a new batch' }).click();
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(45));
  await page.getByRole('button', { name: 'Price 45 properties' }).click();
  await expect(page.getByText('All 45 priced')).toBeVisible({ timeout: 20_000 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: '45 priced rows' }).getByRole('row')).toHaveCount(47);
  const numbers = await pageNumbers(await page.pdf({ format: 'Letter' }));
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual(numbers.map((_, i) => `Page ${i + 1} of ${numbers.length}`));
});

for (const width of [390, 320]) {
  test(`at ${width} px a result card starts with its reference and total; one select sorts`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await startSignedIn(page);
    await openBatch(page);
    await choose(page);
    await page.getByLabel('Paste rows').fill(`${distinctRows(2)}\nLN-3,CA,94103,condo\nLN-4,TX,00012,sfr`);
    await page.getByRole('button', { name: 'Price 4 properties' }).click();
    await expect(page.getByText('3 of 4 priced, 1 refused')).toBeVisible();

    const card = rowOf(page, 'LN-3');
    const reference = await card.getByRole('rowheader').boundingBox();
    const total = await card.getByRole('cell').filter({ hasText: '$514.99' }).boundingBox();
    expect(reference && total).toBeTruthy();
    // The same line: their boxes overlap vertically, the total to the right of the reference.
    expect(Math.abs((reference?.y ?? 0) - (total?.y ?? 100))).toBeLessThan(12);
    expect(total?.x ?? 0).toBeGreaterThan(reference?.x ?? 0);
    expect((total?.x ?? 0) + (total?.width ?? 0)).toBeLessThanOrEqual(width);

    await expect(table(page).getByRole('button', { name: 'Total' })).toBeHidden();
    await page.getByLabel('Sort by').selectOption({ label: 'Total, highest first' });
    await expect(table(page).getByRole('rowheader')).toHaveText(['LN-3', 'LN-1', 'LN-2', 'LN-4']);
    await page
      .getByRole('region', { name: 'Rows the service refused' })
      .getByRole('button', { name: 'Edit row 5' })
      .click();
    await expect(page.getByRole('group', { name: 'Correct row 5' }).getByLabel('ZIP code')).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await axe.expectNoViolations(`batch cards at ${width} px`);
  });
}

test('Print says so when the printed quote cannot be loaded, and prints nothing', async ({ page }) => {
  // The sheet's code is fetched after the first row is priced: here neither then nor on Print (routed on
  // the context: the demo's service worker fetches the page's files).
  await page.context().route(/\/batch-sheet-[0-9a-f]+\.js$/, (route) => route.abort());
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await startSignedIn(page);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(2));
  await page.getByRole('button', { name: 'Price 2 properties' }).click();
  await expect(page.getByText('All 2 priced')).toBeVisible();

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  await expect(
    page.getByText('The printed quote could not be loaded. Reload the page, then select Print again.'),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
});
