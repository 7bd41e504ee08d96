/**
 * Review many results (/orders/portfolio): orders pasted in every form a user has (pairs, links of
 * either form, a token alone), junk lines and repeats listed before anything is sent, the results in
 * one table with the summary and totals, sorting, filtering, the export, and the hand-off to the
 * comparison and the result page from the cache. A file, the limits and the demo's 50 orders too.
 */
import { readFile } from 'node:fs/promises';
import { expect, startSignedIn, test } from './fixtures';
import { pdfPageTexts } from './pdf-text';
import {
  countOrderCalls,
  demoLines,
  endShade,
  openDemoPortfolioOnDesk,
  orderCalls,
  progress,
  results,
  rowOf,
} from './portfolio-helpers';

test.beforeEach(async ({ page }) => countOrderCalls(page));

test('pasted orders: junk and repeats listed, every form opened once, sorted, filtered, exported, compared', async ({
  page,
  axe,
}) => {
  test.slow();
  await startSignedIn(page, { at: '/orders' });
  await page.getByRole('link', { name: 'Review many results' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Review many results' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the orders' })).toBeDisabled();
  await axe.expectNoViolations('portfolio: empty');

  const origin = new URL(page.url()).origin;
  const pasted = [
    'int_PORTFOLIO,ord_P0001',
    'hello world',
    'https://example.org/orders/result?order=ord_P0002',
    'int_PORTFOLIO,ord_P0001',
    `${origin}/orders/result?intake=int_PORTFOLIO&order=ord_P0002`,
    '/orders/int_PORTFOLIO/ord_P0003',
    'ord_P0004',
    'int_6W2D9R',
    'int_PORTFOLIO,ord_P0005',
    'int_PORTFOLIO,ord_NOPE',
  ].join('\n');
  await page.getByLabel('Paste orders').fill(pasted);
  await expect(
    page.getByText(
      '7 orders to open; 2 lines not read (listed below); 1 line repeating an order above, opened once.',
    ),
  ).toBeVisible();
  const problems = page.getByRole('table', { name: 'Lines that are not orders' });
  await expect(problems.getByRole('row')).toHaveText([
    /Line\s*What the line says\s*Why it is not read/,
    /2\s*hello world\s*This is not an order: a token has no spaces, and a link starts with https:\/\/\./,
    /3\s*https:\/\/example\.org\/orders\/result\?order=ord_P0002\s*This is a link to another site \(example\.org\), not to a result of the portal\./,
  ]);
  await expect(page.getByText('Line 4 repeats line 1.')).toBeVisible();
  // A table that fits its frame has nothing out of sight: no shade at its edge.
  expect(await endShade(page.getByRole('region', { name: 'Lines that are not orders' }))).toBe('0');
  await axe.expectNoViolations('portfolio: lines read');
  expect((await orderCalls(page)).sent).toBe(0);

  await page.getByRole('button', { name: 'Open 7 orders' }).click();
  await expect(page.getByText('7 of 7 opened')).toBeVisible();
  await expect(progress(page)).toHaveAttribute('aria-valuenow', '7');
  // The bar moves at once: a transition started on every update restyled it on the main thread each frame.
  const durations = progress(page)
    .locator('div')
    .evaluateAll((bars) => bars.map((bar) => getComputedStyle(bar).transitionDuration));
  expect(await durations).toEqual(['0s']);
  await expect(page.getByText('Every order has an answer.')).toBeVisible();
  expect((await orderCalls(page)).sent).toBe(7);
  await expect(page.getByText('6 results, 1 not ready yet, 1 refused')).toBeVisible();
  await expect(page.getByText('Total as-is value (6 results)')).toHaveCount(0);
  await expect(page.getByRole('definition').first()).toHaveText('$1,229,000');

  await expect(rowOf(page, 'Order ord_P0005')).toContainText('Not ready yet');
  const refused = rowOf(page, 'Order ord_NOPE');
  await expect(refused).toContainText('RefusedWe could not find that order');
  await refused.getByText('Technical details').click();
  await expect(refused).toContainText(
    "Service message: “The intake token you provided, is either invalid OR you don't have access of the order associated with it!”",
  );
  // The intake token alone opened the duplex: one row per unit, its order named from the reply.
  await expect(rowOf(page, '2210 Cedar Street, Unit 2')).toContainText('ord_7J3L5X (result 2 of 2)');
  await axe.expectNoViolations('portfolio: opened');

  await results(page).getByRole('button', { name: 'As-is value' }).click();
  await expect(results(page).getByRole('rowheader')).toHaveText([
    /^2210 Cedar Street, Unit 2/,
    /^2210 Cedar Street, Unit 1/,
    /^174 Oak Lane/,
    /^137 Poplar Avenue/,
    /^248 Maple Street/,
    /^211 Birch Lane/,
    /^Order ord_P0005/,
    /^Order ord_NOPE/,
  ]);
  await page.getByLabel('Filter by address, city or token').fill('cedar');
  await expect(results(page).getByRole('rowheader')).toHaveCount(2);
  await expect(page.getByText('2 of 8 rows shown.')).toBeVisible();
  await page.getByLabel('Filter by address, city or token').fill('');
  await page.getByLabel('Status').selectOption('not-ready');
  await expect(results(page).getByRole('rowheader')).toHaveText([/^Order ord_P0005/]);
  await axe.expectNoViolations('portfolio: filtered');
  await page.getByLabel('Status').selectOption('all');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = (await readFile(await (await downloading).path(), 'utf8')).split('\r\n');
  expect(csv).toHaveLength(10);
  expect(csv[0]).toMatch(/^Line,Address,City and state,Intake token,Order token,Result,Status,As-is value,/);
  expect(csv[1]).toMatch(
    /^1,137 Poplar Avenue,"Cleveland, OH",int_PORTFOLIO,ord_P0001,1 of 1,Result,199000,/,
  );

  await page.getByLabel('Choose 137 Poplar Avenue to compare').check();
  await page.getByLabel('Choose 2210 Cedar Street, Unit 1 to compare').check();
  await page.getByRole('button', { name: 'Compare' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Compare results' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /137 Poplar Avenue/ })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: /2210 Cedar Street, Unit 1/ })).toBeVisible();
  // From the cache: nothing asked again, by the comparison nor by the result page.
  expect((await orderCalls(page)).sent).toBe(7);
  await page.goBack();
  await rowOf(page, /^248 Maple Street/)
    .getByRole('link', { name: '248 Maple Street' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /248 Maple Street/ })).toBeVisible();
  expect((await orderCalls(page)).sent).toBe(7);
});

