/**
 * Pages the service refused this account (a 401 while the session still worked: api/errors.ts's
 * isAccessRefusal) are marked in the navigation for the rest of the session. A read that fails so on a
 * page marks that page; writes are not marked (the page itself can still be seen).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isAccessRefusal } from '../api/errors';
import { sessionStore } from '../session/session-store';

export function useMarkNotAllowedPages(pathname: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'error' && isAccessRefusal(event.action.error))
          sessionStore.markNotAllowed(pathname);
      }),
    [queryClient, pathname],
  );
}
