/**
 * The short tables on a phone: one card per row, every value beside its column's name, nothing wider
 * than the screen, the sort buttons still there, the table still a table to assistive technology.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';

const pages = [
  { link: 'Inspections', table: /^Standalone inspection types/, sort: 'Price' },
  { link: 'Loan officers', table: /^Loan officers/, sort: 'Name' },
  { link: 'Payment methods', table: 'Stripe cards', sort: null },
] as const;

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** How far the table's content reaches past its frame (0 when nothing scrolls sideways). */
async function tableOverflow(table: Locator): Promise<number> {
  return table.evaluate((element) => element.scrollWidth - (element.parentElement?.clientWidth ?? 0));
}

/** What reaches past its card cell's content edge, on every table of the page, as "text: px past". */
async function pastCellEdge(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('td *')].flatMap((element) => {
      const cell = element.closest('td');
      if (!cell) return [];
      // The cell's content edge: its padding is the card's margin.
      const edge = cell.getBoundingClientRect().right - parseFloat(getComputedStyle(cell).paddingRight);
      const past = element.getBoundingClientRect().right - edge;
      return past > 0.5 ? [`${element.textContent?.trim() ?? ''}: ${Math.round(past)}`] : [];
    }),
  );
}

for (const width of [390, 320]) {
  for (const { link, table: name, sort } of pages) {
    test(`${link} at ${width} px: one card per row, nothing scrolls sideways`, async ({ page, axe }) => {
      await page.setViewportSize({ width, height: 844 });
      await startSignedIn(page, { at: `/${link.toLowerCase().replace(' ', '-')}` });
      await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
      const table = page.getByRole('table', { name });
      const firstRow = table.getByRole('row').nth(1);
      await expect(firstRow).toBeVisible();

      // A card: the row's cells stack, each under its column's name.
      const cells = firstRow.getByRole('cell');
      const first = await cells.first().boundingBox();
      const second = await cells.nth(1).boundingBox();
      expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
      expect(await tableOverflow(table)).toBeLessThanOrEqual(0);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
      // Nor past its card: a long badge ("Pending verification") wraps rather than cross the card's edge.
      expect(await pastCellEdge(page)).toEqual([]);
      if (sort) await expect(table.getByRole('button', { name: sort, exact: true })).toBeVisible();
      await axe.expectNoViolations(`${link} at ${width} px`);
    });
  }
}

test('loan officers on a phone: an email wraps at its dots, never mid-word', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await startSignedIn(page, { at: '/loan-officers' });
  const email = page.getByRole('link', { name: 'priya.natarajan@keystonelending.example' });
  await expect(email).toBeVisible();
  // Each part of the address (a text node between two break points) sits on one line.
  const linesPerPart = await email.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const counts: Record<string, number> = {};
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      counts[node.textContent ?? ''] = tops.size;
    }
    return counts;
  });
  expect(linesPerPart).toEqual({ priya: 1, '.natarajan@': 1, keystonelending: 1, '.example': 1 });
  const box = await email.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
});

test('the batch page at 320 px: each card is headed by the row’s name, a row number reads “Row 5”', async ({
  page,
  axe,
}) => {
  test.slow();
  await page.setViewportSize({ width: 320, height: 640 });
  await startSignedIn(page, { at: '/pricing/batch' });
  await page.getByRole('combobox', { name: 'Report type' }).selectOption('reno-arv');
  await page.getByRole('combobox', { name: 'Turnaround' }).selectOption('standard');
  await page.getByRole('combobox', { name: 'Inspection' }).selectOption('interior-w-exterior');
  await page
    .getByLabel('Paste rows')
    .fill(['Reference,State,ZIP code,Property type', 'L-1,TX,75201,sfr', 'L-2,ZZ,75201,sfr'].join('\n'));

  // A row that cannot be priced: its card is headed "Row 3", above its reference.
  const problem = page
    .getByRole('table', { name: 'Rows that cannot be priced' })
    .getByRole('row', { name: /^3 L-2/ });
  const rowNumber = problem.getByRole('rowheader');
  await expect(rowNumber).toHaveText('3');
  expect(await rowNumber.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Row" / ""');
  expect((await boxOf(rowNumber)).y).toBeLessThan((await boxOf(problem.getByRole('cell').first())).y);

  await page.getByRole('button', { name: 'Price 1 property' }).click();
  await expect(page.getByText('The property is priced')).toBeVisible();
  // A priced row: its reference heads the card, above the spreadsheet's row number that comes first in the row.
  const priced = page.getByRole('table', { name: /^Prices/ }).getByRole('row', { name: /^2 L-1/ });
  const reference = priced.getByRole('rowheader');
  await expect(reference).toHaveText('L-1');
  await expect(priced.getByRole('cell').first()).toHaveText('2');
  expect((await boxOf(reference)).y).toBeLessThan((await boxOf(priced.getByRole('cell').first())).y);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await axe.expectNoViolations('the batch page priced, at 320 px');
});

async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`no box for ${locator.toString()}`);
  return box;
}
