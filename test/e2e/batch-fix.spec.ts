/**
 * Batch pricing that finishes the job (issue 44): a row that fails a check is corrected where it is
 * listed and priced with the rest; a row the service refused is corrected and priced again alone, no row
 * sent twice (the pricing requests' postal codes, counted in the page); a batch refused whole reads as a
 * failure and offers nothing to save, download or print.
 */
import { calls, choose, countPricingCalls, openBatch, pasteRows, progress, rowOf } from './batch-helpers';
import { expect, startSignedIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';

test.beforeEach(async ({ page }) => countPricingCalls(page));

const problems = (page: import('@playwright/test').Page) =>
  page.getByRole('table', { name: 'Rows that cannot be priced' });

test('a row that fails a check is corrected in place and priced with the rest; another is removed', async ({
  page,
  axe,
}) => {
  await startSignedIn(page);
  await openBatch(page);
  await choose(page);
  await pasteRows(page, ['L-1,TX,75201,sfr', 'L-2,NY,2134,sfr', 'L-3,ZZ,75203,castle', 'L-4,CA,94103,condo']);
  await expect(
    page.getByText('4 rows read: 2 rows ready to price, 2 rows with problems (not sent).'),
  ).toBeVisible();

  await problems(page).getByRole('button', { name: 'Edit row 3' }).click();
  const editor = page.getByRole('group', { name: 'Correct row 3' });
  const zip = editor.getByLabel('ZIP code');
  // The cell with the problem has the focus and says what is wrong; it is checked again as the user types.
  await expect(zip).toBeFocused();
  await expect(zip).toHaveAccessibleDescription(
    'ZIP code “2134” has 4 digits: the spreadsheet may have dropped leading zeros.',
  );
  // The problem is said above its own field, and the three controls stay level beside each other.
  const controlTops = await Promise.all(
    ['State', 'ZIP code', 'Property type'].map(
      async (label) => (await editor.getByLabel(label).boundingBox())?.y,
    ),
  );
  expect(new Set(controlTops).size).toBe(1);
  await zip.fill('0213x');
  await expect(zip).toHaveAccessibleDescription('ZIP code “0213x” is not a five-digit ZIP code.');
  await zip.fill('02134');
  await expect(zip).not.toHaveAttribute('aria-invalid');
  await expect(editor.getByRole('status')).toHaveText('Row 3, L-2 passes the checks.');
  await axe.expectNoViolations('batch: a row being corrected');
  await editor.getByRole('button', { name: 'Add to the rows to price' }).click();
  await expect(page.getByText('Row 3 is among the rows to price.')).toBeFocused();
  await expect(
    page.getByText('4 rows read: 3 rows ready to price, 1 row with problems (not sent).'),
  ).toBeVisible();

  await problems(page).getByRole('button', { name: 'Remove row 4' }).click();
  await expect(page.getByText('Row 4 removed.')).toBeFocused();
  await expect(page.getByText('4 rows read: 3 rows ready to price, 1 row removed.')).toBeVisible();
  await expect(problems(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Price 3 properties' }).click();
  await expect(page.getByText('All 3 priced')).toBeVisible();
  await expect(rowOf(page, 'L-2')).toContainText('$514.99');
  expect((await calls(page)).zips.sort()).toEqual(['02134', '75201', '94103']);
  await expect(page.getByRole('region', { name: 'Rows not sent' })).toHaveCount(0);
});

test('a row the service refused is corrected and priced again alone: no row is sent twice', async ({
  page,
  axe,
}) => {
  await startSignedIn(page);
  await openBatch(page);
  await choose(page);
  await pasteRows(page, ['L-1,TX,75001,sfr', 'L-2,TX,00012,sfr', 'L-3,TX,75003,sfr']);
  await page.getByRole('button', { name: 'Price 3 properties' }).click();
  await expect(page.getByText('2 of 3 priced, 1 refused')).toBeVisible();
  await expect(
    page.getByText('Correct the refused rows below and price them again, or remove them.'),
  ).toBeVisible();
  await expect(rowOf(page, 'L-2')).toContainText(
    'RefusedThe service does not cover this ZIP code yet. Check the ZIP code. If it is right, this property cannot be priced here yet: remove the row, or ask your account manager.',
  );
  // The total and the quote are of the priced rows only.
  await expect(page.getByText('Total of priced rows$979.98')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuetext', '3 of 3 rows answered: 2 priced');

  const refused = page.getByRole('region', { name: 'Rows the service refused' });
  await refused.getByRole('button', { name: 'Edit row 3' }).click();
  const editor = refused.getByRole('group', { name: 'Correct row 3' });
  const zip = editor.getByLabel('ZIP code');
  // What the service said stays on the cell until it changes.
  await expect(zip).toHaveAccessibleDescription('The service does not cover this ZIP code yet.');
  await expect(zip).toBeFocused();
  await axe.expectNoViolations('batch: a refused row being corrected');
  await zip.fill('75002');
  await expect(editor.getByRole('status')).toHaveText('Row 3, L-2 passes the checks.');
  await editor.getByRole('button', { name: 'Price this row again' }).click();
  await expect(page.getByText('Row 3 sent for pricing.')).toBeFocused();

  await expect(page.getByText('All 3 priced')).toBeVisible();
  await expect(rowOf(page, 'L-2')).toContainText('$489.99');
  await expect(page.getByText('Total of priced rows$1,469.97')).toBeVisible();
  // Only the corrected row went to the service again.
  expect((await calls(page)).zips.sort()).toEqual(['00012', '75001', '75002', '75003']);
  await axe.expectNoViolations('batch: a refused row priced again');
});

test('a batch refused whole reads as a failure: no bar done, nothing to save, download or print', async ({
  page,
  axe,
}) => {
  await startSignedIn(page);
  const refusal = {
    status: 422,
    json: refusalEnvelope(
      "The company token you provided, is either invalid OR you don't have access to it!",
    ),
  };
  await queueMockFaults(page, 'pricing', [refusal, refusal, refusal]);
  await openBatch(page);
  await choose(page);
  await pasteRows(page, ['L-1,TX,75001,sfr', 'L-2,TX,75002,sfr', 'L-3,TX,75003,sfr']);
  await page.getByRole('button', { name: 'Price 3 properties' }).click();

  await expect(page.getByText('None of the 3 could be priced')).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'The service did not accept your companySign out and sign in again. If this message comes back, contact support with the technical details below.',
  );
  await alert.getByText('The service’s words').click();
  await expect(
    alert.getByText("The company token you provided, is either invalid OR you don't have access to it!"),
  ).toBeVisible();
  await expect(progress(page)).toHaveCount(0);
  for (const name of ['Save quote', 'Download CSV', 'Print'])
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Rows the service refused' })).toHaveCount(0);
  await expect(page.getByText('Total of priced rows$0.00')).toBeVisible();
  expect((await calls(page)).sent).toBe(3);
  await axe.expectNoViolations('batch: refused whole');
});
