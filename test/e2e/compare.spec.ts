import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

const LARKSPUR = '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q';
const CEDAR = '/orders/result?intake=int_6W2D9R&order=ord_7J3L5X';
/** The shareable address of Cedar Street's second unit beside Larkspur Lane. */
const SHARED = '/orders/compare?o=int_6W2D9R:ord_7J3L5X:2&o=int_8F3K2M:ord_5T7R1Q';

async function openResults(page: Page) {
  for (const result of [LARKSPUR, CEDAR]) {
    await page.goto(result);
    await expect(page.getByRole('region', { name: 'Valuation summary' }).first()).toBeVisible();
  }
}

/** A row of the comparison table as its cells' text, `|` between cells. */
async function rowText(page: Page, name: string): Promise<string> {
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(`^${name}`) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells.map((c) => c.replace(/\s+/g, ' ').trim()).join(' | ');
}

test('choose results on the orders page, a multi-unit order by unit, and compare them', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page);
  await openResults(page);
  await page.goto('/orders');
  const recent = page.getByRole('list', { name: 'Recently opened orders' });
  await expect(recent.getByRole('list', { name: /^Results of 2210 Cedar Street/ })).toContainText(
    'As-is value $139,500 · After-repair value $188,000 · Renovation cost $27,650 · Gross return 12.47% · Annualized return 45.06%',
  );
  const compare = page.getByRole('button', { name: 'Compare', exact: true });
  await expect(compare).toBeDisabled();
  await recent.getByRole('checkbox', { name: 'Compare 2210 Cedar Street, Unit 1, Indianapolis' }).check();
  await recent.getByRole('checkbox', { name: 'Compare 2210 Cedar Street, Unit 2, Indianapolis' }).check();
  await recent.getByRole('checkbox', { name: 'Compare 4817 Larkspur Lane, Columbus' }).check();
  await expect(page.getByText('3 chosen. Choose 2 to 4 results to compare them side by side.')).toBeVisible();
  await axe.expectNoViolations('orders page with results chosen');
  await compare.click();

  await expect(page).toHaveURL(
    /\/orders\/compare\?o=int_6W2D9R:ord_7J3L5X:1&o=int_6W2D9R:ord_7J3L5X:2&o=int_8F3K2M:ord_5T7R1Q$/,
  );
  const table = page.getByRole('table', { name: 'Comparison of 3 results, Recommended strategy' });
  await expect(table.getByRole('columnheader')).toHaveText([
    /2210 Cedar Street, Unit 1\s*Indianapolis, IN/,
    /2210 Cedar Street, Unit 2\s*Indianapolis, IN/,
    /4817 Larkspur Lane\s*Columbus, OH/,
  ]);
  // The better figure is marked in words, only where it is better for a deal of any size: the highest
  // return or margin, the shortest time; never a value or a cost, which measure the deal's size.
  await expect.poll(() => rowText(page, 'After-repair value')).toBe('$196,000 | $188,000 | $331,000');
  await expect.poll(() => rowText(page, 'Renovation cost')).toBe('$31,200 | $27,650 | $78,900');
  await expect.poll(() => rowText(page, 'Net gain')).toBe('$16,800 | $20,850 | $40,100');
  await expect.poll(() => rowText(page, 'Gross return')).toBe('9.38% | 12.47% | Best 13.78%');
  await expect.poll(() => rowText(page, 'Margin')).toBe('8.57% | 11.09% | Best 12.11%');
  await expect.poll(() => rowText(page, 'Estimated time to sell')).toBe('41 days | 41 days | Best 34 days');
  await expect.poll(() => rowText(page, 'Current condition')).toBe('Fair | Average | Average');
  await expect(table.getByText('Best', { exact: true })).toHaveCount(6);
  await expect(
    page.getByText('“Best” marks only returns, margin and times, where a higher return or a shorter time'),
  ).toBeVisible();
  await axe.expectNoViolations('comparison of three results');

  // Another strategy for every column; equal best figures are all marked.
  await page.getByRole('radio', { name: 'Minimum' }).click();
  await expect(page.getByRole('radio', { name: 'Minimum' })).toBeChecked();
  await expect(page).toHaveURL(/&strategy=min$/);
  await expect(page.getByRole('table', { name: /Minimum strategy$/ })).toBeVisible();
  await expect
    .poll(() => rowText(page, 'Renovation time'))
    .toBe('Best, tied 14 days | Best, tied 14 days | 21 days');
  await page.getByRole('radio', { name: 'Recommended' }).click();
  await expect(page.getByRole('radio', { name: 'Recommended' })).toBeChecked();
  await expect(page).not.toHaveURL(/strategy=/);

  // Remove a column: the rest stays.
  await page.getByRole('button', { name: 'Remove 2210 Cedar Street, Unit 1 from the comparison' }).click();
  await expect(page).toHaveURL(/\?o=int_6W2D9R:ord_7J3L5X:2&o=int_8F3K2M:ord_5T7R1Q$/);
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
});

