import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { configureApi } from '../api/config';
import { clearCacheOnSessionEnd, createQueryClient } from '../queries/query-client';
import { sessionStore } from '../session/session-store';
import { syncSessionAcrossTabs } from '../session/session-sync';
import { createAppRouter } from './router';

configureApi({ getToken: () => sessionStore.get()?.token ?? null });

export function App() {
  const [queryClient] = useState(() => createQueryClient());
  const [router] = useState(() => createAppRouter());
  useEffect(() => clearCacheOnSessionEnd(queryClient), [queryClient]);
  useEffect(() => syncSessionAcrossTabs(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
