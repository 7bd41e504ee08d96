import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

const CEDAR_1 = 'int_6W2D9R:ord_7J3L5X:1';
const CEDAR_2 = 'int_6W2D9R:ord_7J3L5X:2';
const LARKSPUR = 'int_8F3K2M:ord_5T7R1Q';
const LARKSPUR_RESULT = '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q';
const compare = (...entries: string[]) => `/orders/compare?${entries.map((e) => `o=${e}`).join('&')}`;

/** A row of the comparison table as its cells' text, `|` between cells. */
async function rowText(page: Page, name: string): Promise<string> {
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(`^${name}`) });
  const cells = await row.getByRole('cell').allInnerTexts();
  return cells.map((c) => c.replace(/\s+/g, ' ').trim()).join(' | ');
}

test('lender rows at the saved limits, changed on the comparison and shared with the result page', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page, { at: compare(CEDAR_2, LARKSPUR) });
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  // The usual limits, 75% of the as-is value and 70% of the after-repair value; the smaller binds.
  await expect
    .poll(() => rowText(page, 'Largest loan at your 75% loan-to-value'))
    .toBe('$104,625 | $159,000');
  await expect
    .poll(() => rowText(page, 'Largest loan at your 70% loan to after-repair value'))
    .toBe('$131,600 | $231,700');
  await expect
    .poll(() => rowText(page, 'Largest loan within your limits'))
    .toBe('$104,625 Loan-to-value binds | $159,000 Loan-to-value binds');
  await axe.expectNoViolations('comparison with its lender rows');

  // The limits changed here apply to every column at once.
  const limits = page.getByRole('group', { name: 'Your limits' });
  await limits.getByRole('textbox', { name: 'Loan-to-value limit (%)' }).fill('95');
  await limits.getByRole('textbox', { name: 'Loan to after-repair value (ARV) limit (%)' }).fill('60');
  await expect
    .poll(() => rowText(page, 'Largest loan at your 95% loan-to-value'))
    .toBe('$132,525 | $201,400');
  await expect
    .poll(() => rowText(page, 'Largest loan at your 60% loan to after-repair value'))
    .toBe('$112,800 | $198,600');
  await expect
    .poll(() => rowText(page, 'Largest loan within your limits'))
    .toBe('$112,800 Loan to after-repair value binds | $198,600 Loan to after-repair value binds');

  // The result page's calculator uses the same saved limits, and sets them back for the comparison too.
  await page.goto(LARKSPUR_RESULT);
  const leverage = page.getByRole('region', { name: 'Leverage' });
  // The result page shows its sections in steps; on a loaded machine the last of them takes a while.
  await expect(leverage).toBeVisible({ timeout: 30_000 });
  await expect(leverage).toContainText(
    'Limits used (yours): loan-to-value 95%, loan to after-repair value (ARV) 60%, loan-to-cost 90%.',
  );
  await expect(leverage).toContainText(
    'Largest loan within the loan-to-value and loan to after-repair value (ARV) limits: $198,600',
  );
  await leverage.getByRole('button', { name: 'Use the usual limits' }).click();
  await page.goBack();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  await expect
    .poll(() => rowText(page, 'Largest loan within your limits'))
    .toBe('$104,625 Loan-to-value binds | $159,000 Loan-to-value binds');
});

test('a loan amount per result: its ratios, and within or over the limits in words', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page, { at: compare(CEDAR_2, LARKSPUR) });
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  await table.getByRole('textbox', { name: 'Your loan amount for 4817 Larkspur Lane' }).fill('159000');
  const cedarLoan = table.getByRole('textbox', { name: 'Your loan amount for 2210 Cedar Street, Unit 2' });
  await cedarLoan.fill('140,000');
  await cedarLoan.blur();
  await expect(cedarLoan).toHaveValue('$140,000');
  await expect.poll(() => rowText(page, 'Loan-to-value')).toBe('100.4% | 75.0%');
  await expect.poll(() => rowText(page, 'Loan to after-repair value')).toBe('74.5% | 48.0%');
  await expect
    .poll(() => rowText(page, 'Against your limits'))
    .toBe('Over your 75% limit by $35,375 Over your 70% limit by $8,400 | Within your limits');
  // A purchase price adds loan-to-cost: (purchase + renovation cost) × 90%.
  await table.getByRole('textbox', { name: /^Purchase price \(for loan-to-cost\) for 4817/ }).fill('150000');
  await expect
    .poll(() => rowText(page, 'Largest loan at your 90% loan-to-cost'))
    .toBe('— Not worked out | $206,010');
  await expect.poll(() => rowText(page, 'Loan-to-cost')).toBe('— Not worked out | 69.5%');
  // What cannot be read is said in words, and counts as no amount.
  await cedarLoan.fill('lots');
  await expect(cedarLoan).toHaveAccessibleDescription('Enter dollars, for example $150,000.');
  await expect.poll(() => rowText(page, 'Against your limits')).toBe('— Not worked out | Within your limits');
  await axe.expectNoViolations('comparison with loan amounts');
});

