/**
 * The QueryClient: reads retry transient failures (network, timeout, 5xx) with backoff; writes never
 * retry on their own. A 401 from any call ends the session; ending a session clears every cached query.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryable } from '../api/errors';
import { sessionStore } from '../session/session-store';

function endSessionOnUnauthorized(error: unknown) {
  if (isApiError(error) && error.kind === 'unauthorized') sessionStore.end('expired');
}

export function createQueryClient(options: { retry?: boolean } = {}): QueryClient {
  const retryReads = options.retry ?? true;
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnUnauthorized }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => retryReads && failureCount < 2 && isRetryable(error),
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
  return sessionStore.subscribe(() => {
    const next = sessionStore.get();
    if (previous && (!next || next.token !== previous.token)) client.clear();
    previous = next;
  });
}
