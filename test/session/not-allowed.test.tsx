/**
 * A permission refusal never signs anyone out: on a 401 the portal checks whether the session still
 * works (the report types) before deciding. It does: "not allowed" in place, the session stays, the page
 * is marked in the navigation. It does not: the session has ended, back to sign-in and then the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { listLoanOfficers } from '../../src/api/endpoints';
import { isAccessRefusal } from '../../src/api/errors';
import { apiPaths, apiRoutePatterns } from '../../src/api/paths';
import { createQueryClient } from '../../src/queries/query-client';
import { DEMO_CREDENTIALS as DEMO } from '../../src/lib/demo-credentials';
import { NOT_ALLOWED_MESSAGE } from '../../src/mocks/overrides';
import { sessionStore } from '../../src/session/session-store';
import { mockDb, server } from '../mock-service';
import { renderApp, signIn } from '../render';

const ASSISTANT = 'demo.assistant';

describe('a call the account may not make', () => {
  it('shows "not allowed" in place at once, keeps the session and marks the page in the navigation', async () => {
    await signIn(ASSISTANT);
    const { user, router } = renderApp('/loan-officers');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is not allowed to see this')).toBeInTheDocument();
    expect(
      within(alert).getByText('Ask an admin of your company for access if you need it.'),
    ).toBeInTheDocument();
    // The service's own words stay under "Technical details", for support.
    expect(alert).toHaveTextContent(`Service message“${NOT_ALLOWED_MESSAGE}”`);
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loan-officers');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeInTheDocument();
    expect(sessionStore.get()?.user.username).toBe(ASSISTANT);
    expect(sessionStore.lastEndReason()).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Loan officers not allowed' })).toHaveAttribute(
      'href',
      '/loan-officers',
    );
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();

    // The rest of the portal keeps working, and the mark stays for the rest of the session.
    await user.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('radio', { name: 'Property Valuation' })).toBeInTheDocument();
    expect(sessionStore.get()?.user.username).toBe(ASSISTANT);
    expect(within(nav).getByRole('link', { name: 'Loan officers not allowed' })).toBeInTheDocument();
    expect(sessionStore.get()?.notAllowedPaths).toEqual(['/loan-officers']);
  });

  it('ends the session when the check is refused too (the token really expired), then returns to the page', async () => {
    await signIn();
    mockDb.state.tokens = {}; // the service no longer accepts the token
    const { user, router } = renderApp('/loan-officers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    expect(screen.queryByText('Your account is not allowed to see this')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), DEMO.username);
    await user.type(screen.getByLabelText('Password'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-officers'));
    expect(await screen.findByText('Marcus Bell')).toBeInTheDocument();
  });

  it('ends the session when the check gets no answer: the safe side', async () => {
    await signIn(ASSISTANT);
    server.use(http.get(apiRoutePatterns.reportTypes, () => Response.error()));
    const { router } = renderApp('/loan-officers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.lastEndReason()).toBe('expired');
  });

  it('checks once for several 401s at the same moment', async () => {
    const { companyToken } = await signIn(ASSISTANT);
    createQueryClient(); // what has the API client check the session after a 401
    const checks: string[] = [];
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname === apiPaths.reportTypes) checks.push(request.method);
    };
    server.events.on('request:start', count);
    try {
      const results = await Promise.allSettled([
        listLoanOfficers(companyToken),
        listLoanOfficers(companyToken),
      ]);
      expect(results.map((r) => r.status === 'rejected' && isAccessRefusal(r.reason))).toEqual([true, true]);
      expect(checks).toEqual(['GET']);
    } finally {
      server.events.removeListener('request:start', count);
    }
  });
});
