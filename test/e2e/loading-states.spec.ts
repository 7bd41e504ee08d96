/** Loading states are designed and accessible too: a slow mock service holds every reply. */
import { expect, startSignedIn, test } from './fixtures';
import { MOCK_LATENCY_KEY } from '../../src/mocks/storage-keys';

const pages = [
  { path: '/pricing', heading: 'Price a report' },
  { path: '/inspections', heading: 'Inspections' },
  { path: '/payment-methods', heading: 'Payment methods' },
  { path: '/loan-officers', heading: 'Loan officers' },
  { path: '/orders/int_8F3K2M/ord_5T7R1Q', heading: 'Order result' },
];

test('every page shows an accessible loading state while the service is slow', async ({ page, axe }) => {
  test.slow();
  await startSignedIn(page);
  await page.evaluate((key) => window.sessionStorage.setItem(key, '20000'), MOCK_LATENCY_KEY);
  for (const { path, heading } of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main [role="status"]').filter({ hasText: 'Loading' }).first()).toBeAttached();
    await expect(page.locator('main .animate-pulse').first()).toBeVisible();
    await axe.expectNoViolations(`${path} while loading`);
  }
});
