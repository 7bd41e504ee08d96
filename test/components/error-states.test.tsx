/**
 * Error and loading states: the message is a plain sentence, the technical details (call, HTTP status,
 * the service's message, what could not be read) sit in a collapsed disclosure; "Try again" is offered
 * for transient failures; a page still loading after 5 seconds says so.
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isTransient } from '../../src/api/errors';
import { apiRoutePatterns } from '../../src/api/paths';
import { LoadingState, STILL_WAITING_TEXT } from '../../src/components/ui/states';
import { envelope } from '../../src/mocks/envelope';
import { typedCompany } from '../fixtures/company';
import { server } from '../mock-service';
import { renderApp, signIn } from '../render';

/** The rows of the technical details, as [label, value] pairs. */
function technicalRows(alert: HTMLElement): [string, string][] {
  const details = within(alert).getByRole('group');
  const values = within(details).getAllByRole('definition');
  return within(details)
    .getAllByRole('term')
    .map((term, i) => [term.textContent ?? '', values[i]?.textContent ?? '']);
}

describe('technical details', () => {
  it('keep the schema path out of the message, collapsed until opened, with the call and the status', async () => {
    await signIn();
    server.use(
      http.get(apiRoutePatterns.loanOfficers, () =>
        HttpResponse.json(envelope(true, 'Loan officers fetched successfully.', { loan_officers: 'none' })),
      ),
    );
    const { user } = renderApp('/loan-officers');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('The service sent a reply the portal could not read.'),
    ).toBeInTheDocument();
    const details = within(alert).getByRole('group');
    expect(alert.textContent?.replace(details.textContent ?? '', '')).not.toContain('data.');
    expect(details).not.toHaveAttribute('open');

    await user.click(within(alert).getByText('Technical details'));
    expect(details).toHaveAttribute('open');
    const rows = technicalRows(alert);
    expect(rows.slice(0, 3)).toEqual([
      ['Call', 'GET /api/v1/user/loan-officers'],
      ['HTTP status', '200'],
      ['Service message', '“Loan officers fetched successfully.”'],
    ]);
    expect(rows[3]?.[0]).toBe('Problem');
    expect(rows[3]?.[1]).toMatch(/^Field data\.loan_officers: Invalid input/);
    expect(rows).toHaveLength(4);
  });

  it("show a failure's status, the service's message and each of its errors", async () => {
    await signIn();
    server.use(
      http.get(apiRoutePatterns.paymentSources, () =>
        HttpResponse.json(
          envelope(false, 'Payment sources are unavailable (ref 7f3a).', {}, [
            { message: 'Upstream down', key: 'stripe' },
          ]),
          { status: 502 },
        ),
      ),
    );
    renderApp('/payment-methods');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Payment sources are unavailable (ref 7f3a).')).toBeInTheDocument();
    expect(technicalRows(alert)).toEqual([
      ['Call', 'GET /api/v2/company/payment-sources'],
      ['HTTP status', '502'],
      ['Service message', '“Payment sources are unavailable (ref 7f3a).”'],
      ['Service error', 'stripe: Upstream down'],
    ]);
  });
});

describe('"Try again"', () => {
  const refusal = (message: string, status = 200, fieldErrors: ApiError['fieldErrors'] = []) =>
    new ApiError({ kind: 'refused', message, status, fieldErrors });

  it('is offered for transient failures only', () => {
    for (const kind of ['network', 'timeout', 'server', 'malformed'] as const) {
      expect(isTransient(new ApiError({ kind, message: kind }))).toBe(true);
    }
    expect(isTransient(refusal('Pricing is temporarily unavailable.'))).toBe(true);
    // Validation errors and refusals with a diagnosis fail the same way again.
    expect(isTransient(refusal('"gla_include" is not allowed'))).toBe(false);
    expect(isTransient(refusal('Data validation failed.'))).toBe(false);
    expect(
      isTransient(refusal('Refused', 200, [{ message: 'x', field: 'state', label: null, value: undefined }])),
    ).toBe(false);
    expect(isTransient(refusal('Report is not completed yet!', 422))).toBe(false);
    expect(isTransient(new ApiError({ kind: 'unauthorized', message: 'no', status: 401 }))).toBe(false);
    expect(isTransient(new ApiError({ kind: 'not-found', message: 'no', status: 404 }))).toBe(false);
    expect(isTransient(new Error('not from the service'))).toBe(false);
  });

  it('on the order result, after success:false, reopens the order', async () => {
    await signIn();
    server.use(
      http.get(
        apiRoutePatterns.retrieveResponse,
        () => HttpResponse.json(envelope(false, 'The report service is busy. Please try again.')),
        { once: true },
      ),
    );
    const { user } = renderApp('/orders/int_8F3K2M/ord_5T7R1Q');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report service is busy. Please try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
  });

  it('on the company form, after a failed save, sends the same values again', async () => {
    await signIn();
    let attempts = 0;
    server.use(
      http.put(apiRoutePatterns.updateCompany, () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : undefined;
      }),
    );
    const { user } = renderApp('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    for (const [label, value] of typedCompany()) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service could not be reached. Check your connection and try again.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Company details saved.')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('on sign-in, after a 503, signs in', async () => {
    server.use(
      http.post(
        apiRoutePatterns.createToken,
        () => HttpResponse.json(envelope(false, 'Sign-in is briefly unavailable.'), { status: 503 }),
        { once: true },
      ),
    );
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), 'demo.officer');
    await user.type(screen.getByLabelText('Password'), 'demo-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in');
    expect(alert).toHaveTextContent('Sign-in is briefly unavailable.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    // The suite's wait (test/setup.ts), not vi.waitFor's one second: the next page loads its code first.
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
  });
});

describe('a loading state', () => {
  afterEach(() => vi.useRealTimers());

  it('says it is still waiting after 5 seconds, in its polite live region', () => {
    vi.useFakeTimers();
    render(<LoadingState label="Loading loan officers…" />);
    const status = screen.getByRole('status', { name: 'Loading loan officers…' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    act(() => {
      vi.advanceTimersByTime(4_900);
    });
    expect(status).not.toHaveTextContent(STILL_WAITING_TEXT);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(status).toHaveTextContent(STILL_WAITING_TEXT);
  });
});
