/**
 * Every journey by keyboard alone: Tab to reach a control (the test fails if it cannot be reached),
 * typing to fill it, Enter or Space to act. No clicks, no fills.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { expect, test } from './fixtures';

/** Presses Tab (or `key`) until `target` has the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 80, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `not reachable with ${limit} presses of ${key}`).toBeFocused();
}

async function signInByKeyboard(page: Page) {
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await expect(button).toBeEnabled(); // hydrated
  await tabTo(page, page.getByLabel('Username', { exact: true }));
  await page.keyboard.type(DEMO_CREDENTIALS.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_CREDENTIALS.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

async function goByNav(page: Page, name: string, heading: string) {
  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }));
  await page.keyboard.press('Enter');
  const h1 = page.getByRole('heading', { level: 1, name: heading });
  await expect(h1).toBeFocused();
}

test('company details by keyboard: fill, choose a state, save', async ({ page }) => {
  test.slow();
  await signInByKeyboard(page);
  await goByNav(page, 'Company', 'Company details');
  const values: [string, string][] = [
    ['Company name', 'Keystone Lending Group LLC'],
    ['Nickname', 'Keystone'],
    ['Email', 'ops@keystonelending.example'],
    ['Phone', '(614) 555-0142'],
    ['Street address', '250 Civic Center Drive'],
    ['City', 'Columbus'],
  ];
  for (const [label, value] of values) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel('State', { exact: true }));
  await page.keyboard.type('Ohio');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('OH');
  await tabTo(page, page.getByLabel('ZIP code', { exact: true }));
  await page.keyboard.type('43215');
  await tabTo(page, page.getByRole('button', { name: 'Save changes' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Company details saved.')).toBeVisible();
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue('(614) 555-0142');
});

test('orders by keyboard: open an order, sort the budget, export it, use the leverage calculator', async ({
  page,
}) => {
  test.slow();
  await signInByKeyboard(page);
  await goByNav(page, 'Orders', 'Orders');
  await tabTo(page, page.getByLabel('Intake token'));
  await page.keyboard.type('int_8F3K2M');
  await tabTo(page, page.getByLabel('Order token'));
  await page.keyboard.type('ord_5T7R1Q');
  await page.keyboard.press('Enter');
  // The heading takes the focus at once and reads the address once the result is in.
  await expect(
    page.getByRole('heading', { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' }),
  ).toBeFocused();

  const leverage = page.getByRole('region', { name: 'Leverage' });
  await tabTo(page, leverage.getByLabel('Loan amount'), 150);
  await page.keyboard.type('150000');
  await expect(leverage).toContainText('70.8%'); // 150,000 / 212,000 as-is

  const budget = page.getByRole('region', { name: 'Budget', exact: true });
  const table = budget.getByRole('table', { name: 'Budget line items' });
  await tabTo(page, table.getByRole('button', { name: 'Total' }), 150);
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');

  const download = page.waitForEvent('download');
  // The export button heads the budget section: back up the page to it.
  await tabTo(page, budget.getByRole('button', { name: 'Download CSV' }), 60, 'Shift+Tab');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('budget-ord_5T7R1Q.csv');
});

test('loan officers by keyboard: search and sort', async ({ page }) => {
  await signInByKeyboard(page);
  await goByNav(page, 'Loan officers', 'Loan officers');
  const officers = page.getByRole('table');
  await tabTo(page, officers.getByRole('button', { name: 'Name', exact: true }));
  await page.keyboard.press('Enter');
  await expect(officers.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(officers.getByRole('rowheader').first()).toHaveText('Priya Natarajan');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search loan officers' }), 80, 'Shift+Tab');
  await page.keyboard.type('priya');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('rowheader')).toHaveText(['Priya Natarajan']);
});
