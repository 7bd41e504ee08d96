/**
 * /orders/:intake/:order over the mock service: not completed yet, unknown, failing, partial and
 * multi-unit results.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../src/mocks/envelope';
import { server } from '../../mock-service';
import { renderSignedIn } from '../../render';
import {
  address,
  LARKSPUR,
  MISSING_PARTS,
  NOT_READY,
  RECENT_ORDERS_KEY,
  TWO_UNITS,
  openOrder,
  readFacts,
  section,
} from './helpers';

const NOT_FOUND_WORDS =
  "The intake token you provided, is either invalid OR you don't have access of the order associated with it!";

describe('order result: states', () => {
  it('shows "not completed yet" as a normal state and checks again', async () => {
    const { user } = await openOrder(NOT_READY, 'settled');
    const notReady = await screen.findByText('This report is not ready yet');
    const box = screen.getByRole('status', { name: (name) => name !== 'Notifications' });
    expect(box).toContainElement(notReady);
    expect(box).toHaveTextContent('The service says: “Report is not completed yet!”');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    let calls = 0;
    server.use(
      http.get('*/api/v1/order/retrieve-response', () => {
        calls += 1;
        return refusal(422, 'Report is not completed yet!');
      }),
    );
    await user.click(within(box).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls).toBe(1));
    const checkAgain = await within(box).findByRole('button', { name: 'Check again' });
    expect(checkAgain).toHaveFocus();
    await waitFor(() => expect(checkAgain).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('heading', { level: 1, name: 'Order result' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows the result once a not-ready report is completed', async () => {
    const { user } = await openOrder(NOT_READY, 'settled');
    await screen.findByText('This report is not ready yet');
    const { mockDb } = await import('../../mock-service');
    const larkspur = mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!;
    mockDb.orders.find((o) => o.orderToken === 'ord_9N4W6P')!.responses = larkspur.responses;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
    expect(readFacts(section('Valuation summary'))['Estimated as-is value']).toBe('$212,000');
  });

  it('shows the service’s words for an unknown order', async () => {
    await renderSignedIn('/orders/int_NOPE/ord_NOPE');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order cannot be opened');
    expect(alert).toHaveTextContent(NOT_FOUND_WORDS);
    expect(screen.getByRole('heading', { level: 1, name: 'Order result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
    expect(window.localStorage.getItem(RECENT_ORDERS_KEY)).toBeNull();
  });

  it('offers a retry when the service is having trouble', async () => {
    server.use(http.get('*/api/v1/order/retrieve-response', () => refusal(503, 'Upstream timed out')));
    const { user } = await renderSignedIn(LARKSPUR);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upstream timed out');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
  });

  it('shows the rest of a result that is missing optional parts', async () => {
    await openOrder(MISSING_PARTS);
    const property = section('Property');
    expect(address(property)).toHaveTextContent(
      /^350 Riverside Drive, Unit 4BBuilding 2Cincinnati, OH 45202$/,
    );
    expect(within(property).queryByText('Asset reference')).not.toBeInTheDocument();
    expect(within(property).getByText('This report does not include property specs.')).toBeInTheDocument();
    expect(
      within(section('Market information')).getByText('This report does not include market information.'),
    ).toBeInTheDocument();
    expect(readFacts(section('Valuation summary'))).toEqual({
      'Estimated as-is value': '$186,500',
      'Current condition': 'Good',
    });
    expect(readFacts(section('Condition ratings'))).toEqual({
      Overall: '4',
      Kitchen: '4',
      Baths: '4',
      Interior: 'Not rated',
      Exterior: 'Not rated',
    });
    expect(
      within(section('Commentary'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Subject property', 'Valuation']);
    expect(
      within(section('Renovation strategies')).getByText(
        'This report does not include renovation strategies.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Budget')).getByText('This report has no budget line items.')).toBeInTheDocument();
    expect(
      within(section('Budget')).queryByRole('button', { name: 'Export to a spreadsheet (CSV)' }),
    ).not.toBeInTheDocument();
  });

  it('makes each of several results reachable as tabs', async () => {
    const { user } = await openOrder(TWO_UNITS);
    const tabs = screen.getByRole('tablist', { name: 'Results of this order' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['1. 2210 Cedar Street, Unit 1 $148,000', '2. 2210 Cedar Street, Unit 2 $139,500']);
    const first = screen.getByRole('tabpanel');
    expect(first).toHaveAccessibleName('1. 2210 Cedar Street, Unit 1 $148,000');
    expect(readFacts(section('Valuation summary', first))).toEqual({
      'Estimated as-is value': '$148,000',
      'Current condition': 'Fair',
    });

    await user.click(within(tabs).getByRole('tab', { name: /Unit 2/ }));
    const second = screen.getByRole('tabpanel');
    expect(second).toHaveAccessibleName('2. 2210 Cedar Street, Unit 2 $139,500');
    expect(readFacts(section('Valuation summary', second))).toEqual({
      'Estimated as-is value': '$139,500',
      'Current condition': 'Average',
    });
    expect(within(second).getByRole('table', { name: 'Budget line items' })).toHaveTextContent('Rear stairs');
    const total = within(within(second).getByRole('table', { name: 'Budget line items' })).getByRole('row', {
      name: /^Grand total/,
    });
    expect(total).toHaveTextContent('Grand total$3,200$4,950$16,150$0$3,350$27,650');

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: /Unit 1/ })).toHaveFocus();
    expect(within(tabs).getByRole('tab', { name: /Unit 1/ })).toHaveAttribute('aria-selected', 'true');
  });
});
