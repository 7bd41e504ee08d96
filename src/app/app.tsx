import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { configureApi } from '../api/config';
import { clearCacheOnSessionEnd } from '../queries/query-client';
import { sessionStore } from '../session/session-store';

configureApi({ getToken: () => sessionStore.get()?.token ?? null });

/** The providers around the router. The client and the router are made by start.tsx. */
export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  useEffect(() => clearCacheOnSessionEnd(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
