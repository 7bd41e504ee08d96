/**
 * What the user typed survives a session that ends before it is used (issue 45), as the company form's
 * draft does: the batch's choices and pasted rows (after an expiry and after the idle timeout), the pricing
 * form's property type and ZIP code (after the idle timeout); a sign-out removes them.
 */
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { choose, distinctRows, openBatch } from './batch-helpers';
import { expect, signIn, startSignedIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';

async function signInAgain(page: Page) {
  await page.getByLabel('Username', { exact: true }).fill(DEMO_CREDENTIALS.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function idleUntilSignedOut(page: Page) {
  await page.clock.fastForward('29:00');
  const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:30');
  await expect(page).toHaveURL(/\/login$/);
}

const draftKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(window.sessionStorage).filter((key) => key.startsWith('valuation-portal:draft:')),
  );

async function signOutLeavesNoDraft(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await draftKeys(page)).toEqual([]);
}

test('the batch’s choices and pasted rows come back after the idle timeout, and go at sign-out', async ({
  page,
  axe,
}) => {
  await page.clock.install();
  await signIn(page);
  await openBatch(page);
  await choose(page);
  await page.getByLabel('Paste rows').fill(distinctRows(3));
  await expect(page.getByText('3 rows read: 3 rows ready to price.')).toBeVisible();

  await idleUntilSignedOut(page);
  await signInAgain(page);
  await expect(page).toHaveURL(/\/pricing\/batch$/);
  await expect(page.getByLabel('Report type', { exact: true })).toHaveValue('reno-arv');
  await expect(page.getByLabel('Turnaround', { exact: true })).toHaveValue('standard');
  await expect(page.getByLabel('Inspection', { exact: true })).toHaveValue('interior-w-exterior');
  await expect(page.getByLabel('Paste rows')).toHaveValue(distinctRows(3));
  await expect(page.getByRole('button', { name: 'Price 3 properties' })).toBeVisible();
  await axe.expectNoViolations('batch set up again after the idle timeout');
  await signOutLeavesNoDraft(page);
  await signIn(page);
  await openBatch(page);
  await expect(page.getByLabel('Paste rows')).toHaveValue('');
  await expect(page.getByLabel('Report type', { exact: true })).toHaveValue('');
});

test('the batch’s pasted rows and choice come back after an expiry', async ({ page }) => {
  await startSignedIn(page);
  // The lists of the chosen report type meet a token the service has forgotten.
  await queueMockFaults(page, 'turnarounds', [
    { status: 401, json: refusalEnvelope('Unauthorized'), endsSession: true },
  ]);
  await openBatch(page);
  await page.getByLabel('Paste rows').fill(distinctRows(2));
  await page.getByLabel('Report type', { exact: true }).selectOption('reno-arv');
  await expect(page).toHaveURL(/\/login$/);

  await signInAgain(page);
  await expect(page).toHaveURL(/\/pricing\/batch$/);
  await expect(page.getByLabel('Report type', { exact: true })).toHaveValue('reno-arv');
  await expect(page.getByLabel('Paste rows')).toHaveValue(distinctRows(2));
  // Priced as usual: the draft goes once the batch starts.
  await choose(page);
  await page.getByRole('button', { name: 'Price 2 properties' }).click();
  await expect(page.getByText('All 2 priced')).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
});

test('the pricing form’s property type, state and ZIP code come back after the idle timeout', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await page.goto('/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior');
  await page.getByLabel('Property type', { exact: true }).selectOption('condo');
  await page.getByLabel('State', { exact: true }).selectOption('TX');
  await page.getByLabel('ZIP code', { exact: true }).fill('75201');

  await idleUntilSignedOut(page);
  await signInAgain(page);
  await expect(page).toHaveURL(/\/pricing\?report=reno-arv&tat=standard&inspection=interior-w-exterior$/);
  await expect(page.getByLabel('Property type', { exact: true })).toHaveValue('condo');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('TX');
  await expect(page.getByLabel('ZIP code', { exact: true })).toHaveValue('75201');
  await page.getByRole('button', { name: 'Get the price' }).click();
  await expect(page).toHaveURL(/zip=75201/);
  expect(await draftKeys(page)).toEqual([]);

  await page.goto('/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior');
  await page.getByLabel('ZIP code', { exact: true }).fill('10001');
  await signOutLeavesNoDraft(page);
});
