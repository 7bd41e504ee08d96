import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { expect, signIn, test } from './fixtures';
import { THEME_STORAGE_KEY } from '../../src/app/theme-choice';

test('sign in with the demo credentials, see the shell, sign out', async ({ page, axe }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Valuation Portal');
  const demo = page.getByRole('complementary', { name: 'Demo credentials' });
  await expect(demo).toContainText(DEMO_CREDENTIALS.username);
  await expect(demo).toContainText(DEMO_CREDENTIALS.password);
  await axe.expectNoViolations('sign-in page');

  await page.getByRole('button', { name: 'Sign in' }).click();
  // The error summary takes focus and links to each field (GOV.UK).
  const summary = page.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['Enter your username.', 'Enter your password.']);
  await expect(page.getByLabel('Username', { exact: true })).toHaveAccessibleDescription(
    'Enter your username.',
  );
  await axe.expectNoViolations('sign-in page with validation errors');

  await page.getByLabel('Username', { exact: true }).fill(DEMO_CREDENTIALS.username);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid username or password!');
  await axe.expectNoViolations('sign-in page with a refusal');

  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page).toHaveTitle('Price a report · Valuation Portal');
  await expect(page.getByText('Signed in as Dana Whitfield').first()).toBeVisible();
  await axe.expectNoViolations('shell');

  await page.getByRole('link', { name: 'Loan officers' }).click();
  await expect(page).toHaveURL(/\/loan-officers$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeVisible();
  await expect(page).toHaveTitle('Loan officers · Valuation Portal');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Sign in · Valuation Portal');
  expect(await page.evaluate(() => window.sessionStorage.getItem('valuation-portal:session'))).toBeNull();
});

test('a deep link asks for sign-in, then returns to the page', async ({ page }) => {
  await page.goto('/company');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill(DEMO_CREDENTIALS.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/company$/);
});

test('the shell works on a phone: the menu opens the navigation', async ({ page, axe }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(nav).toBeVisible();
  await expect(nav.getByText('Signed in as Dana Whitfield')).toBeVisible();
  await axe.expectNoViolations('phone shell with open menu');
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(nav).toBeHidden();
});

test('an unknown address shows the not-found page', async ({ page, axe }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Valuation Portal');
  await axe.expectNoViolations('not-found page');
});

test('signed in, an unknown address keeps the shell and its navigation', async ({ page, axe }) => {
  await signIn(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Quotes' })).toBeVisible();
  await axe.expectNoViolations('not-found page in the shell');
  await expect(page).toHaveTitle('Page not found · Valuation Portal');
  await nav.getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotes' })).toBeVisible();
  await expect(page).toHaveTitle('Quotes · Valuation Portal');
});

test('"Show password" shows what was typed, and the disabled button stays legible', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('demo-pass-2026');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByLabel('Show password').check();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue('demo-pass-2026');
  await page.getByLabel('Show password').uncheck();
  await expect(password).toHaveAttribute('type', 'password');
  // The sign-in button changes color at once (no transition) when it is disabled.
  const button = page.getByRole('button', { name: 'Sign in' });
  expect(await button.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
});

test('the prerendered sign-in page hydrates without errors and works before and after', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.request.get('/login');
  expect(await response.text()).toContain('<h1 tabindex="-1"');
  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('before hydration the prerendered form cannot submit, so credentials never reach a URL', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await page.getByLabel('Username', { exact: true }).fill(DEMO_CREDENTIALS.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_CREDENTIALS.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

test('a remembered dark theme is applied before the sign-in page is first painted', async ({ page }) => {
  await page.addInitScript((key) => {
    if (window.location.pathname !== '/login') return;
    window.localStorage.setItem(key, 'dark');
    // When the theme lands on <html>, how many paints the browser had already reported.
    new MutationObserver(() => {
      document.documentElement.dataset.paintsBeforeTheme ??= String(
        performance.getEntriesByType('paint').length,
      );
    }).observe(document, { subtree: true, attributeFilter: ['data-theme'] });
  }, THEME_STORAGE_KEY);
  // The boot module arrives well after the page's HTML and styles (a slow network): the page waits for it.
  await page.route('**/assets/index-*.js', async (route) => {
    const response = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fulfill({ response });
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-paints-before-theme', '0');
});
