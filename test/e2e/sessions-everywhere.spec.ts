/**
 * Sign-out ends every session of the portal in this browser, including a tab that was on another site
 * at the time and a second sign-in; a permission refusal never signs anyone out; a page framed by
 * another origin shows nothing of the portal.
 */
import { MOCK_STATE_KEY } from '../../src/mocks/storage-keys';
import {
  copyTabThenLeave,
  ELSEWHERE,
  expectSignInPage,
  serveElsewhere,
  signOutThenBringCopyBack,
} from './copied-tab';
import { expect, signIn, test } from './fixtures';

test('a copy of the tab that was on another site during sign-out goes to sign-in when Back brings it back', async ({
  page,
  context,
}) => {
  await serveElsewhere(context);
  await signIn(page);
  const copy = await copyTabThenLeave(page, context);
  await signOutThenBringCopyBack(page, copy);
  // Forward to the other site and Back again bring nothing back either.
  await copy.goForward();
  await expect(copy.getByRole('heading', { name: 'Another site' })).toBeVisible();
  await copy.goBack();
  await expectSignInPage(copy);
});

test('signing out ends a second sign-in in another tab, and the confirmation says so', async ({
  page,
  context,
  axe,
}) => {
  await signIn(page);
  const other = await context.newPage(); // its own sessionStorage: a sign-in of its own
  await signIn(other, 'demo.assistant');
  await other.goto('/payment-methods');
  await expect(other.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await page.getByLabel('City', { exact: true }).fill('Cleveland');
  await page.getByRole('button', { name: 'Sign out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out without saving?' });
  await expect(dialog).toContainText(
    'Signing out ends every session of the portal in this browser, in every tab, whoever signed in there.',
  );
  await axe.expectNoViolations('sign-out confirmation');
  await dialog.getByRole('button', { name: 'Sign out without saving' }).click();

  await expectSignInPage(page);
  await expectSignInPage(other);
  await other.reload();
  await expectSignInPage(other);
});

test('a page the account may not see says so in place, keeps the user signed in and is marked in the navigation', async ({
  page,
  axe,
}) => {
  await signIn(page, 'demo.assistant');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Loan officers' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your account is not allowed to see this');
  await expect(alert).toContainText('Unauthorized! You do not have permission to perform this action.');
  await expect(page).toHaveURL(/\/loan-officers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Loan officers not allowed', exact: true })).toBeVisible();
  await expect(page.getByText('Signed in as Jordan Lee').first()).toBeAttached();
  await axe.expectNoViolations('loan officers, not allowed');

  // The rest of the portal keeps working in the same session; the mark stays, a reload included.
  await nav.getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Property Valuation' })).toBeVisible();
  await page.reload();
  await expect(nav.getByRole('link', { name: 'Loan officers not allowed', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test('a token that really expired still ends the session, and signing in returns to the page', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/loan-officers');
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  // The service forgets every token it issued (the mock keeps its state in the tab).
  await page.evaluate((key) => {
    const state = JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { tokens: unknown };
    state.tokens = {};
    window.sessionStorage.setItem(key, JSON.stringify(state));
  }, MOCK_STATE_KEY);
  await page.reload();

  await expectSignInPage(page);
  await expect(page.getByText('Your session has ended. Please sign in again')).toBeVisible();
  await expect(page.getByText('Your account is not allowed to see this')).toHaveCount(0);
  await page.getByLabel('Username', { exact: true }).fill('demo.officer');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/loan-officers$/);
  await expect(page.getByText('Marcus Bell')).toBeVisible();
});

test('framed by another origin on a host that sends no headers, the portal shows nothing', async ({
  page,
  context,
  baseURL,
}) => {
  // The host sends no headers: the preview server's frame-ancestors and policy are taken off.
  await context.route(
    (url) => url.origin === new URL(baseURL ?? '').origin && !url.pathname.includes('.'),
    async (route) => {
      const response = await route.fetch();
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-security-policy', 'x-frame-options'].includes(name),
        ),
      );
      await route.fulfill({ response, headers });
    },
  );
  await context.route(`${ELSEWHERE}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Framer</title><h1>Framer</h1><iframe title="Framed" src="${baseURL}/login" width="800" height="600"></iframe></html>`,
    }),
  );
  await page.goto(ELSEWHERE);
  const frame = page.frameLocator('iframe[title="Framed"]');
  await expect(frame.locator('body')).toBeEmpty();
  await expect(frame.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  await expect(frame.getByLabel('Password')).toHaveCount(0);
});
