/**
 * A batch saved as one quote (issue 22): listed on /quotes beside the single quotes, with how many
 * properties and its grand total, for the user who saved it only; reopened from there with every row and
 * nothing priced again; deleted from there after a confirmation.
 */
import type { Page } from '@playwright/test';
import { pasteRows } from './batch-helpers';
import { expect, signIn, startSignedIn, test } from './fixtures';

/** Monday 23 November 2026, 10:00. */
const TODAY = new Date(2026, 10, 23, 10, 0);

/** Counts the pricing requests the page sends. */
function countPricing(page: Page): { sent: number } {
  const count = { sent: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/order/pricingParameters')) count.sent += 1;
  });
  return count;
}

const table = (page: Page) => page.getByRole('table', { name: /Prices by property/ });
const savedList = (page: Page) => page.getByRole('list', { name: 'Saved quotes' });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

test('a saved batch is listed on Quotes with its count and total, for its user, reopens with every row and can be deleted', async ({
  page,
  axe,
}) => {
  test.slow();
  await page.clock.setFixedTime(TODAY);
  const pricing = countPricing(page);
  await startSignedIn(page, { at: '/pricing/batch' });
  await page.getByLabel('Report type', { exact: true }).selectOption('reno-arv');
  await page.getByLabel('Turnaround', { exact: true }).selectOption('standard');
  await page.getByLabel('Inspection', { exact: true }).selectOption('interior-w-exterior');
  await pasteRows(page, ['LN-1,TX,75001,sfr', 'LN-2,TX,75002,sfr', 'LN-3,TX,75003,sfr', 'LN-4,ZZ,75004,sfr']);
  await page.getByRole('button', { name: 'Price 3 properties' }).click();
  await expect(page.getByText('All 3 priced')).toBeVisible();
  // Kept past the sign-out below by the user's choice (by default the rows' references are removed then).
  await page.getByLabel('Keep the rows’ references after I sign out').check();
  await page.getByRole('button', { name: 'Save quote' }).click();
  const saved = page.getByText(/^Saved as quote Q-[A-Z2-9]{6}, with every priced row\./);
  await expect(saved).toBeVisible();
  const reference = /Q-[A-Z2-9]{6}/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
  expect(pricing.sent).toBe(3);

  await page.getByRole('navigation').getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  const card = savedList(page).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('heading', { level: 2 })).toHaveText(`Quote ${reference}`);
  await expect(card.getByText('Batch of 3 properties')).toBeVisible();
  await expect(card.getByText('Priced on Mon, Nov 23, 2026')).toBeVisible();
  await expect(card.getByText('$1,469.97')).toBeVisible();
  await expect(card.getByRole('definition')).toHaveText([
    'All 3 priced',
    'Renovation Analysis',
    'Standard',
    'Interior with Exterior',
  ]);
  await axe.expectNoViolations('quotes: a saved batch');

  // Another user of the same browser does not see it; its owner does, after signing in again.
  await signOut(page);
  await signIn(page, 'demo.assistant');
  await page.goto('/quotes');
  await expect(page.getByText('No saved quotes yet', { exact: true })).toBeVisible();
  await signOut(page);
  await signIn(page);
  await page.goto('/quotes');
  await expect(savedList(page).getByRole('heading', { level: 2 })).toHaveText(`Quote ${reference}`);

  await page.getByRole('link', { name: `Open quote ${reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/pricing/batch\\?quote=${reference}$`));
  await expect(table(page).getByRole('rowheader')).toHaveText(['LN-1', 'LN-2', 'LN-3']);
  await expect(page.getByText('Total of priced rows$1,469.97')).toBeVisible();
  // A quote of the priced rows: the row that failed the checks was not saved with it.
  await expect(page.getByRole('table', { name: 'Rows that cannot be priced' })).toHaveCount(0);
  // Reopened as saved: nothing is priced again.
  expect(pricing.sent).toBe(3);

  await page.goBack();
  await page.getByRole('button', { name: `Delete quote ${reference}` }).click();
  const confirm = page.getByRole('group', { name: `Delete quote ${reference}?` });
  await expect(confirm).toContainText('Delete this batch?');
  await expect(confirm.getByRole('button', { name: 'Keep' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Quote ${reference} deleted.`)).toBeVisible();
  await expect(page.getByText('No saved quotes yet', { exact: true })).toBeVisible();
});