test('a file: header and BOM read; a file over 1 MB or over 1,000 orders is refused with the limit', async ({
  page,
  axe,
}) => {
  await startSignedIn(page, { at: '/orders/portfolio' });
  const file = page.getByLabel('Spreadsheet (CSV)');
  const csv = `\uFEFFLoan,Order Token,Intake Token\r\nL-1,ord_P0001,int_PORTFOLIO\r\n\r\nL-2,ord_P0002,int_PORTFOLIO\r\n`;
  await file.setInputFiles({ name: 'fund.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('Reading fund.csv.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open 2 orders' })).toBeEnabled();

  await file.setInputFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(1_200_000, 'a') });
  await expect(page.getByRole('alert')).toContainText(
    'The file is 1.2 MB; up to 1 MB can be read. Split the orders into smaller files.',
  );
  await axe.expectNoViolations('portfolio: file refused');

  const many = ['Intake token,Order token', ...demoLines(1, 1_001)].join('\n');
  await file.setInputFiles({ name: 'many.csv', mimeType: 'text/csv', buffer: Buffer.from(many) });
  await expect(page.getByRole('alert')).toContainText(
    'There are 1,001 orders; up to 1,000 can be opened at once. Split them into batches of 1,000 or fewer.',
  );
  await expect(page.getByRole('button', { name: 'Open the orders' })).toBeDisabled();
  expect((await orderCalls(page)).sent).toBe(0);
});

