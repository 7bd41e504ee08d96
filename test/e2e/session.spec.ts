/**
 * Sessions that really end: sign-out in one tab ends every tab holding the session, nothing about orders,
 * the company or drafts stays in the browser, and an idle session ends after a warning.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const ORDER_PATH = '/orders/int_8F3K2M/ord_5T7R1Q';
/** The demo's mock service keeps its own state in the tab: it stands for the remote service. */
const MOCK_SERVICE_KEY = 'valuation-portal:mock-service';
/** The browser's record of sign-outs and of whose data is kept: a count and a username, no data. */
const RECORD_KEY = 'valuation-portal:session-record';
const SIGNED_OUT_AT_KEY = 'valuation-portal:signed-out-at';

function storageKeys(page: Page, which: 'localStorage' | 'sessionStorage'): Promise<string[]> {
  return page.evaluate((name) => Object.keys(window[name]).sort(), which);
}

async function expectSignInPage(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.getByText('Signed in as')).toHaveCount(0);
}

test('signing out in one of two tabs holding the session signs out both', async ({ page, context }) => {
  await signIn(page);
  await page.goto('/loan-officers');
  await expect(page.getByText('Marcus Bell')).toBeVisible();

  // A second tab opened from the first starts with a copy of its sessionStorage, so the same session.
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/payment-methods')),
  ]);
  await expect(second.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(second.getByText('Operating account')).toBeVisible();

  await second.getByRole('button', { name: 'Sign out' }).click();
  await expectSignInPage(second);
  await expectSignInPage(page);
  await expect(page.getByText('Marcus Bell')).toHaveCount(0);
  // Back does not bring the page back either.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Marcus Bell')).toHaveCount(0);
  for (const tab of [page, second]) {
    expect(await tab.evaluate(() => window.sessionStorage.getItem('valuation-portal:session'))).toBeNull();
  }
});

test('a duplicated tab (a copy of the sessionStorage) is signed out with the first', async ({
  page,
  context,
}) => {
  await signIn(page);
  await page.goto(ORDER_PATH);
  await expect(
    page.getByRole('heading', { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' }),
  ).toBeVisible();
  const copied = await page.evaluate(() => ({ ...window.sessionStorage }));

  // What Chrome's "Duplicate tab" does: a new tab whose sessionStorage is a copy, at the same address.
  const duplicate = await context.newPage();
  await duplicate.addInitScript((items: Record<string, string>) => {
    if (window.sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(items)) window.sessionStorage.setItem(key, value);
  }, copied);
  await duplicate.goto(ORDER_PATH);
  await expect(duplicate.getByText('4817 Larkspur Lane').first()).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectSignInPage(page);
  await expectSignInPage(duplicate);
  await expect(duplicate.getByText('4817 Larkspur Lane')).toHaveCount(0);
});

test('after sign-out the browser holds no order, company or draft data', async ({ page }) => {
  await signIn(page);
  await page.goto(ORDER_PATH);
  await expect(page.getByText('4817 Larkspur Lane').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await page.getByLabel('Company name', { exact: true }).fill('Keystone Lending Group LLC');
  await page.getByLabel('Email', { exact: true }).fill('ops@keystonelending.example');
  await page.getByLabel('Phone', { exact: true }).fill('614.555.0199');
  await page.getByLabel('Street address', { exact: true }).fill('250 Civic Center Drive');
  await page.getByLabel('City', { exact: true }).fill('Columbus');
  await page.getByLabel('State', { exact: true }).selectOption('OH');
  await page.getByLabel('ZIP code', { exact: true }).fill('43215');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company details saved.')).toBeVisible();
  await page.getByLabel('City', { exact: true }).fill('Cleveland'); // an unsaved draft
  await expect
    .poll(() => storageKeys(page, 'sessionStorage'))
    .toContain('valuation-portal:draft:company-details:demo.officer:cmp_KEYST0NE');
  expect(await storageKeys(page, 'localStorage')).toEqual([
    'valuation-portal:company-details:cmp_KEYST0NE',
    'valuation-portal:recent-orders:demo.officer',
    RECORD_KEY,
  ]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign out without saving' }).click();
  await expectSignInPage(page);
  expect(await storageKeys(page, 'localStorage')).toEqual([RECORD_KEY]);
  // Besides the demo's mock, only the time of this tab's sign-out (no order, company or user data).
  expect(await storageKeys(page, 'sessionStorage')).toEqual([MOCK_SERVICE_KEY, SIGNED_OUT_AT_KEY]);

  // "Remember recent orders on this device" keeps that list, and only it.
  await signIn(page);
  await page.goto(ORDER_PATH);
  await expect(page.getByText('4817 Larkspur Lane').first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('checkbox', { name: 'Remember recent orders on this device' }).check();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectSignInPage(page);
  expect(await storageKeys(page, 'localStorage')).toEqual([
    'valuation-portal:pref:remember-recent-orders:demo.officer',
    'valuation-portal:recent-orders:demo.officer',
    RECORD_KEY,
  ]);
  expect(await storageKeys(page, 'sessionStorage')).toEqual([MOCK_SERVICE_KEY, SIGNED_OUT_AT_KEY]);
});

test('an idle session warns a minute before it ends, lets the user stay, then ends keeping the draft', async ({
  page,
  axe,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await page.getByLabel('City', { exact: true }).fill('Cleveland');

  await page.clock.fastForward('29:00');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await axe.expectNoViolations('idle warning');
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);

  await page.clock.fastForward('28:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('01:30');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText(
      'You were signed out after 30 minutes without activity. Please sign in again to continue where you were.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveCount(0);

  await page.getByLabel('Username', { exact: true }).fill('demo.officer');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/company$/);
  await expect(page.getByText('Your unsaved changes are back')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Cleveland');
});
