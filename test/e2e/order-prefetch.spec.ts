/**
 * Opening an order result's link starts the order request while the page's own code is still loading
 * (the route's loader), rather than once the page has rendered: the answer arrives sooner.
 */
import { paths } from '../../src/lib/paths';
import { expect, startSignedIn, test } from './fixtures';

test('opening a result link asks for the order before the page’s code has loaded', async ({
  page,
  context,
  axe,
}) => {
  await startSignedIn(page);
  const events: string[] = [];
  const orderRequested = page
    .waitForRequest(/\/api\/v1\/order\/retrieve-response\?/, { timeout: 10_000 })
    .then(
      () => events.push('order requested'),
      () => events.push('no order request while the page’s code was held'),
    );
  // Each event once: the chunk can be asked for twice (its modulepreload and the route's import).
  const once = (event: string) => {
    if (!events.includes(event)) events.push(event);
  };
  // Hold the result page's chunk until the order request has gone out (or the wait above gives up).
  await context.route(/\/assets\/order-result-page-[\w-]+\.js$/, async (route) => {
    once('page code requested');
    await orderRequested;
    once('page code delivered');
    await route.continue();
  });

  await page.goto(paths.orderResult('int_8F3K2M', 'ord_5T7R1Q'));
  await orderRequested;
  expect(events.slice(0, 2)).toEqual(['page code requested', 'order requested']);
  await expect(page.getByRole('heading', { level: 2, name: 'Property' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Valuation summary' })).toContainText(
    'Estimated as-is value$212,000',
  );
  expect(events).toEqual(['page code requested', 'order requested', 'page code delivered']);
  await axe.expectNoViolations('order result opened from its link');
});
