import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { configureApi } from '../api/config';
import { clearCacheOnSessionEnd } from '../queries/query-client';
import { disconnectJobStores, JobStoresContext, type JobStoresSlot } from '../session/job-stores-slot';
import { sessionStore } from '../session/session-store';

configureApi({ getToken: () => sessionStore.get()?.token ?? null });

/** The providers around the router. The client, the job stores' slot and the router are made by start.tsx. */
export function App({
  queryClient,
  jobStores,
  router,
}: {
  queryClient: QueryClient;
  jobStores: JobStoresSlot;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  useEffect(() => clearCacheOnSessionEnd(queryClient), [queryClient]);
  useEffect(() => () => disconnectJobStores(jobStores), [jobStores]);
  return (
    <QueryClientProvider client={queryClient}>
      <JobStoresContext value={jobStores}>
        <RouterProvider router={router} />
      </JobStoresContext>
    </QueryClientProvider>
  );
}
