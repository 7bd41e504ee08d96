/** The budget of an order result in Chromium: on a phone, at the narrowest phone, and on a desk. */
import type { Page } from '@playwright/test';
import { expect, startSignedIn, test } from './fixtures';
import { ADDRESS, expectPrintedSheetHeader, LARKSPUR } from './larkspur';

async function openBudget(page: Page) {
  await startSignedIn(page, { at: LARKSPUR });
  await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
  // The budget comes in a deferred render.
  const table = page.getByRole('table', { name: 'Budget line items' });
  await expect(table).toBeAttached();
  return table;
}

/** The document's width beyond the window, and the table frame's own sideways scroll, in CSS pixels. */
async function overflows(page: Page) {
  return page.evaluate(() => {
    const caption = [...document.querySelectorAll('caption')].find(
      (c) => c.textContent === 'Budget line items',
    );
    const frame = caption?.closest('table')?.parentElement;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      table: frame ? frame.scrollWidth - frame.clientWidth : -1,
    };
  });
}

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a budget line shows its item and total without sideways scrolling', async ({ page, axe }) => {
    test.slow();
    const table = await openBudget(page);
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText(['Item', 'Total']);
    const roof = table.getByRole('row', { name: /^Roof replacement/ });
    await roof.scrollIntoViewIfNeeded();
    const total = roof.getByRole('cell').last();
    await expect(total).toHaveText('$9,800.00');
    await expect(total).toBeInViewport({ ratio: 1 });
    const box = (await total.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await overflows(page)).toEqual({ page: 0, table: 0 });

    // The five allocations, one tap away.
    await roof.getByRole('button', { name: 'Roof replacement' }).click();
    await expect(roof.getByRole('button', { name: 'Roof replacement' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(roof.getByRole('term')).toHaveText([
      'Description',
      'Heavy repair',
      'Deferred maintenance',
      'Upgrades',
      'Reconfiguration',
      'Soft cost',
    ]);
    await expect(roof.getByRole('definition').last()).toBeInViewport();
    expect(await overflows(page)).toEqual({ page: 0, table: 0 });
    // The allocation chart fits the screen too.
    const chart = page.getByRole('img', { name: 'Chart: budget allocation by category' });
    const chartBox = (await chart.boundingBox())!;
    expect(chartBox.x).toBeGreaterThanOrEqual(0);
    expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(390);
    await axe.expectNoViolations('budget on a phone, a line opened');
  });
});

test.describe('printed from a phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sheet has its header, every budget line with every column, and no navigation', async ({
    page,
    axe,
  }) => {
    test.slow();
    const table = await openBudget(page);
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText(['Item', 'Total']);
    await page.emulateMedia({ media: 'print' });
    await expectPrintedSheetHeader(page);
    // On paper the table has every column again, and every line.
    await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
      'Item',
      'Description',
      'HR',
      'DM',
      'UP',
      'RC',
      'Soft',
      'Total',
    ]);
    await expect(table.locator('tbody th[scope=row]:not([colspan])')).toHaveCount(25);
    await expect(table.getByRole('row', { name: /^Grand total/ }).getByRole('cell')).toHaveText([
      '$25,150.00',
      '$14,500.00',
      '$29,800.00',
      '$6,000.00',
      '$3,450.00',
      '$78,900.00',
    ]);
    // A printer lays the sheet out at the paper's width (Letter: 816 CSS pixels), not the phone's.
    await page.setViewportSize({ width: 816, height: 1056 });
    await axe.expectNoViolations('order result printed from a phone');
  });
});

test.describe('on the narrowest phone (320x640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the order result is no wider than the screen', async ({ page }) => {
    test.slow();
    const table = await openBudget(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeVisible();
    await table.getByRole('row', { name: /^Grand total/ }).scrollIntoViewIfNeeded();
    await expect(table.getByRole('row', { name: /^Grand total/ }).getByRole('cell')).toHaveText('$78,900.00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await overflows(page)).toEqual({ page: 0, table: 0 });
  });
});

test.describe('on a desk (1440x900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('only subtotals and totals are bold, and figures sit under their headings', async ({ page }) => {
    const table = await openBudget(page);
    const weight = (row: RegExp) =>
      table
        .getByRole('row', { name: row })
        .locator('th, td')
        .evaluateAll((cells) => cells.map((cell) => Number(getComputedStyle(cell).fontWeight)));
    expect(Math.max(...(await weight(/^Roof replacement/)))).toBeLessThan(600);
    expect(Math.min(...(await weight(/^Exterior subtotal/)))).toBeGreaterThanOrEqual(600);
    expect(Math.min(...(await weight(/^Grand total/)))).toBeGreaterThanOrEqual(600);

    // Each amount heading ends where its figures end.
    const heads = table.locator('thead').getByRole('columnheader');
    await expect(heads).toHaveText(['Item', 'Description', 'HR', 'DM', 'UP', 'RC', 'Soft', 'Total']);
    const roofCells = table.getByRole('row', { name: /^Roof replacement/ }).locator('td');
    for (let column = 2; column < 8; column += 1) {
      const head = (await heads.nth(column).getByRole('button').boundingBox())!;
      // Where the visible figure ends (a zero's dash; its words for screen readers are not drawn).
      const figure = await roofCells.nth(column - 1).evaluate((cell) => {
        const range = document.createRange();
        const drawn = [...cell.childNodes].filter(
          (node) => !(node instanceof HTMLElement && getComputedStyle(node).position === 'absolute'),
        );
        return Math.max(
          ...drawn.map((node) => {
            range.selectNodeContents(node);
            return range.getBoundingClientRect().right;
          }),
        );
      });
      expect(Math.abs(head.x + head.width - figure)).toBeLessThanOrEqual(1);
    }
    expect(await overflows(page)).toEqual({ page: 0, table: 0 });
  });

  test('a zero is an en dash where its figure would end, its text and its name $0.00', async ({ page }) => {
    const table = await openBudget(page);
    const roof = table.getByRole('row', { name: /^Roof replacement/ });
    // Heavy repair $9,800.00, then zeros: deferred maintenance, upgrades, reconfiguration, soft cost.
    const zero = roof.getByRole('cell', { name: '$0.00', exact: true });
    await expect(zero).toHaveCount(4);
    const drawn = await zero.first().evaluate((cell) => {
      const dash = getComputedStyle(cell, '::before');
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      return {
        text: cell.textContent,
        textColor: style.color,
        dash: dash.content,
        dashColor: dash.color,
        // The dash's box is the cell's, padding and all: its text ends where the figure's would.
        dashRight: box.right - parseFloat(dash.paddingRight),
        figureRight: box.right - parseFloat(style.paddingRight),
      };
    });
    expect(drawn.text).toBe('$0.00');
    expect(drawn.textColor).toBe('rgba(0, 0, 0, 0)');
    expect(drawn.dash).toBe('"–" / ""');
    expect(drawn.dashColor).not.toBe('rgba(0, 0, 0, 0)');
    expect(drawn.dashRight).toBe(drawn.figureRight);
    // Chromium's own accessibility tree reads the amount, not the dash.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { role?: { value: string }; name?: { value: string } }[];
    };
    const cellNames = nodes.filter((node) => node.role?.value === 'cell').map((node) => node.name?.value);
    expect(cellNames).toContain('$0.00');
    expect(cellNames.filter((name) => name?.includes('–'))).toEqual([]);
  });
});
