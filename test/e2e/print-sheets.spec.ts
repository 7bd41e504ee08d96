/**
 * Printed sheets: a page number on every page of a sheet that runs past one page ("Page 2 of 8", CSS
 * margin boxes), read back from the PDF Chromium prints; the quote sheet names the company only when this
 * browser knows its name.
 */
import { paths } from '../../src/lib/paths';
import { fillCompanyForm } from './company-form';
import { expect, startSignedIn, test } from './fixtures';
import { pageNumbers } from './pdf-text';

const expected = (count: number) => Array.from({ length: count }, (_, i) => `Page ${i + 1} of ${count}`);

test('the duplex result prints a page number on every page', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await startSignedIn(page, { at: paths.orderResult('int_6W2D9R', 'ord_7J3L5X') });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { name: 'Result 2 of 2' })).toBeVisible({ timeout: 15_000 });
  const numbers = await pageNumbers(await page.pdf({ format: 'Letter' }));
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual(expected(numbers.length));
});

test('the quote sheet: "For" the company once its name is saved here, and no "For" line before', async ({
  page,
}) => {
  await startSignedIn(page, {
    at: '/pricing?report=prop-value&tat=rush&inspection=interior-w-exterior&property=triplex&state=CA&zip=94103',
  });
  const price = page.getByRole('region', { name: 'Your price' });
  await price.getByRole('button', { name: 'Save quote' }).click();
  const saved = price.getByText(/^Saved as Q-[A-HJKMNP-Z2-9]{6} in this browser\./);
  await expect(saved).toBeVisible();
  const reference = /Q-[A-Z0-9]+/.exec((await saved.textContent()) ?? '')?.[0] ?? '';
  const sheet = page.getByRole('article', { name: `Quote ${reference}` });

  // No company name in this browser: no "For" line, and no words about this browser on paper.
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toContainText(
    `Quote ${reference}Prepared byDana Whitfield (dana.whitfield@keystonelending.example)Priced on`,
  );
  await expect(sheet).not.toContainText('For');
  // One sheet, numbered as such.
  expect(await pageNumbers(await page.pdf({ format: 'Letter' }))).toEqual(['Page 1 of 1']);
  await page.emulateMedia({ media: 'screen' });

  // Once the company form is saved, the sheet says whom the quote is for.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).click();
  await fillCompanyForm(page);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quotes' }).click();
  await page.getByRole('link', { name: `Open quote ${reference}` }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('article', { name: `Quote ${reference}` })).toContainText(
    'Prepared byDana Whitfield (dana.whitfield@keystonelending.example)ForKeystone Lending Group LLCPriced on',
  );
});
