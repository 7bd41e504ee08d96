/**
 * Opening a portfolio politely (/orders/portfolio): never more than 4 requests in flight, transient
 * failures retried then "Try again for N", cancel and "Open the rest" with no order opened twice, a
 * session that ends midway, a reload, a sign-out that leaves nothing behind, a report that becomes
 * ready, and the phone's cards.
 */
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { setLatency } from './batch-helpers';
import { expect, signIn, startSignedIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';
import { countOrderCalls, demoLines, openPortfolio, orderCalls, results, rowOf } from './portfolio-helpers';

test.beforeEach(async ({ page }) => countOrderCalls(page));

/** The first `count` orders of the demo portfolio that are ready and of one unit. */
const readyLines = (count: number) =>
  demoLines(1, count * 2)
    .filter((_, i) => (i + 1) % 12 !== 5 && (i + 1) % 20 !== 7)
    .slice(0, count)
    .join('\n');

async function paste(page: import('@playwright/test').Page, text: string, count: number) {
  await page.getByLabel('Paste orders').fill(text);
  await page.getByRole('button', { name: `Open ${count} ${count === 1 ? 'order' : 'orders'}` }).click();
}

test('never more than 4 requests in flight', async ({ page }) => {
  await startSignedIn(page);
  await setLatency(page, 300);
  await openPortfolio(page);
  await paste(page, readyLines(12), 12);
  await expect(page.getByText('12 of 12 opened')).toBeVisible({ timeout: 15_000 });
  const counted = await orderCalls(page);
  expect(counted.sent).toBe(12);
  expect(counted.max).toBe(4);
});

test('transient failures are retried twice, then the order fails until "Try again for 1 order"', async ({
  page,
  axe,
}) => {
  await startSignedIn(page);
  await queueMockFaults(page, 'retrieveResponse', [
    { status: 429, json: refusalEnvelope('Too many requests') },
    { status: 503, text: '<html>Service unavailable</html>' },
    { status: 429, json: refusalEnvelope('Too many requests'), headers: { 'Retry-After': '1' } },
  ]);
  await openPortfolio(page);
  await paste(page, readyLines(1), 1);
  await expect(page.getByText('0 results, 0 not ready yet, 0 refused, 1 failed')).toBeVisible({
    timeout: 10_000,
  });
  await expect(rowOf(page, 'Order ord_P0001')).toContainText('Failed');
  expect((await orderCalls(page)).sent).toBe(3);
  await axe.expectNoViolations('portfolio: failed');

  await page.getByRole('button', { name: 'Try again for 1 order' }).click();
  await expect(page.getByText('1 result, 0 not ready yet, 0 refused')).toBeVisible();
  expect((await orderCalls(page)).sent).toBe(4);
});

test('cancel stops sending; "Open the rest" opens the others, none twice', async ({ page }) => {
  test.slow();
  await startSignedIn(page);
  await setLatency(page, 600);
  await openPortfolio(page);
  await paste(page, readyLines(30), 30);
  await expect(page.getByText(/^[1-9]\d* of 30 opened/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const canceled = page.getByText(/^Canceled: \d+ orders not opened yet\.$/);
  await expect(canceled).toBeVisible();
  const left = Number(/(\d+) orders/.exec((await canceled.textContent()) ?? '')?.[1]);
  expect(left).toBeGreaterThan(0);
  expect((await orderCalls(page)).sent).toBe(30 - left);
  // A row not opened yet is as tall as an opened one: the rows stay in place while the others open.
  const rows = results(page).getByRole('row');
  const waiting = await rows.filter({ hasText: 'Not opened yet' }).first().boundingBox();
  const opened = await rows.filter({ hasText: '$' }).first().boundingBox();
  expect(Math.abs((waiting?.height ?? 0) - (opened?.height ?? 100))).toBeLessThanOrEqual(1);

  await page.getByRole('button', { name: 'Open the rest' }).click();
  await expect(page.getByText('30 of 30 opened')).toBeVisible({ timeout: 20_000 });
  const counted = await orderCalls(page);
  expect(counted.sent).toBe(30);
  expect(new Set(counted.urls).size).toBe(30);
});

test('a session that ends midway pauses; after signing in again it carries on', async ({ page, axe }) => {
  test.slow();
  await startSignedIn(page);
  await setLatency(page, 200);
  await queueMockFaults(page, 'retrieveResponse', [
    { status: 401, json: refusalEnvelope('Unauthorized'), endsSession: true },
  ]);
  await openPortfolio(page);
  await paste(page, readyLines(6), 6);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(DEMO_CREDENTIALS.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/orders\/portfolio$/);
  await expect(page.getByText('6 of 6 opened')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('6 results, 0 not ready yet, 0 refused')).toBeVisible();
  await axe.expectNoViolations('portfolio: carried on');
});

test('a report not ready yet is counted apart, then "Check not-ready again" opens it', async ({ page }) => {
  await startSignedIn(page);
  await queueMockFaults(page, 'retrieveResponse', [
    { status: 422, json: refusalEnvelope('Report is not completed yet!') },
  ]);
  await openPortfolio(page);
  await paste(page, readyLines(1), 1);
  await expect(page.getByText('0 results, 1 not ready yet, 0 refused')).toBeVisible();
  await expect(rowOf(page, 'Order ord_P0001')).toContainText('Not ready yet');
  await page.getByRole('button', { name: 'Check not-ready again' }).click();
  await expect(page.getByText('1 result, 0 not ready yet, 0 refused')).toBeVisible();
  await expect(results(page).getByRole('rowheader')).toHaveText([/^137 Poplar Avenue/]);
});

test('orders not ready yet are asked again by themselves every two minutes, and only they', async ({
  page,
}) => {
  // The page's own clock, so that two minutes pass at once; the demo's ord_P0005 is never ready.
  await page.clock.install();
  await startSignedIn(page);
  await openPortfolio(page);
  await paste(page, demoLines(1, 5).join('\n'), 5);
  await expect(page.getByText('4 results, 1 not ready yet, 0 refused')).toBeVisible();
  expect((await orderCalls(page)).sent).toBe(5);

  await page.clock.fastForward('02:01');
  await expect.poll(async () => (await orderCalls(page)).sent).toBe(6);
  expect((await orderCalls(page)).urls.at(-1)).toContain('order_token=ord_P0005');
  await expect(page.getByText('4 results, 1 not ready yet, 0 refused')).toBeVisible();
  await expect(rowOf(page, 'Order ord_P0005')).toContainText('Not ready yet');
});

test('the portfolio survives a reload; a sign-out leaves nothing of it in the browser', async ({ page }) => {
  test.slow();
  await startSignedIn(page);
  await setLatency(page, 1000);
  await openPortfolio(page);
  await paste(page, readyLines(10), 10);
  await expect(page.getByText(/^[1-9] of 10 opened/)).toBeVisible();
  await page.reload();
  await expect(page.getByText('10 of 10 opened')).toBeVisible({ timeout: 15_000 });
  await expect(results(page).getByRole('rowheader')).toHaveCount(10);
  // Counted again from the reload: only what had no answer yet is asked again.
  expect((await orderCalls(page)).sent).toBeLessThan(10);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const left = await page.evaluate(() =>
    [...Object.entries(window.sessionStorage), ...Object.entries(window.localStorage)].filter(
      ([key, value]) => !key.includes('mock-') && /PORTFOLIO|P0001|Poplar/.test(`${key}${value}`),
    ),
  );
  expect(left).toEqual([]);
  await signIn(page);
  await openPortfolio(page);
  await expect(page.getByLabel('Paste orders')).toHaveValue('');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('on a phone each result is a card: address and three key figures first, nothing wider than the screen', async ({
  page,
  axe,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await startSignedIn(page);
  await openPortfolio(page);
  await paste(page, readyLines(3), 3);
  await expect(page.getByText('3 results, 0 not ready yet, 0 refused')).toBeVisible();
  const card = rowOf(page, /^137 Poplar Avenue/);
  // As the card shows them, top to bottom; the box that chooses it for the comparison closes the card.
  const labels = await card.locator('[data-label]').evaluateAll((cells) =>
    cells
      .map((cell) => ({ top: cell.getBoundingClientRect().top, label: cell.getAttribute('data-label') }))
      .sort((a, b) => a.top - b.top)
      .map((cell) => cell.label),
  );
  expect(labels.slice(0, 4)).toEqual(['Address', 'As-is value', 'After-repair value', 'Largest loan']);
  expect(labels.at(-1)).toBe('Compare');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await axe.expectNoViolations('portfolio: phone');
});
