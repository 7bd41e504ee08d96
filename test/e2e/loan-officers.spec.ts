import type { Locator } from '@playwright/test';
import { COMPANY_REFUSAL_MESSAGE } from '../../src/mocks/envelope';
import { expect, startSignedIn, test } from './fixtures';
import { removeCompanyFromMockService } from './mock-state';

async function names(table: Locator): Promise<string[]> {
  return table
    .locator('tbody th')
    .evaluateAll((ths) => ths.map((th) => (th as HTMLElement).innerText.replace(/\s+/g, ' ').trim()));
}

test('loan officers: table, contact links, sort, search and no match', async ({ page, axe }) => {
  await startSignedIn(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Loan officers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeVisible();

  const table = page.getByRole('table', { name: /Loan officers, sorted by name/ });
  await expect(table).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('4 loan officers');
  expect(await names(table)).toEqual(['Alex Rivera', 'Dana Whitfield You', 'Marcus Bell', 'Priya Natarajan']);
  const dana = table.getByRole('row', { name: /Dana Whitfield/ });
  await expect(dana.getByRole('link', { name: '(614) 555-0187' })).toHaveAttribute(
    'href',
    'tel:+16145550187',
  );
  await expect(dana.getByRole('link', { name: 'dana.whitfield@keystonelending.example' })).toHaveAttribute(
    'href',
    'mailto:dana.whitfield@keystonelending.example',
  );
  await axe.expectNoViolations('loan officers');

  // Sort from the keyboard.
  await table.getByRole('button', { name: 'Name', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(table.getByRole('columnheader', { name: 'Name', exact: true })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  expect(await names(table)).toEqual(['Priya Natarajan', 'Marcus Bell', 'Dana Whitfield You', 'Alex Rivera']);

  const search = page.getByRole('searchbox', { name: 'Search loan officers' });
  await search.fill('marcus.bell');
  const status = page.getByRole('main').getByRole('status');
  await expect(status).toHaveText('Showing 1 of 4 loan officers', { useInnerText: true });
  expect(await names(table)).toEqual(['Marcus Bell']);
  await axe.expectNoViolations('loan officers, searched');
  // Printed: no empty box on paper, and the list says what it was searched for.
  await page.emulateMedia({ media: 'print' });
  await expect(search).toBeHidden();
  await expect(status).toHaveText('Showing 1 of 4 loan officers matching “marcus.bell”', {
    useInnerText: true,
  });
  await page.emulateMedia({ media: 'screen' });

  await search.fill('nobody');
  await expect(page.getByText('No loan officers match “nobody”')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await axe.expectNoViolations('loan officers, no match');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('4 loan officers');
});

test('loan officers: a company without any shows an empty state', async ({ page, axe }) => {
  await startSignedIn(page, { as: 'new.lender', at: '/loan-officers' });
  await expect(page.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeVisible();
  await expect(page.getByText('No loan officers yet')).toBeVisible();
  await axe.expectNoViolations('loan officers, empty');
});

test("loan officers: the service's refusal is shown in its words", async ({ page, axe }) => {
  await startSignedIn(page);
  await removeCompanyFromMockService(page, 'cmp_KEYST0NE');
  await page.goto('/loan-officers');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Loan officers could not be loaded');
  await expect(alert).toContainText(COMPANY_REFUSAL_MESSAGE);
  // The service's field error stays in the technical details, not beside the plain words.
  await expect(alert.getByText('"company_token" is invalid', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeVisible();
  await axe.expectNoViolations('loan officers, refused');
});
