/** The demo's Larkspur Lane result and what its printed sheet shows, for the specs that open it. */
import type { Page } from '@playwright/test';
import { paths } from '../../src/lib/paths';
import { expect } from './fixtures';

export const LARKSPUR = paths.orderResult('int_8F3K2M', 'ord_5T7R1Q');
export const ADDRESS = '4817 Larkspur Lane, Columbus, OH 43214';

/** With print media on: the sheet's header (when it was printed, the address) and no navigation. */
export async function expectPrintedSheetHeader(page: Page) {
  await expect(page.getByText(/^Printed [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: ADDRESS })).toBeVisible();
  for (const name of ['Main', 'Breadcrumb', 'Sections of this report']) {
    await expect(page.getByRole('navigation', { name })).toBeHidden();
  }
}
