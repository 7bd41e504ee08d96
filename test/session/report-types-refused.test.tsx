/**
 * Issue 45, item 17: an account refused the report types (the call the session check makes) is not
 * signed out after every sign-in: the refusal of the check's call alone is not an ended session. The page
 * says "not allowed" in place and the rest of the portal works. A token that has really ended still ends
 * the session.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../src/api/paths';
import { DEMO_CREDENTIALS as DEMO } from '../../src/lib/demo-credentials';
import { NOT_ALLOWED_MESSAGE } from '../../src/mocks/overrides';
import { sessionStore } from '../../src/session/session-store';
import { mockDb, server } from '../mock-service';
import { renderApp, signIn } from '../render';

function refuseReportTypes() {
  server.use(
    http.get(apiRoutePatterns.reportTypes, () =>
      HttpResponse.json(
        { success: false, message: NOT_ALLOWED_MESSAGE, data: {}, meta: {}, errors: [] },
        { status: 401 },
      ),
    ),
  );
}

describe('an account refused the report types', () => {
  it('signs in and stays signed in: pricing says "not allowed" in place, other pages work', async () => {
    refuseReportTypes();
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), DEMO.username);
    await user.type(screen.getByLabelText('Password'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is not allowed to see this')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(sessionStore.get()?.user.username).toBe(DEMO.username);
    expect(sessionStore.lastEndReason()).toBeNull();

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Loan officers' }));
    expect(await screen.findByText('Marcus Bell')).toBeInTheDocument();
    expect(sessionStore.get()?.user.username).toBe(DEMO.username);
  });

  it('still ends a session whose token the service no longer accepts', async () => {
    refuseReportTypes();
    await signIn();
    mockDb.state.tokens = {};
    const { router } = renderApp('/loan-officers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.lastEndReason()).toBe('expired');
  });
});
