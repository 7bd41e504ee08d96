import type { Locator } from '@playwright/test';
import { COMPANY_REFUSAL_MESSAGE } from '../../src/mocks/envelope';
import { expect, startSignedIn, test } from './fixtures';
import { removeCompanyFromMockService } from './mock-state';

async function rows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) =>
        [...tr.querySelectorAll('th, td')].map((cell) =>
          (cell as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
        ),
      ),
    );
}

test('payment methods: bank accounts and cards by processor, with badges computed from today', async ({
  page,
  axe,
}) => {
  await page.clock.setFixedTime(new Date(2026, 10, 23, 10, 0));
  await startSignedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Payment methods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();

  const stripe = page.getByRole('region', { name: 'Stripe', exact: true });
  const ach = stripe.getByRole('table', { name: 'Stripe bank accounts (ACH)' });
  await expect(ach).toBeVisible();
  expect(await rows(ach)).toEqual([
    [
      'Operating account Default',
      'Keystone Lending Group LLC',
      '•••• Ending in 6789',
      '044000037',
      'USD',
      'Verified',
    ],
    [
      'Draw reserve account',
      'Keystone Lending Group LLC',
      '•••• Ending in 4410',
      '021000021',
      'USD',
      'Pending verification',
    ],
  ]);
  expect(await rows(stripe.getByRole('table', { name: 'Stripe cards' }))).toEqual([
    ['Visa', '•••• Ending in 4242', '08/2028'],
    ['Mastercard', '•••• Ending in 5454', '12/2026 Expires soon'],
    ['American Express', '•••• Ending in 0005', '03/2025 Expired'],
  ]);
  await expect(
    page.getByText('American Express ending in 0005 expired at the end of March 2025.'),
  ).toBeVisible();
  await axe.expectNoViolations('payment methods');

  // On a phone the tables scroll sideways inside focusable regions.
  await page.setViewportSize({ width: 375, height: 740 });
  await axe.expectNoViolations('payment methods on a phone');
});

test('payment methods: a company without any shows an empty state', async ({ page, axe }) => {
  await startSignedIn(page, { as: 'new.lender', at: '/payment-methods' });
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('No payment methods yet')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await axe.expectNoViolations('payment methods, empty');
});

test("payment methods: the service's refusal is shown in its words", async ({ page, axe }) => {
  await startSignedIn(page);
  await removeCompanyFromMockService(page, 'cmp_KEYST0NE');
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Payment methods could not be loaded');
  await expect(alert).toContainText(COMPANY_REFUSAL_MESSAGE);
  // A refusal would be refused again: no "Try again" (the one retry rule).
  await expect(alert.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await axe.expectNoViolations('payment methods, refused');
});
