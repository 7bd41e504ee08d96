import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** For pages behind sign-in: the session is guaranteed by the route guard. */
export function useRequiredSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useRequiredSession used outside a signed-in route');
  return session;
}
