/**
 * A large paste on /pricing/batch (a spreadsheet's worth of rows, pasted with the keyboard): kept out of
 * the "Paste rows" box and shown as "N rows pasted" with "Edit as text" and "Clear", announced, usable
 * from the keyboard, priced; a small paste goes into the box as before.
 */
import type { Page } from '@playwright/test';
import { distinctRows } from './batch-helpers';
import { expect, startSignedIn, test } from './fixtures';

async function openBatch(page: Page) {
  await startSignedIn(page, { at: '/pricing/batch' });
  await expect(page.getByRole('heading', { level: 1, name: 'Price many properties' })).toBeVisible();
  await page.getByLabel('Report type', { exact: true }).selectOption('reno-arv');
  await page.getByLabel('Turnaround', { exact: true }).selectOption('standard');
  await page.getByLabel('Inspection', { exact: true }).selectOption('interior-w-exterior');
}

/** Copies `text` to the clipboard and pastes it with the keyboard into the focused field. */
async function pasteWithKeyboard(page: Page, text: string) {
  await page.evaluate((copied) => navigator.clipboard.writeText(copied), text);
  await page.keyboard.press('ControlOrMeta+V');
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

const pastedNote = (page: Page) => page.getByRole('status').filter({ hasText: /rows? pasted\./ });

test('a large paste is kept out of the box, announced, priced; "Edit as text" and "Clear" work from the keyboard', async ({
  page,
  axe,
}) => {
  test.slow();
  await openBatch(page);
  const box = page.getByRole('textbox', { name: 'Paste rows' });
  await box.focus();
  await pasteWithKeyboard(page, distinctRows(120));

  await expect(pastedNote(page)).toHaveText(
    '120 rows pasted. Too many to show in the box; paste again to replace them.',
  );
  await expect(box).toHaveValue('');
  await expect(box).toBeFocused();
  await expect(page.getByText('120 rows read: 120 rows ready to price.')).toBeVisible();
  await axe.expectNoViolations('batch: a large paste');

  // "Edit as text" puts the rows in the box; a paste again takes them out.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Edit as text' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(box).toHaveValue(distinctRows(120));
  await expect(box).toBeFocused();
  await expect(pastedNote(page)).toHaveCount(0);

  await page.keyboard.press('ControlOrMeta+A');
  await pasteWithKeyboard(page, distinctRows(300));
  await expect(pastedNote(page)).toHaveText(/^300 rows pasted\./);
  await expect(box).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Price 300 properties' })).toBeVisible();

  // "Clear" forgets them; the box has the focus again.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Clear' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pastedNote(page)).toHaveCount(0);
  await expect(box).toBeFocused();
  await expect(page.getByRole('button', { name: 'Price the properties' })).toBeVisible();

  // A small paste goes into the box, as before.
  await pasteWithKeyboard(page, distinctRows(3));
  await expect(box).toHaveValue(distinctRows(3));
  await expect(page.getByText('3 rows read: 3 rows ready to price.')).toBeVisible();

  // A large paste replaces what was typed and is what is priced.
  await page.keyboard.press('ControlOrMeta+A');
  await pasteWithKeyboard(page, distinctRows(120));
  await expect(pastedNote(page)).toHaveText(/^120 rows pasted\./);
  await page.getByRole('button', { name: 'Price 120 properties' }).click();
  await expect(page.getByText('All 120 priced')).toBeVisible({ timeout: 30_000 });
});

test('a file replaces a large paste, and a large paste replaces a file', async ({ page }) => {
  await openBatch(page);
  const box = page.getByRole('textbox', { name: 'Paste rows' });
  const file = page.getByLabel('Spreadsheet (CSV)');
  await box.focus();
  await pasteWithKeyboard(page, distinctRows(200));
  await expect(pastedNote(page)).toHaveText(/^200 rows pasted\./);

  await file.setInputFiles({ name: 'loans.csv', mimeType: 'text/csv', buffer: Buffer.from(distinctRows(4)) });
  await expect(page.getByText('4 rows read in loans.csv: 4 rows ready to price.')).toBeVisible();
  await expect(pastedNote(page)).toHaveCount(0);

  await box.focus();
  await pasteWithKeyboard(page, distinctRows(200));
  await expect(page.getByText('200 rows read: 200 rows ready to price.')).toBeVisible();
  await expect(file).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Price 200 properties' })).toBeVisible();
});
