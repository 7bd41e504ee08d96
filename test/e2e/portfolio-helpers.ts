/**
 * Shared by the portfolio specs (/orders/portfolio): order requests counted in the page (a wrapper
 * around fetch), the demo portfolio's lines, and the page's parts.
 */
import type { Locator, Page } from '@playwright/test';
import { DEMO_PORTFOLIO, demoPortfolioOrderToken } from '../../src/api/demo-order-tokens';
import { countRequests, requestCount } from './count-requests';
import { expect, startSignedIn } from './fixtures';

const ORDER_RESULT = '/order/retrieve-response';

/** Counts order result requests in the page: sent, in flight, the most in flight at once. */
export const countOrderCalls = (page: Page) => countRequests(page, ORDER_RESULT);

export const orderCalls = (page: Page) => requestCount(page, ORDER_RESULT);

/** `intake,order` lines of demo portfolio orders `from` to `to` (1-based, inclusive). */
export function demoLines(from: number, to: number): string[] {
  return Array.from({ length: to - from + 1 }, (_, i) =>
    [DEMO_PORTFOLIO.intakeToken, demoPortfolioOrderToken(from + i)].join(','),
  );
}

export async function openPortfolio(page: Page) {
  await page.goto('/orders/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Review many results' })).toBeVisible();
}

/** On a desk (1440 x 900), the 50 demo orders opened: the table wider than its frame, rows below the fold. */
export async function openDemoPortfolioOnDesk(page: Page) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page, { at: '/orders/portfolio' });
  await page.getByRole('button', { name: 'Use 50 demo orders' }).click();
  await page.getByRole('button', { name: 'Open 50 orders' }).click();
  await expect(page.getByText('50 of 50 opened')).toBeVisible({ timeout: 20_000 });
  return page.getByRole('region', { name: 'Results of the portfolio' });
}

export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Orders opened' });
export const results = (page: Page) => page.getByRole('table', { name: 'Results of the portfolio' });
/** The row whose header (the address, or "Order …" without a result) reads `text`. */
export const rowOf = (page: Page, text: string | RegExp) =>
  results(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: text }) });

/**
 * The shade a table's scrolling frame draws at its end edge: "1" while columns are out of sight there,
 * "0" once scrolled to the end or when the table fits (ScrollFrame; the frame's wrapper draws it).
 */
export const endShade = (frame: Locator) =>
  frame.evaluate((element) => getComputedStyle(element.parentElement ?? element, '::after').opacity);
