/**
 * Long unbroken text wraps everywhere: a 3,000-character link parameter or a long search never makes a
 * page wider than the screen, on a desktop or a phone.
 */
import type { Page } from '@playwright/test';
import { envelope } from '../../src/mocks/envelope';
import { expect, startSignedIn, test } from './fixtures';
import { queueMockFaults } from './mock-state';

const LONG = 'A'.repeat(3_000);
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
];

/** How far the page reaches beyond the window, in CSS pixels (0 when it fits). */
function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const viewport of VIEWPORTS) {
  test(`a 3,000-character parameter or search never widens a page (${viewport.name})`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await startSignedIn(page);

    await page.goto(`/orders/${LONG}/${LONG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order result' })).toBeVisible();
    // A token that long cannot be an order's: the page says so without asking the service.
    await expect(page.getByRole('alert')).toContainText(
      'An intake token has at most 200 characters; this one has 3000. Check that only the token was pasted.',
    );
    expect(await overflow(page)).toBe(0);

    await page.goto(
      `/pricing?report=${LONG}&tat=${LONG}&inspection=${LONG}&property=sfr&state=OH&zip=${LONG}`,
    );
    await expect(page.getByText(`The report type “${LONG}” in this link is not offered`)).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto(`/inspections?sort=${LONG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inspections' })).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto('/loan-officers');
    await page.getByRole('searchbox', { name: 'Search loan officers' }).fill(LONG);
    await expect(page.getByText(`No loan officers match “${LONG}”`)).toBeVisible();
    expect(await overflow(page)).toBe(0);

    await page.goto('/orders');
    await page.getByRole('textbox', { name: 'Intake token' }).fill(LONG);
    await page.getByRole('textbox', { name: 'Order token' }).fill(`${LONG}!`);
    await page.getByRole('button', { name: 'Open order' }).click();
    // In the error summary (a link to the field) and by the field itself.
    await expect(
      page.getByText(
        'An order token has at most 200 characters; this one has 3001. Check that only the token was pasted.',
      ),
    ).toHaveCount(2);
    expect(await overflow(page)).toBe(0);

    await page.goto(`/${LONG}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await overflow(page)).toBe(0);
  });
}

/** A 10,000-character report type and turnaround name, in the pricing reply of the mock service. */
const NAME = 'N'.repeat(10_000);
const pricingWithLongNames = {
  status: 200,
  json: envelope(true, 'Pricing fetched successfully.', {
    pricing_data: {
      single_report_amount: {
        report_type_fee: 419.99,
        base_fee: 489.99,
        inspection_fee: 70,
        rush_fee: 0,
        conversion_fee: 0,
        surcharge_fee: 0,
        gla_surcharge: 0,
        licensing_surcharge: 0,
        total_price: 489.99,
        cc_surcharge: 3.5,
        flood_charge: 0,
        inspection_price: 70,
        inspection_price_additional_units: 95,
        units: 1,
        unit_price: 489.99,
        due_date: '2026-11-30',
      },
      report_type: { slug: 'reno-arv', nickname: NAME, formal_name: `${NAME}F` },
      inspection_type: { slug: 'interior-w-exterior', name: 'Interior with Exterior' },
      turnaround_time: {
        slug: 'standard',
        name: `${NAME}T`,
        turnaround_time: 3,
        turnaround_time_text: '3-5 business days',
        requested_tat_standard_or_rush: 'standard',
      },
    },
  } as never),
};

for (const viewport of VIEWPORTS) {
  test(`a 10,000-character report type or turnaround name wraps on /pricing and /quotes (${viewport.name})`, async ({
    page,
    axe,
  }) => {
    test.slow();
    await page.setViewportSize(viewport);
    await startSignedIn(page);
    await queueMockFaults(page, 'pricing', [pricingWithLongNames]);
    await page.goto(
      '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
    );
    const price = page.getByRole('region', { name: 'Your price' });
    await expect(price.getByRole('row').last()).toHaveText('Total$489.99');
    await expect(price.getByRole('row', { name: /^Report/ })).toContainText(`${NAME}F.`);
    expect(await overflow(page)).toBe(0);

    await price.getByRole('button', { name: 'Save quote' }).click();
    await expect(price.getByText(/^Saved as Q-/)).toBeVisible();
    await page.goto('/quotes');
    const quote = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Quote Q-/ }) });
    await expect(quote.getByRole('definition').filter({ hasText: `${NAME}T` })).toHaveText(
      `${NAME}T (3 to 5 business days)`,
    );
    expect(await overflow(page)).toBe(0);
    await axe.expectNoViolations(`quotes with a 10,000-character name (${viewport.name})`);
  });
}
