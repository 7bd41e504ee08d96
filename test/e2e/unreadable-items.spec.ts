/**
 * One bad item in a list (issue 12, tolerant parsing): the mock serves the payment methods with one card
 * whose expiry is unreadable and one bank account with no id. The rest is listed, the card shows its
 * expiry as "Unreadable", and a note says one item was left out.
 */
import { listReply, paymentSourcesWithUnreadableItems } from '../unreadable-lists';
import { expect, startSignedIn, test } from './fixtures';
import { queueMockFaults } from './mock-state';

test('payment methods: one bad item in the list leaves the rest listed, with a note', async ({
  page,
  axe,
}) => {
  await page.clock.setFixedTime(new Date(2026, 10, 23, 10, 0));
  await startSignedIn(page);
  await queueMockFaults(page, 'paymentSources', [listReply(paymentSourcesWithUnreadableItems())]);
  await page.goto('/payment-methods');

  await expect(page.getByText('1 item could not be read and is not shown.')).toBeVisible();
  await expect(page.getByText('2 bank accounts and 4 cards.')).toBeVisible();
  const cards = page.getByRole('table', { name: 'Stripe cards' });
  const discover = cards.getByRole('row', { name: /^Discover/ });
  await expect(discover.getByRole('cell')).toHaveText(['•••• Ending in 1117', 'Unreadable']);
  await expect(discover.getByRole('rowheader')).toHaveText('Discover Default: Unreadable');
  await expect(cards.getByRole('row', { name: /^Visa/ }).getByRole('cell').last()).toHaveText('08/2028');
  const ach = page.getByRole('table', { name: 'Stripe bank accounts (ACH)' });
  await expect(ach.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('Escrow account')).toHaveCount(0);
  await axe.expectNoViolations('payment methods with one unreadable card and one item left out');
});