test('a failed order beside three good ones is a notice, and the fourth place stays open', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page, { at: compare(CEDAR_1, CEDAR_2, LARKSPUR, ':ord_UNKNOWN') });
  const table = page.getByRole('table', { name: 'Comparison of 3 results, Recommended strategy' });
  await expect(table.getByRole('columnheader')).toHaveText([
    /2210 Cedar Street, Unit 1/,
    /2210 Cedar Street, Unit 2/,
    /4817 Larkspur Lane/,
  ]);
  const notice = page.getByRole('alert');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Order ord_UNKNOWN: We could not find that order');
  await expect(notice.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(
    notice.getByRole('button', { name: 'Remove Order ord_UNKNOWN from the comparison' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Add an order' });
  await expect(form.getByRole('button', { name: 'Add to comparison' })).toBeEnabled();
  await axe.expectNoViolations('three results and a failed order');

  // The fourth result goes before the failed order, so that the link keeps it within its four.
  await form.getByLabel('Intake token').fill('int_8F3K2M');
  await form.getByLabel('Order token').fill('ord_4M8Q2Z');
  await form.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page).toHaveURL(new RegExp(`o=${LARKSPUR}&o=int_8F3K2M:ord_4M8Q2Z&o=:ord_UNKNOWN$`));
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);
  await expect(form.getByRole('button', { name: 'Add to comparison' })).toBeDisabled();
  await expect(page.getByRole('status').filter({ hasText: '1 left out of this comparison' })).toContainText(
    'Left out: Order ord_UNKNOWN.',
  );
});

test('a link is read up to four results, each once, with nothing requested for the rest', async ({
  page,
}) => {
  test.slow();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order/retrieve-response')) asked.push(new URL(request.url()).search);
  });
  const extra = Array.from({ length: 40 }, (_, i) => `int_X${i}:ord_X${i}`);
  await startSignedIn(page, {
    at: compare(
      LARKSPUR,
      LARKSPUR,
      ':ord_5T7R1Q',
      `${LARKSPUR}:1`,
      CEDAR_1,
      CEDAR_1,
      CEDAR_2,
      'int_8F3K2M:ord_4M8Q2Z',
      ...extra,
    ),
  });
  const table = page.getByRole('table', { name: 'Comparison of 4 results, Recommended strategy' });
  await expect(table.getByRole('columnheader')).toHaveText([
    /4817 Larkspur Lane/,
    /2210 Cedar Street, Unit 1/,
    /2210 Cedar Street, Unit 2/,
    /350 Riverside Drive, Unit 4B/,
  ]);
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  const leftOut = page.getByRole('status').filter({ hasText: '40 left out of this comparison' });
  await expect(leftOut).toContainText(
    'Left out: Order ord_X0; Order ord_X1; Order ord_X2; Order ord_X3; Order ord_X4; Order ord_X5; Order ord_X6; Order ord_X7; Order ord_X8; Order ord_X9; and 30 more.',
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'The same result is named more than once' }),
  ).toContainText('4 entries of this link repeat a result named before; each result is shown once.');
  // One request per order: Larkspur, Cedar Street (both units), Riverside Drive.
  expect(asked.sort()).toEqual([
    '?intake_token=int_6W2D9R&order_token=ord_7J3L5X',
    '?intake_token=int_8F3K2M&order_token=ord_4M8Q2Z',
    '?intake_token=int_8F3K2M&order_token=ord_5T7R1Q',
  ]);
});
