/**
 * /orders/result?intake=…&order=… over the mock service: not completed yet, unknown, failing, partial and
 * multi-unit results.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../../../src/mocks/envelope';
import { server } from '../../../mock-service';
import { renderSignedIn } from '../../../render';
import {
  address,
  LARKSPUR,
  MISSING_PARTS,
  NOT_READY,
  RECENT_ORDERS_KEY,
  openOrder,
  readFacts,
  section,
} from '../helpers';

const NOT_FOUND_WORDS =
  "The intake token you provided, is either invalid OR you don't have access of the order associated with it!";

describe('order result: states', () => {
  it('shows "not completed yet" as a normal state and checks now', async () => {
    const { user } = await openOrder(NOT_READY, 'settled');
    const box = await screen.findByRole('region', { name: 'This report is still being prepared' });
    // The portal's words in the page; the service's own only under "Technical details".
    const details = within(box).getByRole('group');
    expect(details).not.toHaveAttribute('open');
    expect(within(box).getAllByText(/Report is not completed yet/)).toEqual([
      within(details).getByText('“Report is not completed yet!”'),
    ]);
    expect(box).not.toHaveTextContent('The service says');
    expect(box).toHaveTextContent(
      'This page checks again on its own while it stays open and shows the report as soon as it is ready.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    let calls = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/v1/order/retrieve-response', async () => {
        calls += 1;
        await answered;
        return HttpResponse.json(
          { success: false, message: 'Report is not completed yet!', data: {}, meta: {}, errors: [] },
          { status: 422 },
        );
      }),
    );
    await user.click(within(box).getByRole('button', { name: 'Check now' }));
    await waitFor(() => expect(calls).toBe(1));
    // While the check runs the state stays on screen (no skeleton), its button busy.
    expect(within(box).getByRole('button', { name: 'Checking…' })).toHaveAttribute('aria-disabled', 'true');
    expect(box).toBeInTheDocument();
    answer();
    const checkNow = await within(box).findByRole('button', { name: 'Check now' });
    expect(checkNow).toHaveFocus();
    await waitFor(() => expect(checkNow).toHaveAttribute('aria-disabled', 'false'));
    // The answer to a check the user asked for is said in words.
    expect(within(box).getByRole('status')).toHaveTextContent(
      /^Checked at \d{1,2}:\d{2} [AP]M: the report is still being prepared\.$/,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order result' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows the result once a not-ready report is completed', async () => {
    const { user } = await openOrder(NOT_READY, 'settled');
    await screen.findByRole('region', { name: 'This report is still being prepared' });
    const { mockDb } = await import('../../../mock-service');
    const larkspur = mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!;
    mockDb.orders.find((o) => o.orderToken === 'ord_9N4W6P')!.responses = larkspur.responses;
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
    expect(readFacts(section('Valuation summary'))['Estimated as-is value']).toBe('$212,000');
  });

  it('shows the service’s words for an unknown order', async () => {
    await renderSignedIn('/orders/int_NOPE/ord_NOPE');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t open that order');
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
    expect(within(section('Budget')).queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});
