/**
 * A browser whose localStorage is full (issue 45, items 10 and 11): "Sign out" still ends a copy of the
 * tab that was on another site, and "Save quote" says that the quote was not saved, and why.
 */
import type { Page } from '@playwright/test';
import { TEXAS_QUERY } from '../fixtures/pricing';
import { copyTabThenLeave, serveElsewhere, signOutThenBringCopyBack } from './copied-tab';
import { expect, signIn, startSignedIn, test } from './fixtures';
const QUOTE = `/pricing${TEXAS_QUERY}`;
const FULL_MESSAGE =
  "This browser's storage for the portal is full. Delete saved quotes you no longer need (under Quotes), then save again.";

/** Fills the origin's localStorage with another app's data until the browser refuses the smallest write. */
async function fillLocalStorage(page: Page): Promise<void> {
  const refused = await page.evaluate(() => {
    let index = 0;
    let error = '';
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const value = 'x'.repeat(size);
      try {
        for (;;) window.localStorage.setItem(`another-app:${index++}`, value);
      } catch (e) {
        error = (e as DOMException).name;
      }
    }
    return error;
  });
  expect(refused).toBe('QuotaExceededError');
}

test('with localStorage full before sign-in, a copy of the tab that was on another site during sign-out comes back signed out', async ({
  page,
  context,
}) => {
  await serveElsewhere(context);
  await page.goto('/favicon.svg');
  await fillLocalStorage(page);
  await signIn(page);
  const copy = await copyTabThenLeave(page, context);
  await signOutThenBringCopyBack(page, copy);
});

for (const { width, height } of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px, Save quote with localStorage full says by the button that the quote was not saved, and why`, async ({
    page,
    axe,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    await startSignedIn(page, { at: QUOTE });
    const price = page.getByRole('region', { name: 'Your price' });
    const save = price.getByRole('button', { name: 'Save quote' });
    // The price is asked for on arrival: on a loaded machine it can take longer than expect's default.
    await expect(save).toBeVisible({ timeout: 30_000 });
    await fillLocalStorage(page);
    await save.click();

    const alert = price.getByRole('alert');
    await expect(alert).toContainText(/^Quote Q-[A-HJKMNP-Z2-9]{6} was not saved/);
    await expect(alert).toContainText(FULL_MESSAGE);
    await expect(save).toHaveAccessibleDescription(FULL_MESSAGE);
    await expect(price.getByText(/^Saved as Q-/)).toHaveCount(0);
    await axe.expectNoViolations('quote not saved, storage full');
  });
}
