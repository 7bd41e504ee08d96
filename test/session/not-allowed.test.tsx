/**
 * A 401 is not always an expired session: right after signing in again for a page, a 401 there means
 * the account may not make that call. It is shown in the service's words, the session stays, no loop.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOT_ALLOWED_MESSAGE } from '../../src/mocks/overrides';
import { sessionStore } from '../../src/session/session-store';
import { DEMO_CREDENTIALS as DEMO } from '../../src/lib/demo-credentials';
import { renderApp, signIn } from '../render';

const ASSISTANT = 'demo.assistant';

describe('a call the account may not make', () => {
  it('ends the session once, then after signing in again shows "not allowed" and keeps the session', async () => {
    await signIn(ASSISTANT);
    const { user, router } = renderApp('/loan-officers');
    // The first 401 cannot be told from an expired token: back to sign-in, as always.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), ASSISTANT);
    await user.type(screen.getByLabelText('Password'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your account is not allowed to do this')).toBeInTheDocument();
    expect(within(alert).getByText(NOT_ALLOWED_MESSAGE)).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/loan-officers');
    expect(screen.getByRole('heading', { level: 1, name: 'Loan officers' })).toBeInTheDocument();
    expect(sessionStore.get()?.user.username).toBe(ASSISTANT);

    // The rest of the portal keeps working.
    await user.click(screen.getByRole('link', { name: 'Pricing' }));
    expect(await screen.findByRole('radio', { name: 'Property Valuation' })).toBeInTheDocument();
    expect(sessionStore.get()?.user.username).toBe(ASSISTANT);
    // Having left the page, a 401 means an ended session again.
    await waitFor(() => expect(sessionStore.get()?.resumedPath).toBeUndefined());
  });

  it('is not assumed for a user who signed in afresh: a 401 then ends the session', async () => {
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), ASSISTANT);
    await user.type(screen.getByLabelText('Password'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(sessionStore.get()?.resumedPath).toBeUndefined();
    await router.navigate('/loan-officers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStore.lastEndReason()).toBe('expired');
  });
});
