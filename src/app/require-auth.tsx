import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { sessionStore } from '../session/session-store';
import type { LoginLocationState } from '../session/login-location';
import { useSession } from '../session/use-session';

/**
 * Pages behind sign-in. Without a session: to /login, remembering where the user was (not after
 * sign-out), and for whom when a session ended there.
 */
export function RequireAuth() {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    const user = sessionStore.lastEndedUser();
    const state: LoginLocationState =
      sessionStore.lastEndReason() === 'signed-out'
        ? {}
        : { from: `${location.pathname}${location.search}${location.hash}`, ...(user ? { user } : {}) };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}
