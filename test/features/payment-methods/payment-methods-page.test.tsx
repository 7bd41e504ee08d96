/** /payment-methods over the mock service, with today fixed to 23 November 2026. */
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { ok, refusal } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import { renderSignedIn } from '../../render';

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('payment methods', () => {
  it('lists bank accounts and cards by processor, with verification, default and expiry badges', async () => {
    await renderSignedIn('/payment-methods');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment methods' })).toBeInTheDocument();

    const stripe = await screen.findByRole('region', { name: 'Stripe' });
    expect(screen.getByText('2 bank accounts and 3 cards.')).toBeInTheDocument();

    const ach = within(stripe).getByRole('table', { name: 'Stripe bank accounts (ACH)' });
    expect(rowsOf(ach)).toEqual([
      ['Account', 'Account holder', 'Account number', 'Routing number', 'Currency', 'Verification'],
      [
        'Operating account Default',
        'Keystone Lending Group LLC',
        '•••• Ending in 6789',
        '044000037',
        'USD',
        'Verified',
      ],
      [
        'Draw reserve account ',
        'Keystone Lending Group LLC',
        '•••• Ending in 4410',
        '021000021',
        'USD',
        'Pending verification',
      ],
    ]);
    expect(
      within(stripe).getByText(
        'Pending verification means the payment processor has not yet confirmed this bank account. It may not be usable for payments until the processor confirms it.',
      ),
    ).toBeInTheDocument();

    const cards = within(stripe).getByRole('table', { name: 'Stripe cards' });
    expect(rowsOf(cards)).toEqual([
      ['Card', 'Card number', 'Expires'],
      ['Visa ', '•••• Ending in 4242', '08/2028'],
      ['Mastercard ', '•••• Ending in 5454', '12/2026Expires soon'],
      ['American Express ', '•••• Ending in 0005', '03/2025Expired'],
    ]);

    const attention = screen.getByRole('list', { name: 'Needs attention' });
    expect(
      within(attention)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Mastercard ending in 5454 expires at the end of December 2026.',
      'American Express ending in 0005 expired at the end of March 2025.',
      'Draw reserve account ending in 4410 is pending verification.',
    ]);
    // It says what to do about it.
    expect(screen.getByText(/^What to do:/)).toHaveTextContent(
      'What to do: this portal can only list payment methods. Ask your account manager at the valuation service to replace a card that has expired or expires soon, or to finish verifying a bank account.',
    );
  });

  it('computes the expiry badges from today', async () => {
    vi.setSystemTime(new Date(2028, 5, 15, 9, 0));
    await renderSignedIn('/payment-methods');
    const cards = await screen.findByRole('table', { name: 'Stripe cards' });
    expect(rowsOf(cards).slice(1)).toEqual([
      ['Visa ', '•••• Ending in 4242', '08/2028Expires soon'],
      ['Mastercard ', '•••• Ending in 5454', '12/2026Expired'],
      ['American Express ', '•••• Ending in 0005', '03/2025Expired'],
    ]);
  });

  it('shows an empty state for a company without payment methods', async () => {
    await renderSignedIn('/payment-methods', { username: 'new.lender' });
    expect(await screen.findByText('No payment methods yet')).toBeInTheDocument();
    expect(
      screen.getByText('The service has no bank accounts or cards on file for this company.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeInTheDocument();
  });

  it('groups by whatever the processor is called and shows unknown statuses in words', async () => {
    server.use(
      http.get(apiRoutePatterns.paymentSources, () =>
        ok(
          {
            paymentSources: {
              authorize_net: {
                ach: [
                  {
                    payment_source_id: 77,
                    source_name: 'Escrow account',
                    last_4: '1200',
                    is_default: '0',
                    verification_status: 'verification_failed',
                    payload: {
                      account_holder_name: 'Keystone Escrow',
                      currency: 'usd',
                      routing_number: '011000015',
                    },
                  },
                ],
                creditCards: [],
              },
              stripe: {
                ach: [],
                creditCards: [
                  {
                    payment_source_id: 'c1',
                    source_name: '',
                    last_4: '1881',
                    is_default: '1',
                    payload: { exp_month: 1, exp_year: 2030, brand: 'discover' },
                  },
                ],
              },
            },
          },
          'Payment sources fetched successfully.',
        ),
      ),
    );
    await renderSignedIn('/payment-methods');
    const authorize = await screen.findByRole('region', { name: 'Authorize Net' });
    expect(
      rowsOf(within(authorize).getByRole('table', { name: 'Authorize Net bank accounts (ACH)' })).slice(1),
    ).toEqual([
      [
        'Escrow account ',
        'Keystone Escrow',
        '•••• Ending in 1200',
        '011000015',
        'USD',
        'Verification failed',
      ],
    ]);
    expect(within(authorize).getByText('No cards with Authorize Net.')).toBeInTheDocument();

    const stripe = screen.getByRole('region', { name: 'Stripe' });
    expect(within(stripe).getByText('No bank accounts with Stripe.')).toBeInTheDocument();
    expect(rowsOf(within(stripe).getByRole('table', { name: 'Stripe cards' })).slice(1)).toEqual([
      ['Discover Default', '•••• Ending in 1881', '01/2030'],
    ]);
    expect(screen.getByText('1 bank account and 1 card with 2 payment processors.')).toBeInTheDocument();
    expect(screen.queryByText('Needs attention')).not.toBeInTheDocument();
  });

  it('lists two alike expired cards apart, and one without last four digits by its name only', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
    const card = (id: string, last4: string) => ({
      payment_source_id: id,
      source_name: 'Visa',
      last_4: last4,
      is_default: '0',
      payload: { exp_month: 1, exp_year: 2024, brand: 'visa' },
    });
    server.use(
      http.get(apiRoutePatterns.paymentSources, () =>
        ok(
          {
            paymentSources: {
              stripe: { ach: [], creditCards: [card('c1', '4242'), card('c2', '4242'), card('c3', '')] },
            },
          },
          'Payment sources fetched successfully.',
        ),
      ),
    );
    await renderSignedIn('/payment-methods');
    const attention = await screen.findByRole('list', { name: 'Needs attention' });
    expect(
      within(attention)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Visa ending in 4242 expired at the end of January 2024.',
      'Visa ending in 4242 expired at the end of January 2024.',
      'Visa expired at the end of January 2024.',
    ]);
    vi.useRealTimers();
  });

  it("shows the service's refusal in plain words, its own kept, and offers no retry that would be refused again", async () => {
    server.use(
      http.get(
        apiRoutePatterns.paymentSources,
        () =>
          refusal(422, "The company token you provided, is either invalid OR you don't have access to it!"),
        { once: true },
      ),
    );
    await renderSignedIn('/payment-methods');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment methods could not be loaded')).toBeInTheDocument();
    // In the portal's words, with the service's own under "Technical details".
    expect(
      within(alert).getByText(
        'Sign out and sign in again. If this message comes back, contact support with the technical details below.',
      ),
    ).toBeInTheDocument();
    expect(
      within(alert).getByText(
        "“The company token you provided, is either invalid OR you don't have access to it!”",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment methods' })).toBeInTheDocument();

    // A refusal is not transient: the one retry rule (QueryState) offers no "Try again".
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
