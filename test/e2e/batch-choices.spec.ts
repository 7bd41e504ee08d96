/**
 * Rows with their own choices (issue 44): optional Report type, Turnaround and Inspection columns, by
 * name or code under any of their header names; an empty cell takes the page's choice; a choice the
 * row's report type does not offer is named before anything is sent, and corrected in place; identical
 * rows (same property, same choices) are priced once; each row's choices in the table and the CSV, and
 * the total by report type.
 */
import { readFile } from 'node:fs/promises';
import { calls, choose, countPricingCalls, openBatch, rowOf } from './batch-helpers';
import { expect, startSignedIn, test } from './fixtures';

test.beforeEach(async ({ page }) => countPricingCalls(page));

test('mixed choices per row, one not offered and corrected, identical rows priced once', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page);
  await openBatch(page);
  // The page's choices: Renovation Analysis, Standard, Interior with Exterior.
  await choose(page);
  await page
    .getByLabel('Paste rows')
    .fill(
      [
        'Reference\tState\tZIP code\tProperty type\tReport\tTAT\tInspection type',
        'L-1\tTX\t75201\tsfr\t\t\t',
        'L-2\tTX\t75201\tsfr\t\tRush\t',
        'L-3\tTX\t75201\tsfr\t\trush\t',
        'L-4\tTX\t75204\tsfr\tProperty Valuation\t\tExterior only',
        'L-5\tTX\t75205\tsfr\tREO Strategy\tSuper Rush\t',
      ].join('\n'),
    );
  await expect(
    page.getByText('5 rows read: 4 rows ready to price, 1 row with problems (not sent).'),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Rows that cannot be priced' });
  await expect(problems.getByRole('row')).toHaveText([
    /Row\s*Reference\s*What is wrong/,
    /6\s*L-5\s*Super Rush is not offered for REO Strategy\./,
  ]);
  expect((await calls(page)).sent).toBe(0);

  await problems.getByRole('button', { name: 'Edit row 6' }).click();
  const editor = page.getByRole('group', { name: 'Correct row 6' });
  const turnaround = editor.getByLabel('Turnaround');
  await expect(turnaround).toBeFocused();
  await expect(turnaround).toHaveAccessibleDescription('Super Rush is not offered for REO Strategy.');
  await turnaround.fill('Express Lane');
  await expect(turnaround).toHaveAccessibleDescription(
    'Turnaround “Express Lane” is not one the service offers.',
  );
  await turnaround.fill('Rush');
  await expect(editor.getByRole('status')).toHaveText('Row 6, L-5 passes the checks.');
  await axe.expectNoViolations('batch: a row of its own choices being corrected');
  await editor.getByRole('button', { name: 'Add to the rows to price' }).click();

  await page.getByRole('button', { name: 'Price 5 properties' }).click();
  await expect(page.getByText('All 5 priced')).toBeVisible();
  // L-2 and L-3 are the same home with the same choices: one request; L-1 is that home on Standard.
  expect((await calls(page)).zips.sort()).toEqual(['75201', '75201', '75204', '75205']);
  await expect(
    page.getByText('5 properties sent for pricing; 4 rows with choices of their own.'),
  ).toBeVisible();
  await expect(rowOf(page, 'L-1')).toContainText('Renovation AnalysisStandardInterior with Exterior');
  await expect(rowOf(page, 'L-2')).toContainText(
    'Renovation AnalysisRushInterior with ExteriorPriced$589.99',
  );
  await expect(rowOf(page, 'L-4')).toContainText('Property ValuationStandardExterior OnlyPriced$399.99');
  await expect(rowOf(page, 'L-5')).toContainText('REO StrategyRushInterior with ExteriorPriced$649.99');
  await expect(page.getByText('Total of priced rows$2,719.95')).toBeVisible();
  await expect(page.getByRole('definition')).toHaveText(['$1,669.97', '$399.99', '$649.99']);
  await expect(page.getByRole('term')).toHaveText([
    'Renovation Analysis (3 rows)',
    'Property Valuation (1 row)',
    'REO Strategy (1 row)',
  ]);
  await axe.expectNoViolations('batch: mixed choices priced');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await readFile(await (await downloading).path(), 'utf8');
  expect(csv.split('\r\n')).toEqual([
    'Row,Reference,State,ZIP code,Property type,Report type,Turnaround,Inspection,Total,Due date',
    '2,L-1,TX,75201,Single-family home,Renovation Analysis,Standard,Interior with Exterior,489.99,2026-11-30',
    '3,L-2,TX,75201,Single-family home,Renovation Analysis,Rush,Interior with Exterior,589.99,2026-11-26',
    '4,L-3,TX,75201,Single-family home,Renovation Analysis,Rush,Interior with Exterior,589.99,2026-11-26',
    '5,L-4,TX,75204,Single-family home,Property Valuation,Standard,Exterior Only,399.99,2026-11-30',
    '6,L-5,TX,75205,Single-family home,REO Strategy,Rush,Interior with Exterior,649.99,2026-11-26',
    '',
  ]);
});

test('a choice left to make says so above its control, the three controls level, and nothing is sent', async ({
  page,
}) => {
  await startSignedIn(page);
  await openBatch(page);
  await page.getByLabel('Report type', { exact: true }).selectOption('reno-arv');
  await page.getByLabel('Paste rows').fill('Reference,State,ZIP code,Property type\nL-1,TX,75201,sfr');
  await page.getByRole('button', { name: 'Price 1 property' }).click();
  const turnaround = page.getByLabel('Turnaround', { exact: true });
  const inspection = page.getByLabel('Inspection', { exact: true });
  await expect(turnaround).toHaveAccessibleDescription('Choose a turnaround.');
  await expect(inspection).toHaveAccessibleDescription('Choose an inspection.');
  const tops = await Promise.all(
    [page.getByLabel('Report type', { exact: true }), turnaround, inspection].map(
      async (control) => (await control.boundingBox())?.y,
    ),
  );
  expect(new Set(tops).size).toBe(1);
  expect((await calls(page)).sent).toBe(0);
});
