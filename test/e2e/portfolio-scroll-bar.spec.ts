/**
 * The portfolio's long table on a desk: its sideways scroll bar stays at the bottom of the screen while
 * the table goes on below, so a mouse scrolls the table sideways without going down to its last row.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDemoPortfolioOnDesk } from './portfolio-helpers';

const scrollLeft = (scroller: Locator) => scroller.evaluate((element) => Math.round(element.scrollLeft));

test("on a desk the table's sideways scroll bar stays at the bottom of the screen, and scrolls the table", async ({
  page,
  axe,
}) => {
  const frame = await openDemoPortfolioOnDesk(page);
  // The bar is a pointer's control with no name (hidden from assistive technology, which scrolls the
  // frame itself): found by its place, the element at the bottom of the screen under the table.
  const bar = page.locator('.sticky-scroll-bar');
  await page.getByRole('columnheader', { name: 'Address' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 600);

  // Rows go on below the screen, and the bar is at its bottom edge, as wide as the frame.
  await expect(bar).toBeVisible();
  const [box, frameBox] = [await bar.boundingBox(), await frame.boundingBox()];
  expect(Math.round(box!.y + box!.height)).toBe(900);
  expect(frameBox!.y + frameBox!.height).toBeGreaterThan(1200);
  expect(Math.round(box!.width)).toBe(Math.round(frameBox!.width) - 2);
  // The frame's own bar, at the table's foot, is hidden: one bar at a time.
  expect(await frame.evaluate((element) => getComputedStyle(element).scrollbarWidth)).toBe('none');
  await axe.expectNoViolations('the results scrolled down, the scroll bar at the bottom of the screen');

  // A mouse's sideways wheel over the bar (a tilt wheel, or Shift and the wheel) scrolls it, and the
  // table with it, to the same place. (The test's browser draws no scroll bars, so it cannot drag one.)
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await page.mouse.wheel(600, 0);
  await expect.poll(() => scrollLeft(frame)).toBeGreaterThan(100);
  expect(await scrollLeft(frame)).toBe(await scrollLeft(bar));
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeInViewport();

  // The keyboard scrolls the frame (a tab stop): the bar follows it.
  const wheeled = await scrollLeft(frame);
  await frame.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => scrollLeft(frame)).toBeLessThan(wheeled);
  await expect.poll(async () => (await scrollLeft(bar)) - (await scrollLeft(frame))).toBe(0);

  // At the page's end the bar rests at the table's foot, just under its last row.
  // (The wheel again until the end: the rows below are measured as they come into view.)
  await expect
    .poll(async () => {
      await page.mouse.wheel(0, 2000);
      const [barNow, frameNow] = [await bar.boundingBox(), await frame.boundingBox()];
      return Math.round(barNow!.y - (frameNow!.y + frameNow!.height));
    })
    .toBe(0);

  // Printed, no bar: the table is drawn whole.
  await page.emulateMedia({ media: 'print' });
  await expect(bar).toBeHidden();
});

test('on a phone the results are cards, with no sideways scroll bar', async ({ page }) => {
  await openDemoPortfolioOnDesk(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('table', { name: 'Results of the portfolio' })).toBeVisible();
  await expect(page.locator('.sticky-scroll-bar')).toBeHidden();
});
