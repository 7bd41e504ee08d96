/**
 * Phones: on every page, at 390 and 320 px wide, every visible interactive element of the page (header,
 * its menu open, the content and the footer), links included, is at least 44 px tall (WCAG 2.5.5's
 * size, as iOS and Android ask); a checkbox or radio counts by its label, which is its tap area.
 */
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

const WIZARD = '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior';

/** Each page, with the heading of what it shows last once it has loaded. */
const PAGE_READY: Record<string, string | RegExp> = {
  // The wizard's steps: the one to choose now is the last heading named so (its number before it).
  '/pricing': /Report type$/,
  '/pricing?report=reno-arv': /Turnaround$/,
  '/pricing?report=reno-arv&tat=standard': /Inspection$/,
  [WIZARD]: /Property and price$/,
  [`${WIZARD}&property=sfr&state=TX&zip=75201`]: 'Compare turnarounds',
  '/quotes': 'Quotes',
  '/company': 'Details',
  '/pricing/batch': 'Properties',
  '/orders': 'Open an order',
  '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q': 'Leverage',
  '/orders/result?intake=int_8F3K2M&order=ord_9N4W6P': 'This report is still being prepared',
  '/orders/compare?o=int_6W2D9R:ord_7J3L5X:2&o=int_8F3K2M:ord_5T7R1Q': 'Compare results',
  '/inspections': 'Inspections',
  '/payment-methods': 'Stripe',
  '/loan-officers': 'Loan officers',
};
const PAGES = Object.keys(PAGE_READY);

/** The interactive elements of the page shorter than 44 px, as "tag 'name': height". */
async function shortTargets(page: Page): Promise<string[]> {
  return page.locator('body').evaluate((body) => {
    const short: string[] = [];
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const selector =
      'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [tabindex]:not([tabindex="-1"])';
    for (const el of body.querySelectorAll(selector)) {
      let target: Element = el;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        target = el.closest('label') ?? (el.id ? body.querySelector(`label[for="${el.id}"]`) : null) ?? el;
        // A label whose ::after is stretched over its card (the pricing choices): the card is the target.
        const stretched = ['::before', '::after'].some((pseudo) => {
          const style = getComputedStyle(target, pseudo);
          return style.content !== 'none' && style.position === 'absolute';
        });
        if (stretched) {
          let card = target.parentElement;
          while (card && getComputedStyle(card).position === 'static') card = card.parentElement;
          target = card ?? target;
        }
      }
      // The skip link shows only on focus (then it is a 44 px target of its own).
      if (target.matches('.sr-only, .sr-only *')) continue;
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
  test(`every interactive element is a 44 px tap target at ${width} px`, async ({ page }) => {
    test.slow();
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
      const name = PAGE_READY[path]!;
      await expect(
        page.getByRole('heading', { name, exact: typeof name === 'string' }).first(),
      ).toBeVisible();
      // Wait for what the page loads: no loading state left in the content.
      await expect(
        page.locator('main [role="status"][aria-busy="true"], main [aria-label^="Loading"]'),
      ).toHaveCount(0);
      found[path] = await shortTargets(page);
    }
    // The header's menu, open (with the theme switch), and the result once scrolled ("Back to top").
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    found['menu open'] = await shortTargets(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.goto('/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q');
    await expect(page.getByRole('heading', { name: 'Leverage', exact: true })).toBeVisible();
    await page.getByRole('heading', { level: 2, name: 'Budget', exact: true }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('link', { name: 'Back to top' })).toBeVisible();
    found['result, scrolled'] = await shortTargets(page);
    // Every page, each with none too short.
    const names = ['/login', '/login, refused', ...PAGES, 'menu open', 'result, scrolled'];
    expect(found).toEqual(Object.fromEntries(names.map((path) => [path, []])));
  });
}
