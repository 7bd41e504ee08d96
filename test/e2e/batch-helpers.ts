/**
 * Shared by the batch specs (/pricing/batch): pricing requests counted in the page, the demo's latency,
 * the page's choices, distinct rows, and the results table's parts.
 */
import type { Page } from '@playwright/test';
import { MOCK_LATENCY_KEY } from '../../src/mocks/storage-keys';
import { expect } from './fixtures';

/** Monday 23 November 2026, 10:00: due dates are business days from here. */
const TODAY = new Date(2026, 10, 23, 10, 0);

declare global {
  interface Window {
    pricingCalls: { sent: number; inFlight: number; max: number; zips: string[] };
  }
}

/** Fixes the clock and counts pricing requests in the page (a wrapper around fetch). */
export async function countPricingCalls(page: Page) {
  await page.clock.setFixedTime(TODAY);
  await page.addInitScript(() => {
    const calls = { sent: 0, inFlight: 0, max: 0, zips: [] as string[] };
    window.pricingCalls = calls;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/order/pricingParameters')) return original(input, init);
      calls.sent += 1;
      // The postal code of each request, in the order sent: which rows went to the service, and how often.
      if (typeof init?.body === 'string')
        calls.zips.push((JSON.parse(init.body) as { postal_code?: string }).postal_code ?? '');
      calls.inFlight += 1;
      calls.max = Math.max(calls.max, calls.inFlight);
      try {
        return await original(input, init);
      } finally {
        calls.inFlight -= 1;
      }
    };
  });
}

/** Pricing requests sent, in flight, most in flight at once, and the postal code of each. */
export const calls = (page: Page) => page.evaluate(() => window.pricingCalls);

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

/** `count` distinct Texas homes, LN-1 at ZIP 75001 and so on: each $489.99. */
export function distinctRows(count: number): string {
  const lines = Array.from({ length: count }, (_, i) => `LN-${i + 1},TX,${75001 + i},sfr`);
  return ['Reference,State,ZIP code,Property type', ...lines].join('\n');
}

export const progress = (page: Page) => page.getByRole('progressbar', { name: 'Rows answered' });
export const table = (page: Page) => page.getByRole('table', { name: /Prices by property/ });
export const rowOf = (page: Page, reference: string) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: reference, exact: true }) });
