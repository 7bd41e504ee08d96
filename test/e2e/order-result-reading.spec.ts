/**
 * The order result read field by field, its service text isolated, and its print (issues 20 and 21):
 * a bad field shows "Unreadable" in place while the rest of the result reads; a name with a right-to-left
 * override cannot reverse itself or its neighbors; an order token with a bidirectional control is refused
 * without asking the service; the Larkspur result prints on at most four Letter pages, words whole, with
 * the user's leverage limits in one line.
 */
import type { Page } from '@playwright/test';
import { larkspurResponse } from '../../src/mocks/data/orders/larkspur';
import { MOCK_STATE_KEY } from '../../src/mocks/storage-keys';
import { paths } from '../../src/lib/paths';
import { expect, startSignedIn, test } from './fixtures';

const RTL_NAME = 'Invoice\u202efdp.exe\u202c';
const ODD = paths.orderResult('int_0DD1TY', 'ord_0DD1TY');

/** Adds an order to the demo mock service: Larkspur with a bad field and a right-to-left override. */
async function serveOddOrder(page: Page) {
  const order = {
    intakeToken: 'int_0DD1TY',
    orderToken: 'ord_0DD1TY',
    responses: [
      {
        ...larkspurResponse,
        order_token: 'ord_0DD1TY',
        property_address: { ...larkspurResponse.property_address, address: RTL_NAME },
        property_specs: { ...larkspurResponse.property_specs, beds: 'three' },
      },
      {},
    ],
  };
  await page.evaluate(
    ({ key, order }) => {
      const state = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as { extraOrders?: unknown[] };
      state.extraOrders = [order];
      window.sessionStorage.setItem(key, JSON.stringify(state));
    },
    { key: MOCK_STATE_KEY, order },
  );
}

test('a bad field shows in place, and a right-to-left override cannot reverse a name', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page);
  await serveOddOrder(page);
  await page.goto(ODD);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Invoicefdp.exe, Columbus, OH 43214');
  // The name is isolated from the text around it, and shown without its control characters.
  const name = heading.locator('bdi');
  expect(await name.evaluate((el) => getComputedStyle(el).unicodeBidi)).toBe('isolate');
  expect(await heading.textContent()).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  await expect(page.getByText('1 result of this order could not be read and is not shown.')).toBeVisible();

  const property = page.getByRole('region', { name: 'Property' });
  await expect(property.getByRole('definition').filter({ hasText: 'Unreadable' })).toHaveText(
    'Unreadable (the service sent "three")',
  );
  await expect(property).toContainText('Baths2');
  await page.getByText('Technical details').click();
  await expect(page.getByText(/^Fields that could not be read/)).toHaveText(
    'Fields that could not be read (1): property_specs.beds',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeVisible();
  await axe.expectNoViolations('order result with an unreadable field and a right-to-left override');

  // A token with a bidirectional control is refused before the service is asked.
  let asked = false;
  page.on('request', (request) => {
    if (request.url().includes('retrieve-response')) asked = true;
  });
  await page.goto('/orders/result?order=ord_%E2%80%AE5T7R1Q');
  await expect(page.getByRole('alert')).toContainText(
    'An order token cannot contain text direction controls (invisible characters that reorder text).',
  );
  expect(asked).toBe(false);
});

test('the Larkspur result prints on at most four Letter pages, words whole, the leverage limits in a line', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page, { at: paths.orderResult('int_8F3K2M', 'ord_5T7R1Q') });
  await expect(page.getByRole('heading', { level: 2, name: 'Commentary' })).toBeVisible({ timeout: 15_000 });
  // Limits of the user's own: printed in one line (the calculator, with no loan amount, is not).
  await page.getByLabel('Loan-to-value limit (%)').fill('80');
  const limitsLine = page.getByText(/^Your leverage limits: loan-to-value/);
  await expect(limitsLine).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(limitsLine).toHaveText(
    'Your leverage limits: loan-to-value 80%, loan to after-repair value (ARV) 70%, loan-to-cost 90%. Largest loan within the loan-to-value and loan to after-repair value (ARV) limits: $169,600.',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Leverage' })).toBeHidden();
  const pdf = await page.pdf({ format: 'Letter' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.length).toBeLessThanOrEqual(4);
});
