/**
 * The batch at the edges of a session and of a tab (issue 45): another user signing in to a tab whose
 * batch a session's end paused.
 */
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { choose, countPricingCalls, distinctRows, openBatch, setLatency } from './batch-helpers';
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
