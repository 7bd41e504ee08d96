/**
 * The journey a newcomer takes, in every way the README runs the portal (playwright.config.ts runs this
 * file once per project): `npm run dev` in demo mode ("dev"), `npm run preview` of a demo build
 * ("preview"), a build for a service on its own origin behind nginx, with the mock service over HTTP
 * ("nginx"), and the dev server proxying /api to that mock service ("dev-proxy"). Sign in with the
 * credentials the page shows (only demo mode shows them), price a report through the stepper, paste a
 * portfolio's rows (read in a worker) and price them (in a worker against a service), open an order,
 * save the company, sign out. Any console error, uncaught error or failed request fails it: the dev
 * server's own modules broke the demo sign-in once while every production-build test was green.
 */
import type { Page } from '@playwright/test';
import { DEMO_CREDENTIALS } from '../../../src/lib/demo-credentials';
import { withHeading } from '../batch-helpers';
import { expect, test } from '../fixtures';

const COMPANY = {
  'Company name': 'Keystone Lending Group LLC',
  Nickname: 'Keystone Lending',
  Email: 'ops@keystonelending.example',
  Phone: '614.555.0199',
  'Street address': '250 Civic Center Drive, Suite 400',
  City: 'Dublin',
  'ZIP code': '43017',
} as const;

const stepHeading = (page: Page, title: string) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d of 4: ${title}`) });

async function choose(page: Page, group: string, option: string, next: string) {
  const choices = page.getByRole('group', { name: group });
  // The card's label covers the radio, as a user sees it: click the name.
  await choices.getByText(option, { exact: true }).click();
  await expect(choices.getByRole('radio', { name: option })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, next)).toBeVisible();
}

test('a newcomer signs in, prices a report, reads a pasted portfolio, opens an order, saves the company and signs out', async ({
  page,
  context,
  axe,
  pageProblems,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The dev server compiles each module on its first request: the first pages are slow there.
  test.setTimeout(180_000);
  // Demo mode in the dev server and the preview; a service on the portal's own origin in the other two.
  const demo = ['dev', 'preview'].includes(testInfo.project.name);

  await page.goto('/login');
  // A cold dev server compiles the sign-in path on this first visit: on a busy machine, a minute.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible({ timeout: 90_000 });
  const shown = page.getByText(DEMO_CREDENTIALS.password);
  let username: string = DEMO_CREDENTIALS.username;
  let password: string = DEMO_CREDENTIALS.password;
  if (demo) {
    // The credentials are read off the page, as a newcomer does.
    const text = await page.getByRole('main').innerText();
    username = /demo\.[a-z]+/.exec(text)?.[0] ?? '';
    password = /demo-pass-\d+/.exec(text)?.[0] ?? '';
    expect([username, password]).toEqual([DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password]);
  } else {
    await expect(shown).toHaveCount(0);
  }
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/, { timeout: 30_000 });

  // Price a report through the stepper.
  await expect(stepHeading(page, 'Report type')).toBeVisible();
  await choose(page, 'Report type', 'Renovation Analysis', 'Turnaround');
  await choose(page, 'Turnaround', 'Standard', 'Inspection');
  await choose(page, 'Inspection', 'Interior with Exterior', 'Property and price');
  await page.getByLabel('Property type').selectOption('sfr');
  await page.getByLabel('State').selectOption('OH');
  await page.getByLabel('ZIP code').fill('43215');
  await page.getByRole('button', { name: 'Get the price' }).click();
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(
    price.getByRole('table', { name: 'Price breakdown' }).getByRole('row', { name: /^Total/ }),
  ).toHaveText('Total$489.99');
  await axe.expectNoViolations('the price');

  // Paste a portfolio's rows: a large paste is read in a worker, which each way of running must serve.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.getByRole('link', { name: 'Price many properties' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Price many properties' })).toBeVisible();
  const rows = Array.from({ length: 60 }, (_, i) => `LN-${i + 1},OH,${43001 + i},sfr`);
  await page.evaluate((text) => navigator.clipboard.writeText(text), withHeading(rows));
  // Copied in the spreadsheet, then a click into the box and the paste, as a user does: the paste goes
  // where the focus is, so the box must have it (the page may still be settling after the link).
  const pasteBox = page.getByLabel('Paste rows', { exact: true });
  await pasteBox.click();
  await expect(pasteBox).toBeFocused();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByRole('status').filter({ hasText: /rows read/ })).toHaveText(
    '60 rows read: 60 rows ready to price.',
  );
  expect(workers.filter((url) => url.includes('parse-rows')).length).toBeGreaterThan(0);
  // Priced: in a worker against a service (each way of running must serve it), on the page in demo mode.
  await page.getByLabel('Report type', { exact: true }).selectOption('reno-arv');
  await page.getByLabel('Turnaround', { exact: true }).selectOption('standard');
  await page.getByLabel('Inspection', { exact: true }).selectOption('interior-w-exterior');
  await page.getByRole('button', { name: 'Price 60 properties' }).click();
  await expect(page.getByText('All 60 priced', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Total of priced rows$29,399.40')).toBeVisible();
  expect(workers.filter((url) => url.includes('price.worker')).length).toBe(demo ? 0 : 1);

  // Open an order: a demo order in one click in demo mode, by its tokens against a service.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  if (demo) {
    await page
      .getByRole('list', { name: 'Demo orders' })
      .getByRole('link', { name: /Larkspur/ })
      .click();
  } else {
    await expect(page.getByRole('list', { name: 'Demo orders' })).toHaveCount(0);
    await page.getByLabel('Intake token').fill('int_8F3K2M');
    await page.getByLabel('Order token').fill('ord_5T7R1Q');
    await page.getByRole('button', { name: 'Open order' }).click();
  }
  await expect(
    page.getByRole('heading', { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Valuation summary' })).toContainText('$212,000');

  // Save the company.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Company details' })).toBeVisible();
  // The service sends no company details back: the form starts empty, and saving sends all of them.
  for (const [label, value] of Object.entries(COMPANY)) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('State', { exact: true }).selectOption('OH');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status', { name: 'Notifications' })).toHaveText('Company details saved.');
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Dublin');

  // Sign out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // What a newcomer would see go wrong: console errors, uncaught errors, failed requests and HTTP errors.
  // A service call the portal cancels itself (as at sign-out) is none; a script or page that fails is.
  expect(pageProblems.filter((p) => !p.cancelledByPortal).map((p) => `${p.kind}: ${p.text}`)).toEqual([]);
});
