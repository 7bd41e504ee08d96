/**
 * The portfolio's long table on a desk: its heading row stays in view over the rows (a copy at the top of
 * the screen once the table's own heading has scrolled away), follows the table sideways, and sorts.
 */
import { expect, test } from './fixtures';
import { openDemoPortfolioOnDesk } from './portfolio-helpers';

test('on a desk the heading row stays at the top of the screen over the rows, follows the table sideways, and sorts', async ({
  page,
  axe,
}) => {
  const frame = await openDemoPortfolioOnDesk(page);
  /** The heading the reader sees at the top of the screen above a column (its heading cell's x). */
  const headingOnTop = (column: string) =>
    page.getByRole('columnheader', { name: column }).evaluate((cell) => {
      const { left, width } = cell.getBoundingClientRect();
      const top = document.elementFromPoint(left + width / 2, 12)?.closest('th');
      return top ? `${top.textContent}${top.closest('[aria-hidden="true"]') ? ' (the copy)' : ''}` : null;
    });
  const sortByValue = page.getByRole('button', { name: 'As-is value' });

  // A keyboard in the table's own heading row sees that row, even half under the top of the screen:
  // nothing covers it or its focus ring.
  await page.getByRole('button', { name: 'Address' }).focus();
  await page.keyboard.press('Tab');
  await expect(sortByValue).toBeFocused();
  await sortByValue.evaluate((button) => button.scrollIntoView({ block: 'start' }));
  expect(await headingOnTop('As-is value')).toBe('As-is value');
  await frame.focus();

  // Two screens down, the copy of the heading row is at the top, over the same columns.
  await page.mouse.wheel(0, 1800);
  await expect.poll(() => headingOnTop('As-is value')).toBe('As-is value (the copy)');
  expect(await headingOnTop('Address')).toBe('Address (the copy)');
  await axe.expectNoViolations('the results scrolled down, the heading row in view');

  // Scrolled sideways to the end: the copy follows, its pinned headings stay.
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect.poll(() => headingOnTop('Status')).toBe('Status (the copy)');
  expect(await headingOnTop('Address')).toBe('Address (the copy)');

  // A pointer sorts from the copy (hidden from assistive technology, which sorts from the table's own).
  await frame.evaluate((element) => element.scrollTo({ left: 0 }));
  await page
    .getByRole('button', { name: 'As-is value', includeHidden: true })
    .and(page.locator('[aria-hidden="true"] button'))
    .click();
  // The click leaves the focus out of the copy.
  expect(
    await page.evaluate(() => document.activeElement?.closest('[aria-hidden="true"]') ?? null),
  ).toBeNull();
  await expect(page.getByRole('columnheader', { name: 'As-is value' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Printed, only the table's own heading row (at the head of each sheet).
  await page.emulateMedia({ media: 'print' });
  expect(await headingOnTop('Address')).not.toContain('(the copy)');
});
