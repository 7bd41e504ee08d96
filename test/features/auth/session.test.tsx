/** Sign-in, sign-out, a reload, and a 401 in the middle of a session, through the real app. */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../../src/api/paths';
import { reportTypeQueries } from '../../../src/queries/reference-data';
import { sessionStore } from '../../../src/session/session-store';
import { refusal } from '../../../src/mocks/envelope';
import { DEMO_CREDENTIALS } from '../../../src/lib/demo-credentials';
import { focusedErrorSummary } from '../../focus';
import { mockDb, server } from '../../mock-service';
import { KEYSTONE, renderApp, renderSignedIn, type RenderAppResult } from '../../render';

async function fillAndSubmit(user: RenderAppResult['user'], username: string, password: string) {
  // The sign-in page is a lazy route: after a redirect it shows up a moment after the URL changes.
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('signs in with the form and keeps the session for the tab only', async () => {
    const { user, router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    const demo = screen.getByRole('complementary', { name: 'Demo credentials' });
    expect(within(demo).getByText(DEMO_CREDENTIALS.username)).toBeInTheDocument();
    expect(within(demo).getByText(DEMO_CREDENTIALS.password)).toBeInTheDocument();

    await fillAndSubmit(user, DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password);

    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    // The header names the user: on the account menu's button and in its panel (wide screens), and in
    // the phone menu.
    expect(await within(await screen.findByRole('banner')).findAllByText('Dana Whitfield')).toHaveLength(3);
    const stored = JSON.parse(window.sessionStorage.getItem('valuation-portal:session') ?? 'null') as {
      token: string;
      companyToken: string;
    };
    expect(stored.token).toMatch(/^tok_/);
    expect(stored.companyToken).toBe(KEYSTONE);
    // localStorage holds only the browser's record of sign-outs, never the token.
    expect(Object.keys(window.localStorage)).toEqual(['valuation-portal:session-record']);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(stored.token);
    expect(router.state.location.search).toBe('');
  });

  it('validates before sending anything', async () => {
    let requests = 0;
    server.events.on('request:start', () => {
      requests += 1;
    });
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    // The error summary (GOV.UK) takes focus and leads to each field.
    const { summary, links } = await focusedErrorSummary();
    expect(links).toEqual(['Enter your username.', 'Enter your password.']);
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter your username.');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(summary).getByRole('link', { name: 'Enter your password.' }));
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(requests).toBe(0);
    server.events.removeAllListeners();
  });

  it('sends the username without the spaces around it, and takes spaces alone for no username', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      // Only the sign-in sends a body: a GET of the page signed in to has none to read as JSON.
      if (request.method !== 'POST') return;
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push(body));
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), '   ');
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('link', { name: 'Enter your username.' })).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.type(screen.getByLabelText('Username'), `${DEMO_CREDENTIALS.username}  `);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(sent[0]).toEqual({ username: DEMO_CREDENTIALS.username, password: DEMO_CREDENTIALS.password });
    server.events.removeAllListeners();
  });

  it("shows the service's refusal in its words and keeps what was typed", async () => {
    const { user } = renderApp('/login');
    await fillAndSubmit(user, DEMO_CREDENTIALS.username, 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in');
    expect(alert).toHaveTextContent('Invalid username or password!');
    expect(screen.getByLabelText('Username')).toHaveValue(DEMO_CREDENTIALS.username);
    expect(sessionStore.get()).toBeNull();
  });

  it('shows one error box at a time: a refusal, then empty fields', async () => {
    const { user } = renderApp('/login');
    await fillAndSubmit(user, DEMO_CREDENTIALS.username, 'not-the-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not sign you in');
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    // The stale refusal is gone: only the summary of what to fix now.
    expect(screen.getAllByRole('alert')).toEqual([summary]);
    expect(screen.queryByText('We could not sign you in')).not.toBeInTheDocument();
  });

  it('shows the pending state and never submits twice', async () => {
    let calls = 0;
    // The service answers once the second click has landed, however slow the host.
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(apiRoutePatterns.createToken, async () => {
        calls += 1;
        await answered;
        return refusal(422, 'Invalid username or password!');
      }),
    );
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), DEMO_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Password'), 'x');
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Signing in…' }));
    answer();
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });
});

describe('a signed-in session', () => {
  it('is restored on reload', async () => {
    const view = await renderSignedIn('/loan-officers');
    expect(await within(await screen.findByRole('banner')).findAllByText('Dana Whitfield')).toHaveLength(3);
    view.unmount();

    sessionStore.reload(); // what a page load does: read the tab's sessionStorage
    const { router } = renderApp('/loan-officers');
    expect(router.state.location.pathname).toBe('/loan-officers');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('signs out: the session and every cached query are cleared', async () => {
    const { user, router, queryClient } = await renderSignedIn('/loan-officers');
    await queryClient.fetchQuery(reportTypeQueries.list(KEYSTONE));
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The sign-in page confirms it in one line.
    expect(await screen.findByRole('status')).toHaveTextContent(/^You have signed out\.$/);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(window.sessionStorage.getItem('valuation-portal:session')).toBeNull();
    // After signing out there is nothing to return to: signing in again lands on the default page.
    expect(router.state.location.state).toEqual({});
  });

  it('ends on a 401, returns to sign-in with a message, then back to where the user was', async () => {
    const { user, router, queryClient } = await renderSignedIn('/loan-officers?sort=name');
    mockDb.state.tokens = {}; // the service revokes the token

    await expect(queryClient.fetchQuery(reportTypeQueries.list(KEYSTONE))).rejects.toMatchObject({
      kind: 'unauthorized',
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The router's location changes before React has rendered the sign-in page: wait for the page.
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again to continue where you were.',
    );
    expect(queryClient.getQueryCache().getAll()).toEqual([]);

    await fillAndSubmit(user, DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-officers'));
    expect(router.state.location.search).toBe('?sort=name');
  });

  it('sends a signed-out visitor of a deep link to sign-in, then to the link', async () => {
    const { user, router } = renderApp('/company');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await fillAndSubmit(user, DEMO_CREDENTIALS.username, DEMO_CREDENTIALS.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/company'));
  });
});

describe('the shell', () => {
  it('shows the navigation to every section and a not-found page', async () => {
    const { router } = await renderSignedIn('/pricing');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Pricing', '/pricing'],
      ['Quotes', '/quotes'],
      ['Inspections', '/inspections'],
      ['Orders', '/orders'],
      ['Company', '/company'],
      ['Payment methods', '/payment-methods'],
      ['Loan officers', '/loan-officers'],
    ]);
    await router.navigate('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
