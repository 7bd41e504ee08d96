/**
 * Long unbroken text wraps everywhere: a 3,000-character link parameter or a long search never makes a
 * page wider than the screen, on a desktop or a phone.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const LONG = 'A'.repeat(3_000);
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

/** How far the page reaches beyond the window, in CSS pixels (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test(`a 3,000-character parameter or search never widens a page (${viewport.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await signIn(page);

    await page.goto(`/orders/${LONG}/${LONG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order result' })).toBeVisible();
    // A token that long cannot be an order's: the page says so without asking the service.
    await expect(page.getByRole('alert')).toContainText(
      'An intake token has at most 200 characters; this one has 3000. Check that only the token was pasted.',
    );
    expect(await overflow(page)).toBe(0);

    await page.goto(
      `/pricing?report=${LONG}&tat=${LONG}&inspection=${LONG}&property=sfr&state=OH&zip=${LONG}`,
    );
    await expect(page.getByText(`The report type “${LONG}” in this link is not offered`)).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto(`/inspections?sort=${LONG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto('/loan-officers');
    await page.getByRole('searchbox', { name: 'Search loan officers' }).fill(LONG);
    await expect(page.getByText(`No loan officers match “${LONG}”`)).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto('/orders');
    await page.getByRole('textbox', { name: 'Intake token' }).fill(LONG);
    await page.getByRole('textbox', { name: 'Order token' }).fill(`${LONG}!`);
    await page.getByRole('button', { name: 'Open order' }).click();
    await expect(
      page.getByText(
        'An order token has at most 200 characters; this one has 3001. Check that only the token was pasted.',
      ),
    ).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto(`/${LONG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
}
