/**
 * Phones: on every page, at 390 and 320 px wide, every visible button, input, select and disclosure
 * summary in the page's content is at least 44 px tall; a checkbox or radio counts by its label, which
 * is its tap area.
 */
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

/** Each page, with the heading of what it shows last once it has loaded. */
const PAGE_READY: Record<string, string> = {
  '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201':
    'Compare turnarounds',
  '/quotes': 'Quotes',
  '/company': 'Details',
  '/pricing/batch': 'Properties',
  '/orders': 'Open an order',
  '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q': 'Leverage',
  '/inspections': 'Inspections',
  '/payment-methods': 'Stripe',
  '/loan-officers': 'Loan officers',
};
const PAGES = Object.keys(PAGE_READY);

/** The controls of <main> shorter than 44 px, as "tag 'name': height". */
async function shortTargets(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const short: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    for (const el of main.querySelectorAll('button, input, select, textarea, summary')) {
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        target = el.closest('label') ?? (el.id ? main.querySelector(`label[for="${el.id}"]`) : null) ?? el;
      }
      if (!visible(el) && !visible(target)) continue;
      const height = Math.round(target.getBoundingClientRect().height * 10) / 10;
      if (height < 44) {
        const name = (el.getAttribute('aria-label') ?? target.textContent ?? '').trim().slice(0, 40);
        short.push(`${el.tagName.toLowerCase()} '${name}': ${height}`);
      }
    }
    return short;
  });
}

for (const width of [390, 320]) {
  test(`every control is a 44 px tap target at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    const found: Record<string, string[]> = { '/login': await shortTargets(page) };
    // A refused sign-in: its "Technical details" is a tap target too.
    await page.getByLabel('Username', { exact: true }).fill('demo.officer');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Technical details', { exact: true })).toBeVisible();
    found['/login, refused'] = await shortTargets(page);
    await startSignedIn(page);
    for (const path of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: PAGE_READY[path], exact: true }).first()).toBeVisible();
      // Wait for what the page loads: no loading state left in the content.
      await expect(
        page.locator('main [role="status"][aria-busy="true"], main [aria-label^="Loading"]'),
      ).toHaveCount(0);
      found[path] = await shortTargets(page);
    }
    // Every page, each with none too short.
    expect(found).toEqual(
      Object.fromEntries(['/login', '/login, refused', ...PAGES].map((path) => [path, []])),
    );
  });
}
