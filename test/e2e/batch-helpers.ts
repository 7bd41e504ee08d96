/**
 * Shared by the batch specs (/pricing/batch): pricing requests counted in the page, the demo's latency,
 * the page's choices, distinct rows, and the results table's parts.
 */
import type { Page } from '@playwright/test';
import { MOCK_LATENCY_KEY } from '../../src/mocks/storage-keys';
import { countRequests, requestCount } from './count-requests';
import { expect } from './fixtures';

/** Monday 23 November 2026, 10:00: due dates are business days from here. */
const TODAY = new Date(2026, 10, 23, 10, 0);

const PRICING = '/order/pricingParameters';

/** Fixes the clock and counts pricing requests in the page (a wrapper around fetch). */
export async function countPricingCalls(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await countRequests(page, PRICING);
}

/** Pricing requests sent, in flight, most in flight at once, and the postal code of each, in order. */
export async function calls(page: Page) {
  const count = await requestCount(page, PRICING);
  const zips = count.bodies.map((body) =>
    body ? ((JSON.parse(body) as { postal_code?: string }).postal_code ?? '') : '',
  );
  return { ...count, zips };
}

export async function setLatency(page: Page, ms: number) {
  await page.evaluate(({ key, value }) => window.sessionStorage.setItem(key, value), {
    key: MOCK_LATENCY_KEY,
    value: String(ms),
  });
}

export async function openBatch(page: Page) {
  await page.goto('/pricing/batch');
  await expect(page.getByRole('heading', { level: 1, name: 'Price many properties' })).toBeVisible();
}

export async function choose(page: Page) {
  await page.getByLabel('Report type', { exact: true }).selectOption('reno-arv');
  await page.getByLabel('Turnaround', { exact: true }).selectOption('standard');
  await page.getByLabel('Inspection', { exact: true }).selectOption('interior-w-exterior');
}

/** The template's heading row, then `lines`: a paste as a spreadsheet gives it. */
export function withHeading(lines: readonly string[]): string {
  return ['Reference,State,ZIP code,Property type', ...lines].join('\n');
}

/** `count` distinct Texas homes, LN-1 at ZIP 75001 and so on: each $489.99. */
export function distinctRows(count: number): string {
  return withHeading(Array.from({ length: count }, (_, i) => `LN-${i + 1},TX,${75001 + i},sfr`));
}

/** Pastes `lines` (under the heading row) into "Paste rows". */
export async function pasteRows(page: Page, lines: readonly string[]) {
  await page.getByLabel('Paste rows').fill(withHeading(lines));
}

export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Rows answered' });
export const table = (page: Page) => page.getByRole('table', { name: /Prices by property/ });
export const rowOf = (page: Page, reference: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });
