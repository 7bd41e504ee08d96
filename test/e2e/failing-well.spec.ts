/**
 * Failing well: a transient failure offers "Try again" that works, a slow page says it is still
 * waiting, the technical details stay out of the message, in a collapsed part for support, and a page
 * whose code does not arrive says so inside the shell.
 */
import { expect, startSignedIn, test } from './fixtures';
import { queueMockFaults, refusalEnvelope } from './mock-state';

const PRICED_LINK =
  '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=OH&zip=43215';
const ORDER_PATH = '/orders/int_8F3K2M/ord_5T7R1Q';

test('pricing: a transient refusal offers "Try again", which prices the report', async ({ page, axe }) => {
  await startSignedIn(page);
  await queueMockFaults(page, 'pricing', [
    {
      status: 200,
      json: refusalEnvelope('Pricing is temporarily unavailable. Please try again in a moment.'),
    },
  ]);
  await page.goto(PRICED_LINK);
  const price = page.getByRole('region', { name: 'Your price' });
  const alert = price.getByRole('alert');
  await expect(alert).toContainText('We could not price this report');
  await expect(alert).toContainText('Pricing is temporarily unavailable. Please try again in a moment.');
  await axe.expectNoViolations('pricing: transient refusal');

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(
    page.getByRole('table', { name: 'Price breakdown' }).getByRole('row', { name: /^Total/ }),
  ).toHaveText('Total$489.99');
  await expect(price.getByRole('alert')).toHaveCount(0);
});

test('order result: success:false, then a malformed reply, each offer "Try again" until the result shows', async ({
  page,
  axe,
}) => {
  await startSignedIn(page);
  await queueMockFaults(page, 'retrieveResponse', [
    { status: 200, json: refusalEnvelope('The report service is busy. Please try again.') },
    {
      status: 200,
      json: { success: true, message: 'OK', data: { responses: 'garbled' }, meta: {}, errors: [] },
    },
  ]);
  await page.goto(ORDER_PATH);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The report service is busy. Please try again.');
  await alert.getByRole('button', { name: 'Try again' }).click();

  await expect(alert).toContainText('The service sent a reply the portal could not read.');
  // The schema path is for support only: in the collapsed technical details, not in the message.
  await expect(alert.getByText('data.responses', { exact: false })).toBeHidden();
  await axe.expectNoViolations('order result: malformed reply');
  await alert.getByText('Technical details').click();
  await expect(alert.getByText('GET /api/v1/order/retrieve-response')).toBeVisible();
  await expect(alert.getByText(/^Field data\.responses: /)).toBeVisible();
  await axe.expectNoViolations('order result: technical details open');

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('4817 Larkspur Lane').first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page still loading after about 5 seconds says it is still waiting, politely', async ({
  page,
  axe,
}) => {
  await page.clock.install();
  await startSignedIn(page);
  await page.evaluate(() => window.sessionStorage.setItem('valuation-portal:mock-latency-ms', '20000'));
  await page.goto('/loan-officers');
  const status = page.getByRole('status', { name: 'Loading loan officers…' });
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).not.toContainText('Still waiting');
  await page.clock.fastForward(5_500);
  await expect(status).toContainText(
    'Still waiting for the service. A slow reply can take up to a minute; the rest of the portal keeps working.',
  );
  await axe.expectNoViolations('loan officers, still waiting');
});

test('a page whose code does not arrive says so inside the shell, and a reload brings the page', async ({
  page,
  context,
  axe,
}) => {
  // As after a deploy that replaced the portal's files while this tab was open: the page's chunk is gone.
  const pageCode = /\/assets\/company-page-[\w-]+\.js$/;
  // The context's route: demo mode's service worker fetches the portal's files (a page's route misses them).
  await context.route(pageCode, (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await startSignedIn(page);
  // By keyboard: the heading that takes the focus on arrival draws no ring (it is no control), on screen or
  // on paper, as on every other page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Company' }).press('Enter');

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('This page could not be shown');
  await expect(heading).toBeFocused();
  await expect(heading).toHaveCSS('outline-style', 'none');
  const alert = page.getByRole('alert');
  await expect(alert.getByText('Part of the portal could not be loaded')).toBeVisible();
  await expect(alert).toContainText(
    'Check your connection, then reload the page. If the portal was updated while this page was open, reloading loads the new version.',
  );
  await alert.getByText('Technical details').click();
  await expect(
    alert.getByText(/^Failed to fetch dynamically imported module: .*company-page-/),
  ).toBeVisible();
  // The shell stays: the navigation and the account are still there.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await axe.expectNoViolations('a page whose code did not arrive');
  // On paper the words stay and the buttons, which nothing can press there, go.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Go to pricing' })).toBeHidden();
  await expect(alert.getByText('Part of the portal could not be loaded')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await context.unroute(pageCode);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company details');
});