test('an order added by its tokens that cannot be opened is a notice above the table, not a column', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page, { at: SHARED });
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  const form = page.getByRole('form', { name: 'Add an order' });
  await form.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(
    form.getByText('Enter the intake token, the order token or both, or paste the order’s portal link.'),
  ).toBeVisible();
  await form.getByLabel('Order token').fill('ord_UNKNOWN');
  await form.getByRole('button', { name: 'Add to comparison' }).click();

  await expect(page).toHaveURL(/&o=:ord_UNKNOWN$/);
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Order ord_UNKNOWN: We could not find that order' });
  await expect(notice).toContainText('Check the intake token and the order token');
  // The service's own words only under the technical details.
  await expect(notice.getByText('Technical details')).toBeVisible();
  await expect(notice.getByText(/is either invalid/)).toBeHidden();
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The table keeps its two results, and the failed order takes no place in it.
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await expect.poll(() => rowText(page, 'As-is value')).toBe('$139,500 | $212,000');
  await expect.poll(() => rowText(page, 'Gross return')).toBe('12.47% | Best 13.78%');
  await expect(form.getByRole('button', { name: 'Add to comparison' })).toBeEnabled();
  await axe.expectNoViolations('comparison with a failed order');

  await notice.getByRole('button', { name: 'Remove Order ord_UNKNOWN from the comparison' }).click();
  await expect(page).toHaveURL(new RegExp(`${SHARED.replace(/\?/, '\\?')}$`));
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The same result twice is said, not added.
  await form.getByLabel('Intake token').fill('int_8F3K2M');
  await form.getByLabel('Order token').fill('ord_5T7R1Q');
  await form.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(form.getByRole('status')).toHaveText('4817 Larkspur Lane is already in the comparison.');
  await expect(page).toHaveURL(new RegExp(`${SHARED.replace(/\?/, '\\?')}$`));
  await expect(table.getByRole('columnheader')).toHaveCount(2);
});

test('the comparison exports to a spreadsheet and prints on a landscape sheet', async ({ page }) => {
  test.slow();
  await startSignedIn(page, { at: SHARED });
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^comparison-best-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path(), 'utf8')).split('\r\n');
  const limits = 'loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%';
  expect(csv.slice(0, 5)).toEqual([
    'Figure,"2210 Cedar Street, Unit 2",4817 Larkspur Lane,Best',
    'Strategy,Recommended,Recommended,',
    `Your limits,"${limits}","${limits}",`,
    'As-is value,"$139,500","$212,000",',
    'After-repair value,"$188,000","$331,000",',
  ]);
  expect(csv.slice(11)).toEqual([
    'Gross return,12.47%,13.78%,4817 Larkspur Lane',
    'Annualized return,45.06%,40.89%,"2210 Cedar Street, Unit 2"',
    'Margin,11.09%,12.11%,4817 Larkspur Lane',
    'Renovation time,46 days,75 days,"2210 Cedar Street, Unit 2"',
    'Estimated time to sell,41 days,34 days,4817 Larkspur Lane',
    'Total time,101 days,123 days,"2210 Cedar Street, Unit 2"',
    'Largest loan at your 75% loan-to-value,"$104,625","$159,000",',
    'Largest loan at your 70% loan to after-repair value,"$131,600","$231,700",',
    'Largest loan within your limits,"$104,625; Loan-to-value binds","$159,000; Loan-to-value binds",',
    '',
  ]);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print comparison' })).toBeHidden();
  await expect(page.getByRole('form', { name: 'Add an order' })).toBeHidden();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(
    page.getByText(
      'Figures of the Recommended strategy. Your limits: loan-to-value 75%, loan to after-repair value (ARV) 70%, loan-to-cost 90%.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Your limits' })).toBeHidden();
  await expect
    .poll(() => rowText(page, 'Largest loan within your limits'))
    .toBe('$104,625 Loan-to-value binds | $159,000 Loan-to-value binds');
  // The page asks for a landscape sheet (its named page), wider than it is tall.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(box).not.toBeNull();
  expect(Number(box![1])).toBeGreaterThan(Number(box![2]));
});

