/** The order result as a reader meets it: on a desk, on a phone and on paper. */
import { expect, startSignedIn, test } from './fixtures';
import { ADDRESS, expectPrintedSheetHeader, LARKSPUR } from './larkspur';

const KEY_FIGURES = [
  'As-is value$212,000',
  'After-repair value$331,000',
  'Renovation cost$78,900',
  'Gross return13.78%',
  'Annualized return40.89%',
  'Total time123 days',
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the key figures are in the first screen', async ({ page, axe }) => {
      // axe over a whole report: more than the default 30 s on the busy 2-core machine.
      test.slow();
      await startSignedIn(page, { at: LARKSPUR });
      await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
      const figures = page.getByRole('region', { name: 'Key figures' });
      await expect(figures.locator('dl > div')).toHaveText(KEY_FIGURES);
      const box = (await figures.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width);
      await axe.expectNoViolations(`order result at ${viewport.width}px`);
    });

    test('arrives without moving what is already on the screen (no layout shift)', async ({ page }) => {
      await startSignedIn(page);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(LARKSPUR);
      // The leverage calculator comes in the last step: once it is there, every section is.
      await expect(page.getByRole('heading', { level: 2, name: 'Leverage' })).toBeVisible();
      await expect(page.getByText('Loading the rest of the report…')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the recommended strategy reads without sideways scrolling', async ({ page, axe }) => {
    test.slow();
    await startSignedIn(page, { at: LARKSPUR });
    await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
    // The strategies come in a deferred render: a reader waits for them before jumping there.
    await expect(page.getByRole('heading', { level: 2, name: 'Renovation strategies' })).toBeAttached();
    const nav = page.getByRole('navigation', { name: 'Sections of this report' });
    await nav.getByRole('link', { name: 'Strategies' }).click();
    await expect(nav.getByRole('link', { name: 'Strategies' })).toHaveAttribute('aria-current', 'location');
    const best = page
      .getByRole('list', { name: 'Strategies, recommended first' })
      .getByRole('article')
      .first();
    await expect(best.getByRole('heading', { level: 3 })).toHaveText('RecommendedService: Best');
    await expect(best).toContainText('After-repair valueService: ARV$331,000');
    await expect(best).toContainText('Total time123 days');
    await expect(best).toBeInViewport();
    const box = (await best.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('table', { name: 'Renovation strategies' })).toBeHidden();
    // The chart is drawn at the phone's width with legible labels.
    const chart = page.getByRole('img', {
      name: 'Chart: After-repair value, As-is value, Renovation cost by strategy',
    });
    const chartBox = (await chart.boundingBox())!;
    expect(chartBox.x + chartBox.width).toBeLessThanOrEqual(390);
    const labelHeights = await chart
      .locator('text')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().height));
    expect(Math.min(...labelHeights)).toBeGreaterThanOrEqual(11);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await axe.expectNoViolations('strategies on a phone');
  });
});

test.describe('on a desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the section navigation stays in sight and shows where the reader is', async ({ page }) => {
    await startSignedIn(page, { at: LARKSPUR });
    await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections of this report' });
    await expect(nav.getByRole('link', { name: 'Summary' })).toHaveAttribute('aria-current', 'location');
    await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeAttached();
    await nav.getByRole('link', { name: 'Budget' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeInViewport();
    await expect(nav.getByRole('link', { name: 'Budget' })).toHaveAttribute('aria-current', 'location');
    await expect(nav.getByRole('link', { name: 'Summary' })).not.toHaveAttribute('aria-current');
    // Sticky: still at the top of the window far down the page.
    expect((await nav.boundingBox())!.y).toBe(0);
    // Scrolling back by hand moves the marker too.
    await page.evaluate(() => {
      const heading = [...document.querySelectorAll('h2')].find(
        (h) => h.textContent === 'Market information',
      );
      window.scrollTo({
        top: window.scrollY + heading!.getBoundingClientRect().top - 100,
        behavior: 'instant',
      });
    });
    await expect(nav.getByRole('link', { name: 'Market' })).toHaveAttribute('aria-current', 'location');
  });

  test('prints as a sheet: a header, every budget line, the chart, no navigation', async ({ page, axe }) => {
    test.slow();
    await startSignedIn(page, { at: LARKSPUR });
    // The result, then its deferred sections (two waits: the busy machine can take a while for each).
    await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeVisible();
    await page.getByRole('region', { name: 'Leverage' }).getByLabel('Loan amount').fill('200000');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText('Valuation Portal', { exact: true }).last()).toBeVisible();
    await expectPrintedSheetHeader(page);
    await expect(page.getByRole('button', { name: 'Print report' })).toBeHidden();
    const budget = page.getByRole('table', { name: 'Budget line items' });
    await expect(budget.locator('tbody th[scope=row]:not([colspan])')).toHaveCount(25);
    await expect(
      page.getByRole('img', {
        name: 'Chart: After-repair value, As-is value, Renovation cost by strategy',
      }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Leverage' })).toContainText('94.3%');
    // Flat cards: no shadows, no rounded corners.
    const card = page.getByRole('region', { name: 'Renovation strategies' });
    expect(
      await card.evaluate((el) => [getComputedStyle(el).boxShadow, getComputedStyle(el).borderRadius]),
    ).toEqual(['none', '0px']);
    await axe.expectNoViolations('order result in print media');
  });
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the section bar fades where it has more links and keeps the current one clear of the fade', async ({
    page,
  }) => {
    await startSignedIn(page, { at: LARKSPUR });
    await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Sections of this report' });
    const row = nav.getByRole('list');
    // At the start only the end fades: the row has more links to the right.
    const fades = () =>
      row.evaluate((list) => {
        const mask = getComputedStyle(list).maskImage;
        return mask.includes('linear-gradient')
          ? getComputedStyle(list).getPropertyValue('--fade-start')
          : 'none';
      });
    expect(await fades()).toBe('0px');
    await expect(page.getByRole('heading', { level: 2, name: 'Budget' })).toBeAttached();
    await nav.getByRole('link', { name: 'Budget' }).click();
    const budget = nav.getByRole('link', { name: 'Budget' });
    await expect(budget).toHaveAttribute('aria-current', 'location');
    // The current link stands clear of both faded edges (2rem each).
    await expect(async () => {
      const link = (await budget.boundingBox())!;
      const list = (await row.boundingBox())!;
      expect(link.x).toBeGreaterThanOrEqual(list.x + 32);
      expect(link.x + link.width).toBeLessThanOrEqual(list.x + list.width - 32);
    }).toPass();
    // Scrolled away from the start, the start fades too.
    await expect.poll(fades).toBe('32px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });
});
