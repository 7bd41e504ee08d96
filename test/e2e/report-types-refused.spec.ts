/**
 * Issue 45, item 17: an account the service refuses the report types (the call of the session check)
 * signs in and reaches the portal: the pricing page says it is not allowed, in place, and every other
 * page works. Before, every sign-in ended at the first 401, and such an account reached no page.
 */
import { NOT_ALLOWED_MESSAGE } from '../../src/mocks/overrides';
import { expect, signIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';

test('an account refused the report types signs in, is told so on the pricing page and reaches other pages', async ({
  page,
  axe,
}) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // From now on the service refuses the report types, every time (more answers than the test asks for).
  await queueMockFaults(
    page,
    'reportTypes',
    Array.from({ length: 40 }, () => ({ status: 401, json: refusalEnvelope(NOT_ALLOWED_MESSAGE) })),
  );
  await page.reload();

  await page.getByLabel('Username', { exact: true }).fill('demo.officer');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Your account is not allowed to see this');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Pricing not allowed', exact: true })).toBeVisible();
  await axe.expectNoViolations('pricing, report types not allowed');

  await nav.getByRole('link', { name: 'Loan officers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeVisible();
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  await expect(page).toHaveURL(/\/loan-officers$/);
});