test('demo mode: 50 demo orders in one click, a few not ready and two-unit ones among them; on a phone they scroll a screen at a time to the last', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await startSignedIn(page, { at: '/orders/portfolio' });
  await page.getByRole('button', { name: 'Use 50 demo orders' }).click();
  await page.getByRole('button', { name: 'Open 50 orders' }).click();
  await expect(page.getByText('50 of 50 opened')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('49 results, 4 not ready yet, 0 refused')).toBeVisible();
  // Windowed: the rows in view are in the page, the table says how many there are (and the heading row).
  await expect(results(page)).toHaveAttribute('aria-rowcount', '54');
  await expect(results(page).getByRole('rowheader').first()).toHaveText(/^137 Poplar Avenue/);

  // A screen at a time, as a thumb scrolls the cards: every screen shows cards (the cards out of view
  // keep their room), the page stays where it was scrolled to, and the end shows the last result.
  const cardsInView = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('tbody [role=row]')].filter((row) => {
          const { top, bottom } = row.getBoundingClientRect();
          return bottom > 0 && top < window.innerHeight;
        }).length,
    );
  await results(page).getByRole('rowheader').first().scrollIntoViewIfNeeded();
  for (;;) {
    const { y, end } = await page.evaluate(() => ({
      y: window.scrollY,
      end: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    }));
    if (end) break;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await expect.poll(cardsInView).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(y);
  }
  await expect(results(page).locator('[aria-rowindex="54"]')).toBeInViewport();
});

test('on a desk the table is wider than its frame: the compare box and the address stay in view as it scrolls sideways; printed, every row and no control', async ({
  page,
  axe,
}) => {
  const frame = await openDemoPortfolioOnDesk(page);
  const address = results(page).getByRole('rowheader').first();
  const box = page.getByRole('checkbox', { name: 'Choose 137 Poplar Avenue to compare' });
  const lastHeading = page.getByRole('columnheader', { name: 'Status' });
  await address.scrollIntoViewIfNeeded();
  const before = { address: await address.boundingBox(), box: await box.boundingBox() };
  await expect(lastHeading).not.toBeInViewport();
  // The frame's end edge is shaded: there are columns out of sight (its scroll bar is at the table's foot).
  expect(await endShade(frame)).toBe('1');
  // The reader scrolls the frame to its end, as a trackpad or Shift and the wheel do.
  await frame.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(lastHeading).toBeInViewport();
  await expect.poll(() => endShade(frame)).toBe('0');
  expect((await address.boundingBox())?.x).toBe(before.address?.x);
  expect((await box.boundingBox())?.x).toBe(before.box?.x);
  // What passes under the pinned columns does not show through them: the address is the top element.
  const centre = await address.evaluate((cell) => {
    const { left, top, height } = cell.getBoundingClientRect();
    return document.elementFromPoint(left + 8, top + height / 2)?.closest('th')?.textContent ?? null;
  });
  expect(centre).toMatch(/^137 Poplar Avenue/);
  await axe.expectNoViolations('the results scrolled sideways');

  // Printed: every row (not only those in view), the figures without the page's controls.
  await page.emulateMedia({ media: 'print' });
  await expect(results(page).getByRole('rowheader')).toHaveCount(53);
  await expect(page.getByRole('columnheader', { name: 'Compare' })).toBeHidden();
  await expect(box).toBeHidden();
  await expect(page.getByRole('searchbox', { name: /^Filter/ })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Check not-ready again' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Compare', exact: true })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByText(/^Paste the orders of a portfolio or choose a spreadsheet/)).toBeHidden();
  // The links are the screen's: paper does not say that an address opens anything.
  await expect(page.getByText('Each address opens its full result.')).toBeHidden();
  await expect(page.getByText('The recommended strategy’s figures.')).toBeVisible();
  // The address heads the printed row, at the table's own edge (no column pinned on paper).
  const table = await results(page).boundingBox();
  expect((await address.boundingBox())?.x).toBe(table?.x);
  await expect(lastHeading).toBeVisible();

  // On paper: a landscape sheet (the page's own), every column on it, the headings again on every page.
  const pdf = await page.pdf({ preferCSSPageSize: true });
  const sheet = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf.toString('latin1'));
  expect(Number(sheet?.[1])).toBeGreaterThan(Number(sheet?.[2]));
  const pages = await pdfPageTexts(pdf);
  expect(pages.length).toBeGreaterThan(1);
  for (const text of pages) {
    expect(text).toContain('Address');
    expect(text).toContain('Status');
  }
  // The last column, printed for every result: a cut-off table lost it.
  expect(pages.join(' ').match(/\bResult\b/g)).toHaveLength(49);
});
