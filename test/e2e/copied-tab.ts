/**
 * Another site a tab can leave for (idle-return too), and a copy of a signed-in tab that went there
 * while the user signed out in the first tab, then came back by Back: the steps that sessions-everywhere
 * and full-storage share.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const ELSEWHERE = 'http://elsewhere.example/';

export async function expectSignInPage(page: Page) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
}

/** Answers every address of the other site with a page of its own. */
export async function serveElsewhere(context: BrowserContext) {
  await context.route(`${ELSEWHERE}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Elsewhere</title><h1>Another site</h1></html>',
    }),
  );
}

/** From a signed-in `page`: a copy of its tab on /loan-officers, which then goes to the other site. */
export async function copyTabThenLeave(page: Page, context: BrowserContext): Promise<Page> {
  await page.goto('/loan-officers');
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  const [copy] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/loan-officers')),
  ]);
  await expect(copy.getByText('Marcus Bell')).toBeVisible();
  await copy.goto(ELSEWHERE);
  await expect(copy.getByRole('heading', { name: 'Another site' })).toBeVisible();
  return copy;
}

/** Signs out in `page`; the copy, brought back by Back, is on the sign-in page with nothing of the session. */
export async function signOutThenBringCopyBack(page: Page, copy: Page) {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expectSignInPage(page);

  await copy.goBack();
  await expectSignInPage(copy);
  await expect(copy.getByText('Marcus Bell')).toHaveCount(0);
  expect(await copy.evaluate(() => window.sessionStorage.getItem('valuation-portal:session'))).toBeNull();
}
