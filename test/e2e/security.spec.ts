/**
 * Security in the real browser: hostile text from the service renders as inert text, links are only
 * mailto: and tel:, the token stays out of the URL, localStorage and the console, sign-out leaves nothing
 * behind, and the Content-Security-Policy is never violated.
 */
import type { Page } from '@playwright/test';
import { larkspurResponse } from '../../src/mocks/data/orders/larkspur';
import { expect, signIn, startSignedIn, test } from './fixtures';
import { MOCK_STATE_KEY } from '../../src/mocks/storage-keys';

const SESSION_KEY = 'valuation-portal:session';

const IMG = `<img src=x onerror="window.__xss='img'">`;
const SCRIPT = `<script>window.__xss='script'</script>`;
const SVG = `<svg onload="window.__xss='svg'"></svg>`;
const RTL = '\u202Egnp.exe\u202C Rivera';
const LONG = `Very long ${'name '.repeat(400)}end`;

const hostileOrder = {
  intakeToken: 'int_H0ST1LE',
  orderToken: 'ord_H0ST1LE',
  responses: [
    {
      ...larkspurResponse,
      order_token: 'ord_H0ST1LE',
      property_address: {
        ...larkspurResponse.property_address,
        address: IMG,
        address_line_2: SCRIPT,
        asset_ref_id: 'javascript:alert(1)',
      },
      results: {
        ...larkspurResponse.results,
        commentary: {
          ...larkspurResponse.results.commentary,
          market: SVG,
          valuation: LONG,
          recommendations: RTL,
        },
        budget_line_items: larkspurResponse.results.budget_line_items.map((item, i) =>
          i === 0 ? { ...item, line_itme: IMG, description: SCRIPT, category: SVG } : item,
        ),
      },
    },
  ],
};

/** Puts hostile strings into the demo mock service's state, then reloads so it reads them. */
async function seedHostileData(page: Page) {
  await page.evaluate(
    ({ key, img, script, svg, rtl, long, order }) => {
      const state = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as {
        companies: {
          token: string;
          loanOfficers: unknown[];
          paymentSources: Record<
            string,
            { ach: Record<string, unknown>[]; creditCards: Record<string, unknown>[] }
          >;
        }[];
        extraOrders?: unknown[];
      };
      const company = state.companies.find((c) => c.token === 'cmp_KEYST0NE');
      if (!company) throw new Error('no demo company');
      company.loanOfficers.push(
        {
          token: 'usr_X1',
          username: script,
          first_name: 'Eve',
          last_name: img,
          name: img,
          email: 'javascript:alert(1)',
          phone: 'javascript:alert(2)',
        },
        {
          token: 'usr_X2',
          username: 'rtl.user',
          first_name: 'R',
          last_name: 'L',
          name: rtl,
          email: `${svg}@example.com`,
          phone: '+1 (555) <b>bold</b>',
        },
        {
          token: 'usr_X3',
          username: 'long.user',
          first_name: 'L',
          last_name: 'N',
          name: long,
          email: 'long@example.com',
          phone: '+16145550100',
        },
      );
      const stripe = company.paymentSources.stripe;
      if (!stripe) throw new Error('no demo payment sources');
      stripe.ach[0] = { ...stripe.ach[0], source_name: img, verification_status: script };
      stripe.creditCards[0] = {
        ...stripe.creditCards[0],
        source_name: svg,
        payload: { exp_month: 8, exp_year: 2028, brand: svg },
      };
      state.extraOrders = [order];
      window.sessionStorage.setItem(key, JSON.stringify(state));
    },
    { key: MOCK_STATE_KEY, img: IMG, script: SCRIPT, svg: SVG, rtl: RTL, long: LONG, order: hostileOrder },
  );
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

async function expectInert(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  await expect(page.locator('main img[src="x"], main svg[onload], main script')).toHaveCount(0);
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const href of hrefs) expect(href).toMatch(/^(\/|#|mailto:|tel:|blob:)/);
  expect(hrefs.filter((h) => /javascript:/i.test(h))).toEqual([]);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});

test('hostile text from the service renders as inert text on every page that shows it', async ({
  page,
  axe,
}) => {
  await startSignedIn(page);
  await seedHostileData(page);

  await page.goto('/loan-officers');
  await expect(page.getByRole('rowheader', { name: IMG, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: SCRIPT, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'javascript:alert(1)', exact: true })).toBeVisible();
  // A name's bidirectional overrides are dropped, so it cannot reverse itself or its neighbors.
  await expect(page.getByText('gnp.exe Rivera', { exact: true })).toBeVisible();
  await expect(page.getByText(RTL)).toHaveCount(0);
  await expect(page.getByText(LONG)).toBeVisible();
  await expectInert(page);
  await axe.expectNoViolations('loan officers with hostile text');

  await page.goto('/payment-methods');
  await expect(page.getByText(IMG).first()).toBeVisible();
  await expectInert(page);

  await page.goto('/orders/int_H0ST1LE/ord_H0ST1LE');
  await expect(page.getByText(IMG).first()).toBeVisible();
  await expect(page.getByText(SVG).first()).toBeVisible();
  await expectInert(page);

  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('the token never reaches the URL, localStorage or the console, and sign-out leaves nothing', async ({
  page,
}) => {
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(message.text()));
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  await signIn(page);
  const token = await page.evaluate(
    (key) => (JSON.parse(window.sessionStorage.getItem(key) ?? '{}') as { token?: string }).token,
    SESSION_KEY,
  );
  expect(token).toMatch(/^tok_/);
  for (const path of ['/pricing', '/loan-officers', '/payment-methods', '/orders/int_8F3K2M/ord_5T7R1Q']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
  const localStorageDump = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
  expect(localStorageDump).not.toContain(token);
  expect(urls.filter((u) => u.includes(String(token)))).toEqual([]);
  expect(consoleLines.filter((l) => l.includes(String(token)))).toEqual([]);

  await page.goto('/loan-officers');
  await expect(page.getByText('Marcus Bell')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), SESSION_KEY)).toBeNull();
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Marcus Bell')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)).toEqual([]);
});

test('the built portal is served under its Content-Security-Policy', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
    'content',
    /script-src 'self';/,
  );
  // An injected inline script is refused by the policy.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = "window.__inline = 'ran'";
    document.body.appendChild(s);
  });
  expect(await page.evaluate(() => (window as unknown as { __inline?: string }).__inline)).toBeUndefined();
  // Reported once by the meta tag's policy and once by the header's: both refuse it.
  const violations = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
  expect(violations.length).toBeGreaterThan(0);
  expect(new Set(violations)).toEqual(new Set(['script-src-elem inline']));
});
