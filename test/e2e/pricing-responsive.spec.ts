/**
 * The pricing path on a desktop, a phone and the narrowest phone: nothing scrolls sideways, the running
 * summary stays in view (a sticky side panel, or a bottom bar that expands), axe finds nothing. Then
 * the dark theme (by prefers-color-scheme and by the account menu) and the printed quote sheet.
 */
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

const TODAY = new Date(2026, 10, 23, 10, 0);
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
  { width: 320, height: 640 },
] as const;

async function expectNoSidewaysScroll(page: Page, where: string) {
  const sizes = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(sizes.scrollWidth, `the page scrolls sideways on ${where}`).toBeLessThanOrEqual(sizes.innerWidth);
}

/** Whether a CSS color is dark: drawn on a canvas to read it as sRGB, whatever color space CSS used. */
async function isDarkColor(page: Page, color: string): Promise<boolean> {
  return page.evaluate((css) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = css;
    context.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
    return (r + g + b) / 3 < 80;
  }, color);
}

/** Chooses a card of the open step by clicking it, as a user does, then "Continue". */
async function choose(page: Page, step: string, option: string) {
  await page.getByRole('group', { name: step }).getByText(option, { exact: true }).click();
  await expect(page.getByRole('group', { name: step }).getByRole('radio', { name: option })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
}

for (const size of SIZES) {
  test(`the whole pricing path at ${size.width}x${size.height}`, async ({ page, axe }) => {
    test.slow();
    await page.setViewportSize(size);
    await page.clock.setFixedTime(TODAY);
    await startSignedIn(page);
    const phone = size.width < 1024;
    const summary = page.getByRole('complementary', { name: 'Quote summary' });
    const toggle = summary.getByRole('button', { name: /^(Show|Hide) details$/ });

    await expect(page.getByRole('group', { name: 'Report type' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the report types');
    await choose(page, 'Report type', 'Renovation Analysis');
    await expect(page.getByRole('group', { name: 'Turnaround' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the turnarounds');
    await choose(page, 'Turnaround', 'Standard');
    await choose(page, 'Inspection', 'Interior with Exterior');
    // Each Continue moves the focus to the next step's heading and brings it into view.
    const propertyHeading = page.getByRole('heading', { level: 2, name: /^Step 4 of 4: Property/ });
    await expect(propertyHeading).toBeFocused();
    await expect(propertyHeading).toBeInViewport();
    await expectNoSidewaysScroll(page, 'the property step');
    await page.getByLabel('Property type').selectOption('sfr');
    await page.getByLabel('State').selectOption('TX');
    await page.getByLabel('ZIP code').fill('75201');
    await page.getByRole('button', { name: 'Get the price' }).click();

    const price = page.getByRole('region', { name: 'Your price' });
    await expect(price.getByRole('table', { name: 'Price breakdown' }).getByRole('row').last()).toHaveText(
      'Total$489.99',
    );
    await expect(price.getByRole('heading', { name: 'Your price' })).toBeFocused();
    await expect(price.getByRole('heading', { name: 'Your price' })).toBeInViewport();
    await page.getByRole('button', { name: 'Show comparison' }).click();
    await expect(page.getByRole('button', { name: 'Switch to Super Rush' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the price and the turnaround comparison');
    await axe.expectNoViolations(`pricing at ${size.width}px: the price and the comparison`);

    // The summary stays in view: a side panel that sticks, or a bar fixed to the bottom of the screen.
    const position = await summary.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe(phone ? 'fixed' : 'sticky');
    await page.mouse.wheel(0, 2_000);
    await expect(summary).toBeInViewport();
    if (!phone) {
      await expect(toggle).toBeHidden();
      await expect(summary).toContainText('Total$489.99');
      return;
    }
    await expect(summary).toContainText('$489.99Due Mon, Nov 30, 2026');
    const box = await summary.boundingBox();
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(size.height);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(summary.getByRole('heading', { name: 'Breakdown' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveText('Hide details');
    await expect(summary.getByRole('heading', { name: 'Breakdown' })).toBeVisible();
    await expect(summary).toContainText('Report$419.99Inspection$70.00Total$489.99DueMon, Nov 30, 2026');
    await expectNoSidewaysScroll(page, 'the open summary');
    await axe.expectNoViolations(`pricing at ${size.width}px: the open summary`);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
}

test('the dark theme follows the system, can be chosen in the account menu, and is remembered', async ({
  page,
  axe,
}) => {
  test.slow();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.clock.setFixedTime(TODAY);
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const isDark = async () =>
    isDarkColor(page, await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await isDark()).toBe(true);
  await axe.expectNoViolations('sign-in, dark');
  await startSignedIn(page);
  await page.goto(
    '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
  );
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByRole('row').last()).toHaveText('Total$489.99');
  await page.getByRole('button', { name: 'Show comparison' }).click();
  await expect(page.getByRole('button', { name: 'Switch to Rush' })).toBeVisible();
  expect(await isDark()).toBe(true);
  await axe.expectNoViolations('pricing, dark: the price and the comparison');

  await price.getByRole('button', { name: 'Save quote' }).click();
  await page.getByRole('button', { name: 'Change the turnaround' }).click();
  await expect(page.getByRole('group', { name: 'Turnaround' })).toBeVisible();
  await axe.expectNoViolations('pricing, dark: a step open');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await expect(page.getByText('Same price today')).toBeVisible();
  await axe.expectNoViolations('quotes, dark');

  // The account menu overrides the system, and the choice survives a reload.
  const account = page.getByRole('button', { name: 'Signed in as Dana Whitfield' });
  await account.click();
  const theme = page.getByRole('group', { name: 'Theme' }).filter({ visible: true });
  await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
  await axe.expectNoViolations('account menu, dark');
  await theme.getByText('Light', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await isDark()).toBe(false);
  const light = await background();
  await page.reload();
  await expect(page.getByText('Same price today')).toBeVisible();
  expect(await background()).toBe(light);
  await axe.expectNoViolations('quotes, light while the system is dark');
  await account.click();
  await theme.getByText('System', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await isDark()).toBe(true);
});

test('the printed quote sheet: the quote alone, light even in the dark theme, on one page', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.clock.setFixedTime(TODAY);
  await startSignedIn(page);
  await page.goto(
    '/pricing?report=prop-value&tat=rush&inspection=interior-w-exterior&property=triplex&state=CA&zip=94103',
  );
  const price = page.getByRole('region', { name: 'Your price' });
  await price.getByRole('button', { name: 'Save quote' }).click();
  const saved = price.getByText(/^Saved as Q-[A-HJKMNP-Z2-9]{6} in this browser\./);
  await expect(saved).toBeVisible();
  const reference = /Q-[A-Z0-9]+/.exec((await saved.textContent()) ?? '')?.[0] ?? '';

  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const sheet = page.getByRole('article', { name: `Quote ${reference}` });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(price).toBeHidden();
  await expect(page.getByRole('button').filter({ visible: true })).toHaveCount(0);
  await expect(sheet).toContainText(
    `Valuation PortalPrice quoteQuote ${reference}Prepared byDana Whitfield (dana.whitfield@keystonelending.example)Priced onMon, Nov 23, 2026; prices can change`,
  );
  await expect(sheet).toContainText('PropertyTriplex (3 units) in California 94103');
  await expect(sheet).toContainText('TurnaroundRush (2 to 3 business days)');
  await expect(sheet).toContainText('DueThu, Nov 26, 2026');
  await expect(sheet.getByRole('row')).toHaveText([
    'ItemAmount',
    'ReportDesktop Property Valuation Report.$349.99',
    'InspectionInterior with Exterior: $70.00 for the first unit and $25.00 for each of the 2 additional units.$120.00',
    'TurnaroundRush delivery (2 to 3 business days).$100.00',
    'Surcharge$25.00',
    'Total$594.99',
  ]);
  // Print is light whatever the screen shows: dark text on white paper.
  const [ink, paper] = await sheet.evaluate((el) => [
    getComputedStyle(el).color,
    getComputedStyle(document.documentElement).backgroundColor,
  ]);
  expect(paper).toBe('rgb(255, 255, 255)');
  expect(await isDarkColor(page, ink ?? '')).toBe(true);
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('below the side panel’s width, what the keyboard focuses is never behind the bottom bar', async ({
  page,
}) => {
  // A short window whose step ends at the bottom of the screen: Continue is the last control in view.
  await page.setViewportSize({ width: 900, height: 700 });
  await startSignedIn(page);
  const bar = page.getByRole('complementary', { name: 'Quote summary' });
  await expect(bar).toHaveText(/Step 1 of 4: Report type/);
  await page.getByRole('radio', { name: 'Property Valuation' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Renovation Analysis' })).toBeChecked();
  await page.keyboard.press('Tab');
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeFocused();
  const buttonBox = await continueButton.boundingBox();
  const barBox = await bar.boundingBox();
  if (!buttonBox || !barBox) throw new Error('Continue or the bar has no box');
  // Wholly above the bar, and inside the window.
  expect(buttonBox.y).toBeGreaterThanOrEqual(0);
  expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y);
});

test('printed before there is a price, the page says so instead of coming out blank', async ({ page }) => {
  await startSignedIn(page, { at: '/pricing' });
  await expect(page.getByRole('heading', { level: 1, name: 'Price a report' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(
    page.getByText(
      'There is no price to print yet. Choose a report, a turnaround and an inspection, describe the property and get a price; then print the quote.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: 'Pricing steps' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText('There is no price to print yet.', { exact: false })).toBeHidden();
});

test('a linked quote opens on a phone without moving the steps as the lists arrive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page);
  await page.addInitScript(() => {
    const moved: string[] = [];
    (window as unknown as { movedSteps: string[] }).movedSteps = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { sources: { node?: Node | null }[] }[])
        for (const { node } of entry.sources)
          if (node instanceof HTMLLIElement && node.closest('ol[aria-label="Pricing steps"]'))
            moved.push((node.textContent ?? '').slice(0, 40));
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(
    '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
  );
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByRole('button', { name: 'Save quote' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Step 2 of 4: Turnaround' })).toContainText(
    'Standard · No extra fee · due',
  );
  expect(await page.evaluate(() => (window as unknown as { movedSteps: string[] }).movedSteps)).toEqual([]);
});
