/**
 * The designer's list of issue 20, on phones and on a desktop: the result's section navigation stays at
 * hand (sticky, never wider than a 320 px screen, "Back to top" once scrolled); a toast never covers
 * Sign out, the account menu or the page's main action; what was chosen in pricing shows once on a
 * phone, and the summary never says "Not chosen yet" for a step that shows a tick while pricing loads.
 */
import type { Locator, Page } from '@playwright/test';
import { MOCK_LATENCY_KEY } from '../../src/mocks/storage-keys';
import { TEXAS_QUERY } from '../fixtures/pricing';
import { fillCompanyForm } from './company-form';
import { expect, startSignedIn, test } from './fixtures';

const LARKSPUR = '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q';
const QUOTE = `/pricing${TEXAS_QUERY}`;

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}

/** The toast's box clears every box given (each named for the failure message). */
async function expectToastClear(page: Page, message: string, boxes: Record<string, Box>) {
  const toast = page.getByRole('status', { name: 'Notifications' }).getByText(message, { exact: true });
  await expect(toast).toBeInViewport();
  const box = await boxOf(toast);
  for (const [name, other] of Object.entries(boxes)) {
    expect(overlaps(box, other), `the toast covers ${name}`).toBe(false);
  }
}

test('the result’s section navigation sticks at 320 px, scrolls inside itself, and leads back to the top', async ({
  page,
  axe,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await startSignedIn(page, { at: LARKSPUR });
  await expect(page.getByRole('heading', { level: 2, name: 'Commentary' })).toBeVisible({ timeout: 15_000 });
  const nav = page.getByRole('navigation', { name: 'Sections of this report' });
  const backToTop = nav.getByRole('link', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);

  await nav.getByRole('link', { name: 'Budget' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Budget' })).toHaveAttribute('aria-current', 'location');
  await expect.poll(async () => (await boxOf(nav)).y).toBe(0);
  await expect(backToTop).toBeVisible();
  const sizes = await nav.evaluate((element) => {
    const list = element.querySelector('ul');
    return {
      right: element.getBoundingClientRect().right,
      pageWidth: document.documentElement.scrollWidth,
      listScrolls: list !== null && list.scrollWidth > list.clientWidth,
    };
  });
  expect(sizes).toEqual({ right: 320, pageWidth: 320, listScrolls: true });
  expect((await boxOf(backToTop)).x + (await boxOf(backToTop)).width).toBeLessThanOrEqual(320);
  await axe.expectNoViolations('the order result at 320 px, scrolled to the budget');

  // Keyboard: the last section link, then Back to top.
  await nav.getByRole('link', { name: 'Commentary' }).focus();
  await page.keyboard.press('Tab');
  await expect(backToTop).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(backToTop).toHaveCount(0);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
] as const) {
  test(`at ${size.width} px a toast covers neither Sign out, the account menu nor the main action`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize(size);
    await startSignedIn(page);
    const header: Record<string, Box> = {
      'Sign out': await boxOf(page.getByRole('button', { name: 'Sign out' })),
    };
    const account = page.getByRole('button', { name: /^Signed in as/ });
    header['the account menu'] = await boxOf(
      size.width < 640 ? page.getByRole('button', { name: 'Menu' }) : account,
    );

    // Pricing: Save quote, at the foot of the screen or wherever it was when pressed.
    await page.goto(QUOTE);
    const price = page.getByRole('region', { name: 'Your price' });
    const saveQuote = price.getByRole('button', { name: 'Save quote' });
    await saveQuote.scrollIntoViewIfNeeded();
    const saveBox = await boxOf(saveQuote);
    await saveQuote.click();
    const reference = /Q-[A-Z0-9]+/.exec((await price.getByText(/^Saved as Q-/).textContent()) ?? '')?.[0];
    const bar = page.getByRole('complementary', { name: 'Quote summary' });
    await expectToastClear(page, `Quote ${reference} saved.`, {
      'Save quote': saveBox,
      'Print quote': await boxOf(price.getByRole('button', { name: 'Print quote' })),
      ...(size.width < 1024 ? { 'the pricing bar': await boxOf(bar) } : {}),
    });

    // At the top of a page, the toast sits under the header, not over it.
    await page.goto('/company');
    const save = page.getByRole('button', { name: 'Save changes' });
    await fillCompanyForm(page);
    await save.scrollIntoViewIfNeeded();
    const saveChanges = await boxOf(save);
    await save.click();
    await expectToastClear(page, 'Company details saved.', { 'Save changes': saveChanges });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectToastClear(page, 'Company details saved.', {
      ...header,
      'the header': await boxOf(page.getByRole('banner')),
    });
  });
}

/** Visible text nodes on the page naming the report type by its short name (not its formal name). */
async function visibleMentions(page: Page, name: string): Promise<number> {
  return page.evaluate((name) => {
    let count = 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const mentions = text.split(name).length - 1 - (text.split(`${name} with`).length - 1);
      if (mentions > 0 && node.parentElement?.checkVisibility({ visibilityProperty: true }))
        count += mentions;
    }
    return count;
  }, name);
}

test('on a phone what was chosen shows once, the summary’s details open or closed', async ({ page, axe }) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await startSignedIn(page, { at: QUOTE });
  const price = page.getByRole('region', { name: 'Your price' });
  await expect(price.getByRole('table', { name: 'Price breakdown' }).getByRole('row').last()).toHaveText(
    'Total$489.99',
  );
  expect(await visibleMentions(page, 'Renovation Analysis')).toBe(1);
  await expect(price).toContainText('Priced on');
  const bar = page.getByRole('complementary', { name: 'Quote summary' });
  await bar.getByRole('button', { name: 'Show details' }).click();
  await expect(bar.getByRole('heading', { name: 'Breakdown' })).toBeVisible();
  expect(await visibleMentions(page, 'Renovation Analysis')).toBe(1);
  await axe.expectNoViolations('pricing at 390 px, the summary open');
});

test('while the lists and the price load, the summary never says “Not chosen yet” for a ticked step', async ({
  page,
}) => {
  // Due dates are business days from today: Tuesday 24 November 2026, 10:00, gives Tue, Dec 1.
  await page.clock.setFixedTime(new Date(2026, 10, 24, 10, 0));
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page);
  await page.evaluate((key) => window.sessionStorage.setItem(key, '1500'), MOCK_LATENCY_KEY);
  await page.goto(QUOTE);
  const summary = page.getByRole('complementary', { name: 'Quote summary' });
  await expect(
    page.getByRole('heading', { level: 2, name: 'Step 1 of 4: Report type (done)' }),
  ).toBeVisible();
  await expect(summary).toContainText('Report typeLoading…TurnaroundLoading…InspectionLoading…');
  await expect(summary).not.toContainText('Not chosen yet');
  await expect(summary).toContainText(
    'Report typeRenovation AnalysisTurnaroundStandard, due Tue, Dec 1, 2026InspectionInterior with Exterior',
  );
  await expect(page.getByRole('region', { name: 'Your price' })).toContainText('Pricing this report…');
  await expect(summary).not.toContainText('Not chosen yet');
  await expect(summary).toContainText('Total$489.99');
});