test('on a phone: one card per figure, nothing wider than the screen, 44 px buttons', async ({
  page,
  axe,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await startSignedIn(page, { at: SHARED });
  const deal = page.getByRole('region', { name: 'The deal: its size and state (not marked)' });
  const returns = page.getByRole('region', { name: 'Returns and time (Best marked)' });
  const lending = page.getByRole('region', { name: 'Lending, at your limits' });
  await expect(deal.getByRole('article')).toHaveCount(8);
  await expect(returns.getByRole('article')).toHaveCount(6);
  await expect(lending.getByRole('article')).toHaveCount(5);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(deal.getByRole('article', { name: 'After-repair value' })).toHaveText(
    /2210 Cedar Street, Unit 2\s*\$188,000\s*4817 Larkspur Lane\s*\$331,000/,
  );
  await expect(returns.getByRole('article', { name: 'Margin' })).toHaveText(
    /= Net gain ÷ after-repair value\s*2210 Cedar Street, Unit 2\s*11\.09%\s*4817 Larkspur Lane\s*Best\s*12\.11%/,
  );
  // A loan amount typed on a phone: its verdict in its card, in words.
  await lending.getByRole('textbox', { name: 'Your loan amount for 4817 Larkspur Lane' }).fill('240000');
  await expect(lending.getByRole('article', { name: 'Against your limits' })).toHaveText(
    /4817 Larkspur Lane\s*Over your 75% limit by \$81,000\s*Over your 70% limit by \$8,300/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  const results = page.getByRole('list', { name: 'Results compared' });
  for (const button of await results.getByRole('button', { name: /^Remove / }).all()) {
    expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  for (const control of [
    page.getByRole('button', { name: 'Download CSV' }),
    page.getByRole('link', { name: 'Back to orders' }),
    lending.getByRole('textbox', { name: 'Your loan amount for 4817 Larkspur Lane' }),
    page.getByRole('textbox', { name: 'Loan-to-value limit (%)' }),
  ]) {
    expect((await control.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
  expect(
    (await page.getByRole('radio', { name: 'Partial' }).locator('..').boundingBox())!.height,
  ).toBeGreaterThanOrEqual(44);
  await axe.expectNoViolations('comparison on a phone');
});

test('four results print on one landscape sheet', async ({ page }) => {
  test.slow();
  await startSignedIn(page);
  await page.goto(
    '/orders/compare?o=int_6W2D9R:ord_7J3L5X:1&o=int_6W2D9R:ord_7J3L5X:2&o=int_8F3K2M:ord_5T7R1Q&o=int_8F3K2M:ord_4M8Q2Z',
  );
  const table = page.getByRole('table', { name: 'Comparison of 4 results, Recommended strategy' });
  // Four replies on a loaded machine can take longer than one expectation's usual wait.
  await expect(table.getByRole('row', { name: /^Value confidence/ })).toBeVisible({ timeout: 30_000 });
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  // Every figure of the four on a single sheet: one page object in the PDF.
  expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
});
