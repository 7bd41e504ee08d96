/** The company form filled as a user fills it, for the specs that save Keystone's details. */
import type { Page } from '@playwright/test';

/** What a user types, label by label (the state is chosen apart: Ohio). */
export const TYPED_COMPANY = {
  'Company name': 'Keystone Lending Group LLC',
  Email: 'ops@keystonelending.example',
  Phone: '614.555.0199',
  'Street address': '250 Civic Center Drive, Suite 400',
  City: 'Columbus',
  'ZIP code': '43215',
} as const;

/** Fills every field of the company form with `TYPED_COMPANY`, any label replaced or added by `changes`. */
export async function fillCompanyForm(page: Page, changes: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...TYPED_COMPANY, ...changes })) {
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await page.getByLabel('State', { exact: true }).selectOption('OH');
}
