/**
 * Issue 45, item 8: leaving the portal for another site in the same tab and pressing Back after the idle
 * timeout does not bring the session back, with or without the back/forward cache: the tab is on the
 * sign-in page, says why, and sends nothing with the old token. Instead of waiting 30 minutes, the test
 * writes the last activity the portal keeps with the session into the past, as the waiting would leave it.
 */
import type { Page } from '@playwright/test';
import { ELSEWHERE, serveElsewhere } from './copied-tab';
import { expect, startSignedIn, test } from './fixtures';

const IDLE_MESSAGE =
  'You were signed out after 30 minutes without activity. Please sign in again to continue where you were.';

/** Every request the page sends with `token`, from now on. */
function requestsWithToken(page: Page, token: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['authorization'] === `Bearer ${token}`) sent.push(request.url());
  });
  return sent;
}

/** Signs in at /loan-officers, then leaves for another site 31 minutes after the last activity. */
async function leaveIdle(page: Page): Promise<string> {
  await serveElsewhere(page.context());
  await startSignedIn(page, { at: '/loan-officers' });
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  const token = await page.evaluate(() => {
    const activity = 'valuation-portal:last-activity';
    const record = JSON.parse(window.sessionStorage.getItem(activity) ?? 'null') as { sessionId: string };
    window.sessionStorage.setItem(activity, JSON.stringify({ ...record, at: Date.now() - 31 * 60_000 }));
    const session = JSON.parse(window.sessionStorage.getItem('valuation-portal:session') ?? '{}') as {
      token: string;
    };
    return session.token;
  });
  await page.goto(ELSEWHERE);
  await expect(page.getByRole('heading', { name: 'Another site' })).toBeVisible();
  return token;
}

async function expectSignedOutForIdleness(page: Page, sent: string[]) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByText(IDLE_MESSAGE)).toBeVisible();
  await expect(page.getByText('Marcus Bell')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await page.evaluate(() => window.sessionStorage.getItem('valuation-portal:session'))).toBeNull();
  expect(sent).toEqual([]);
}

async function signInAgain(page: Page) {
  await page.getByLabel('Username', { exact: true }).fill('demo.officer');
  await page.getByLabel('Password', { exact: true }).fill('demo-pass-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/loan-officers$/);
  await expect(page.getByText('Marcus Bell')).toBeVisible();
}

test('Back after the idle timeout loads the sign-in page, not the signed-in page (no back/forward cache)', async ({
  page,
  axe,
}) => {
  const token = await leaveIdle(page);
  const sent = requestsWithToken(page, token);
  await page.goBack();
  await expectSignedOutForIdleness(page, sent);
  await axe.expectNoViolations('sign-in after an idle session came back');
  await signInAgain(page);
});

// The demo's mock service is a service worker that unregisters itself when its last page goes, which
// keeps Chromium from caching the page (notRestoredReasons: "serviceworker-unregistered"); Playwright
// also turns the cache off. So the page is put away and brought back by the events the browser sends.
test('a page brought back from the back/forward cache after the idle timeout shows the sign-in page', async ({
  page,
  axe,
}) => {
  await startSignedIn(page, { at: '/loan-officers' });
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  const token = await page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    return (
      JSON.parse(window.sessionStorage.getItem('valuation-portal:session') ?? '{}') as { token: string }
    ).token;
  });
  await expect(page.getByText('Marcus Bell')).toBeHidden();
  const sent = requestsWithToken(page, token);
  await page.evaluate(() => {
    const activity = 'valuation-portal:last-activity';
    const record = JSON.parse(window.sessionStorage.getItem(activity) ?? 'null') as { sessionId: string };
    window.sessionStorage.setItem(activity, JSON.stringify({ ...record, at: Date.now() - 31 * 60_000 }));
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
  });
  await expectSignedOutForIdleness(page, sent);
  await axe.expectNoViolations('sign-in after an idle session came back from the cache');
  await signInAgain(page);
});
