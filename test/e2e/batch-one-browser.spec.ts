/**
 * The batch at the edges of a session and of a tab (issue 45): another user signing in to a tab whose
 * batch a session's end paused; a copy of a tab that is pricing (one batch at a time in a browser).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { choose, countPricingCalls, distinctRows, openBatch, setLatency, table } from './batch-helpers';
import { expect, signIn, startSignedIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';

const batchKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((key) => key.startsWith('valuation-portal:batch:')),
  );

test('another user signing in after an expiry mid-batch finds no trace of the first batch, a reload included', async ({
  page,
  context,
}) => {
  test.slow();
  await countPricingCalls(page);
  await startSignedIn(page);
  // The second user signed in to this browser before, in another tab: the browser's record already names them.
  const other = await context.newPage();
  await signIn(other, 'demo.assistant');
  await other.close();

  await setLatency(page, 800);
  await queueMockFaults(page, 'pricing', [
    { status: 401, json: refusalEnvelope('Unauthorized'), endsSession: true },
  ]);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(8));
  await page.getByRole('button', { name: 'Price 8 properties' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Kept for its own user, who may sign in again.
  expect(await batchKeys(page)).toEqual(['valuation-portal:batch:cmp_KEYST0NE:demo.officer']);

  await page.getByLabel('Username', { exact: true }).fill('demo.assistant');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  expect(await batchKeys(page)).toEqual([]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await batchKeys(page)).toEqual([]);
  await openBatch(page);
  await expect(page.getByLabel('Paste rows')).toHaveValue('');
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

declare global {
  interface Window {
    notePricingCall: (delta: number) => Promise<void>;
  }
}

/** Pricing requests of every tab of the test's browser, counted in one place: sent per tab, in flight at once. */
async function countCallsOfEveryTab(context: BrowserContext) {
  const sent = new Map<Page, number>();
  const inFlight = new Map<Page, number>();
  const watched = new Set<Page>();
  const counted = { max: 0, sentBy: (page: Page) => sent.get(page) ?? 0 };
  const total = () => [...inFlight.values()].reduce((sum, n) => sum + n, 0);
  // Counted before each request starts and after it ends: what is counted in flight at once is never less
  // than what was.
  await context.exposeBinding('notePricingCall', ({ page }, delta: number) => {
    if (delta > 0) sent.set(page, (sent.get(page) ?? 0) + 1);
    inFlight.set(page, (inFlight.get(page) ?? 0) + delta);
    counted.max = Math.max(counted.max, total());
    // A closed tab's requests are no longer in flight.
    if (!watched.has(page)) {
      watched.add(page);
      page.once('close', () => inFlight.set(page, 0));
    }
  });
  await context.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes('/order/pricingParameters')) return original(input, init);
      await window.notePricingCall(1);
      try {
        return await original(input, init);
      } finally {
        void window.notePricingCall(-1);
      }
    };
  });
  return counted;
}

const pricingElsewhere =
  'Another tab of this browser is pricing. Prices show here as they come; this tab carries on if that one is closed.';

async function startForty(page: Page) {
  await startSignedIn(page);
  await setLatency(page, 600);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(40));
  await page.getByRole('button', { name: 'Price 40 properties' }).click();
  await expect(page.getByText(/^[1-9]\d* of 40 priced/)).toBeVisible();
  // Written to the tab's storage within a few seconds of the start (session/idle-saver.ts; the batch
  // under its key, each answer under one of its own): a copy made before that holds no batch, and shows
  // the setup.
  await expect
    .poll(() => batchKeys(page), { timeout: 10_000 })
    .toContain('valuation-portal:batch:cmp_KEYST0NE:demo.officer');
}

async function openCopy(page: Page, context: BrowserContext): Promise<Page> {
  // A window opened by the tab starts with a copy of its sessionStorage, as "Duplicate tab" does.
  const [copy] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/pricing/batch')),
  ]);
  return copy;
}

test('a copy of the tab shows the running batch as it goes and prices nothing again; 4 requests at most in the browser', async ({
  page,
  context,
  axe,
}) => {
  test.slow();
  const counted = await countCallsOfEveryTab(context);
  await startForty(page);
  const copy = await openCopy(page, context);
  await expect(copy.getByText(pricingElsewhere)).toBeVisible();
  await expect(copy.getByText(/^[1-9]\d* of 40 priced/)).toBeVisible();
  await axe.expectNoViolations('batch priced in another tab');
  await expect(page.getByText('All 40 priced')).toBeVisible({ timeout: 30_000 });
  await expect(copy.getByText('All 40 priced')).toBeVisible();
  await expect(table(copy).getByRole('row')).toHaveCount(41);
  await expect(copy.getByText('Total of priced rows$19,599.60')).toBeVisible();
  expect([counted.sentBy(page), counted.sentBy(copy), counted.max]).toEqual([40, 0, 4]);
});

test('closing the tab that prices hands the batch to its copy, which prices only the rest', async ({
  page,
  context,
}) => {
  test.slow();
  const counted = await countCallsOfEveryTab(context);
  await startForty(page);
  const copy = await openCopy(page, context);
  await expect(copy.getByText(pricingElsewhere)).toBeVisible();
  await page.close();
  await expect(copy.getByText(pricingElsewhere)).toHaveCount(0);
  await expect(copy.getByText('All 40 priced')).toBeVisible({ timeout: 30_000 });
  await expect(table(copy).getByRole('row')).toHaveCount(41);
  const first = counted.sentBy(page);
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(40);
  // The copy sends what had no answer when the first tab closed: its requests cut short by the close (4
  // at most) are sent again, nothing else.
  expect(counted.sentBy(copy)).toBeGreaterThanOrEqual(40 - first);
  expect(counted.sentBy(copy)).toBeLessThanOrEqual(40 - first + 4);
  expect(counted.max).toBe(4);
});
