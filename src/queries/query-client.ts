/**
 * The QueryClient: reads retry transient failures (network, 5xx, 429) with backoff, a timed-out read at
 * most once (two slow attempts are already a long wait); writes never retry on their own. A 401 ends the
 * session unless the session check right after it (session-check.ts) found the session still working:
 * then it means "your account is not allowed to see this" (the vendor notes), shown where the call
 * failed, and the session stays. Ending a session clears every cached query.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { configureApi } from '../api/config';
import { isAccessRefusal, isApiError, isRetryable } from '../api/errors';
import { sessionStore } from '../session/session-store';

/**
 * The API client checks the session after every 401 of a signed-in call. The check's code is loaded then:
 * only a signed-in page's call gets a 401, and the sign-in page's first load does not carry it.
 */
const checkSession = () =>
  import('./session-check').then(
    (module) => module.checkSession(),
    () => null, // not loaded: the check could not tell
  );

function endSessionOnUnauthorized(error: unknown) {
  if (!isApiError(error) || error.kind !== 'unauthorized' || isAccessRefusal(error)) return;
  // The check found the session ended, or could not tell: the safe side is an ended session.
  sessionStore.end('expired');
}

/** How many times a failed read is tried again: a timeout once, other transient failures twice. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (!isRetryable(error)) return false;
  return failureCount < (isApiError(error) && error.kind === 'timeout' ? 1 : 2);
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retryReads = options.retry ?? true;
  configureApi({ checkSession });
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => retryReads && shouldRetryRead(failureCount, error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4_000),
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Clears every cached query when the session ends, so the next user of the browser sees nothing. */
export function clearCacheOnSessionEnd(client: QueryClient): () => void {
  let previous = sessionStore.get();
  const cache = client.getQueryCache();
  // A signed-in page's render that React began before the session ended, then threw away, can still build
  // its query in the cache after the clear (a query is built as its observer renders). Signed out, no
  // query can be fetched: one built then, that no mounted component observes, goes once that render is over.
  const unwatch = cache.subscribe((event) => {
    if (event.type !== 'added' || sessionStore.get()) return;
    setTimeout(() => {
      if (!sessionStore.get() && event.query.getObserversCount() === 0) cache.remove(event.query);
    }, 0);
  });
  const unsubscribe = sessionStore.subscribe(() => {
    const next = sessionStore.get();
    if (previous && (!next || next.token !== previous.token)) client.clear();
    previous = next;
  });
  return () => {
    unwatch();
    unsubscribe();
  };
}
