/**
 * The sign-in request's code is a chunk loaded after the page is up (src/queries/auth.ts). When it cannot
 * be loaded (the portal's server is out of reach), signing in says so like a reply that never came, keeps
 * what was typed and offers to try again.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CREDENTIALS } from '../../../src/lib/demo-credentials';
import { sessionStore } from '../../../src/session/session-store';
import { server } from '../../mock-service';
import { renderApp } from '../../render';

describe('sign-in when its code cannot be loaded', () => {
  it('says the service could not be reached, sends nothing and keeps what was typed', async () => {
    vi.doMock('../../../src/api/create-token', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    let requests = 0;
    server.events.on('request:start', () => {
      requests += 1;
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), DEMO_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not sign you in');
    expect(alert).toHaveTextContent('The service could not be reached. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue(DEMO_CREDENTIALS.username);
    expect(requests).toBe(0);
    expect(sessionStore.get()).toBeNull();
    server.events.removeAllListeners();
    vi.doUnmock('../../../src/api/create-token');
  });

  it('without the code of the error words either, still says what happened and offers to try again', async () => {
    vi.doMock('../../../src/api/create-token', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.doMock('../../../src/components/ui/error-words', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Username'), DEMO_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'We could not sign you inThe service could not be reached. Check your connection and try again.Try again',
    );
    expect(screen.queryByText('Technical details')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue(DEMO_CREDENTIALS.username);
    vi.doUnmock('../../../src/api/create-token');
    vi.doUnmock('../../../src/components/ui/error-words');
  });
});
