/**
 * The batch's results shown (/pricing/batch): cards on a phone, and a long batch whose table renders
 * only the rows in view, every row when printed.
 */
import {
  choose,
  countPricingCalls,
  distinctRows,
  openBatch,
  rowOf,
  setLatency,
  table,
} from './batch-helpers';
import { expect, startSignedIn, test } from './fixtures';

test.beforeEach(async ({ page }) => countPricingCalls(page));

for (const width of [390, 320]) {
  test(`at ${width} px the results are cards and nothing is wider than the screen`, async ({ page, axe }) => {
    test.slow();
    await page.setViewportSize({ width, height: 800 });
    await startSignedIn(page);
    await openBatch(page);
    await choose(page);
    // One control height on a phone: the file control is as tall as the choices above it (44 px).
    const height = async (label: string) =>
      (await page.getByLabel(label, { exact: true }).boundingBox())?.height;
    expect(await height('Spreadsheet (CSV)')).toBe(44);
    expect(await height('Report type')).toBe(44);
    // A ZIP code the service does not serve is refused, in the service's words, on its row.
    await page.getByLabel('Paste rows').fill(`${distinctRows(3)}\nLN-4,TX,00012,sfr`);
    await page.getByRole('button', { name: 'Price 4 properties' }).click();
    await expect(page.getByText('3 of 4 priced, 1 refused')).toBeVisible();
    const card = rowOf(page, 'LN-2');
    await expect(card.getByRole('cell').filter({ hasText: '$489.99' })).toBeVisible();
    await expect(rowOf(page, 'LN-4').getByRole('cell').filter({ hasText: 'Refused' })).toHaveText(
      'RefusedThe service does not cover this ZIP code yet. Check the ZIP code. If it is right, this property cannot be priced here yet: remove the row, or ask your account manager.The service’s wordsWe do not serve postal code 00012 yet.',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await axe.expectNoViolations(`batch at ${width} px`);
  });
}

test('a long batch renders only the rows in view: scrolling to the end shows the last row, printing every row', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page);
  await setLatency(page, 20);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(300));
  await page.getByRole('button', { name: 'Price 300 properties' }).click();
  await expect(page.getByText('All 300 priced')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Total of priced rows$146,997.00')).toBeVisible();
  // The table says how many rows there are; far fewer are in the document.
  await expect(table(page)).toHaveAttribute('aria-rowcount', '301');
  await expect(rowOf(page, 'LN-1')).toContainText('$489.99');
  const rendered = await table(page).getByRole('row').count();
  expect(rendered).toBeLessThan(100);
  await expect(rowOf(page, 'LN-300')).toHaveCount(0);

  await page.keyboard.press('End');
  const last = rowOf(page, 'LN-300');
  await expect(last).toBeInViewport();
  await expect(last).toHaveAttribute('aria-rowindex', '301');
  await expect(last).toContainText('$489.99');
  expect(await table(page).getByRole('row').count()).toBeLessThan(100);
  await axe.expectNoViolations('batch: 300 rows, scrolled to the end');

  // Sorted by reference, descending (numbers in the text in their order): LN-300 first.
  await page.keyboard.press('Home');
  await table(page).getByRole('button', { name: 'Reference' }).click();
  await table(page).getByRole('button', { name: 'Reference' }).click();
  await expect(table(page).getByRole('rowheader').first()).toHaveText('LN-300');
  await expect(table(page).getByRole('rowheader').nth(1)).toHaveText('LN-299');

  // Printed, the quote sheet lists every row, and the screen's table is not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('table', { name: '300 priced rows' }).getByRole('row')).toHaveCount(302);
  await page.emulateMedia({ media: 'screen' });
  await expect.poll(() => table(page).getByRole('row').count()).toBeLessThan(100);
});
