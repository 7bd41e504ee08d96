/**
 * Tolerant parsing on the pages (issue 12): one unreadable item does not fail a list. The mock serves
 * each list with one item kept with an unreadable field (shown as "Unreadable") and one item that cannot
 * be used (left out, and the page says how many); a reply with no list at all still fails as malformed.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueMockAnswers } from '../mock-service';
import { renderSignedIn } from '../render';
import {
  listReply,
  loanOfficersWithUnreadableItems,
  paymentSourcesWithUnreadableItems,
  standaloneWithUnreadableItems,
} from '../unreadable-lists';

const ONE_LEFT_OUT = '1 item could not be read and is not shown.';

function cellsOf(row: HTMLElement): string[] {
  return [
    within(row).getByRole('rowheader').textContent ?? '',
    ...within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent ?? ''),
  ];
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('payment methods with unreadable items', () => {
  it('lists the card whose expiry is unreadable, leaves out the account with no id and says so', async () => {
    queueMockAnswers('paymentSources', [listReply(paymentSourcesWithUnreadableItems())]);
    await renderSignedIn('/payment-methods');

    expect(await screen.findByText(ONE_LEFT_OUT)).toBeInTheDocument();
    expect(screen.getByText('2 bank accounts and 4 cards.')).toBeInTheDocument();
    const ach = screen.getByRole('table', { name: 'Stripe bank accounts (ACH)' });
    expect(within(ach).getAllByRole('row')).toHaveLength(3);
    expect(within(ach).queryByText(/Escrow account/)).not.toBeInTheDocument();

    const cards = screen.getByRole('table', { name: 'Stripe cards' });
    expect(cellsOf(within(cards).getByRole('row', { name: /^Discover/ }))).toEqual([
      'Discover Default: Unreadable',
      '•••• Ending in 1117',
      'Unreadable',
    ]);
    // The other cards keep their expiry and badges.
    expect(cellsOf(within(cards).getByRole('row', { name: /^Mastercard/ }))).toEqual([
      'Mastercard ',
      '•••• Ending in 5454',
      '12/2026Expires soon',
    ]);
  });

  it('still fails as malformed when the reply has no list of payment sources', async () => {
    queueMockAnswers('paymentSources', [listReply({ sources: [] })]);
    await renderSignedIn('/payment-methods');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment methods could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(ONE_LEFT_OUT)).not.toBeInTheDocument();
  });
});

describe('the inspection catalogue with unreadable items', () => {
  it('shows the unreadable price and flag as such, sorts it last and counts the item left out', async () => {
    queueMockAnswers('standaloneInspectionTypes', [listReply(standaloneWithUnreadableItems())]);
    const { user } = await renderSignedIn('/inspections');

    expect(await screen.findByText(ONE_LEFT_OUT)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^Standalone inspection types/ });
    expect(within(table).getAllByRole('row')).toHaveLength(9);
    expect(within(table).queryByText('Roof Inspection')).not.toBeInTheDocument();
    const pool = within(table).getByRole('row', { name: /^Pool Inspection/ });
    expect(cellsOf(pool)).toEqual([
      'Pool InspectionThe pool, its equipment and its fence.',
      'Crowdsourced local inspector',
      'Unreadable',
      '$0.00',
      'Gross living area (GLA) measured: UnreadableLicensed inspector',
    ]);

    // The first and last row headers: each is the name, then the description.
    const ends = () => {
      const headers = within(table).getAllByRole('rowheader');
      return [headers.at(0)?.textContent, headers.at(-1)?.textContent];
    };
    const poolHeader = 'Pool InspectionThe pool, its equipment and its fence.';
    // Ascending and descending alike, the unreadable price comes last; equal prices keep the service's order.
    await user.click(within(table).getByRole('button', { name: /^Price/ }));
    expect(ends()).toEqual([
      'Interior (Homeowner Direct)The homeowner takes guided photos of the interior with a phone app.',
      poolHeader,
    ]);
    await user.click(within(table).getByRole('button', { name: /^Price/ }));
    expect(ends()).toEqual([
      'Interior with ExteriorA local inspector photographs and measures the interior and exterior.',
      poolHeader,
    ]);
  });
});

describe('loan officers with unreadable items', () => {
  it('shows the unreadable email as such and counts the officer with no token', async () => {
    queueMockAnswers('loanOfficers', [listReply(loanOfficersWithUnreadableItems())]);
    await renderSignedIn('/loan-officers');

    expect(await screen.findByText(ONE_LEFT_OUT)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('5 loan officers');
    const table = screen.getByRole('table', { name: /^Loan officers/ });
    expect(cellsOf(within(table).getByRole('row', { name: /^Taylor Brooks/ }))).toEqual([
      'Taylor Brooks ',
      'taylor.brooks',
      'Unreadable',
      '(614) 555-0111',
    ]);
    expect(within(table).queryByText('No Token')).not.toBeInTheDocument();
  });

  it('says how many were left out when none could be read', async () => {
    queueMockAnswers('loanOfficers', [listReply({ loan_officers: [{ name: 'A' }, { name: 'B' }] })]);
    await renderSignedIn('/loan-officers');
    expect(await screen.findByText('2 items could not be read and are not shown.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No loan officers yet')).not.toBeInTheDocument();
  });
});
