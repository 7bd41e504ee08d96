/**
 * Renders the real app (routes, providers) at a route, over the mock service, with a fresh QueryClient;
 * `renderSignedIn` signs in first, through the mock service's create-token.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createToken } from '../src/api/create-token';
import { createRoutes } from '../src/app/router';
import { DEMO_CREDENTIALS } from '../src/lib/demo-credentials';
import { clearCacheOnSessionEnd, createQueryClient } from '../src/queries/query-client';
import { createJobStoresSlot, disconnectJobStores, JobStoresContext } from '../src/session/job-stores-slot';
import { sessionStore } from '../src/session/session-store';
import { sessionListeners } from './session-listeners';

/** The company of the demo user. */
export const KEYSTONE = 'cmp_KEYST0NE';

/** Signs in through the real create-token call of the mock service (every demo user has the demo password). */
export async function signIn(
  username: string = DEMO_CREDENTIALS.username,
  password: string = DEMO_CREDENTIALS.password,
) {
  const result = await createToken({ username, password });
  sessionStore.start({ token: result.token, user: result.user, companyToken: result.companyToken });
  return result;
}

export interface RenderAppResult {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  user: ReturnType<typeof userEvent.setup>;
  unmount: () => void;
}

interface RenderOptions {
  queryClient?: QueryClient;
}

export function renderApp(path: string, options: RenderOptions = {}): RenderAppResult {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const stopClearing = clearCacheOnSessionEnd(queryClient);
  sessionListeners.add(stopClearing);
  // A fresh set of job stores (the batch's) per rendered app; at the test's end they stop what they send.
  const jobStores = createJobStoresSlot();
  const stopJobs = () => {
    disconnectJobStores(jobStores);
    jobStores.stores?.disposeAll();
  };
  sessionListeners.add(stopJobs);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JobStoresContext value={jobStores}>
        <RouterProvider router={router} />
      </JobStoresContext>
    </QueryClientProvider>,
  );
  return {
    router,
    queryClient,
    user,
    unmount: () => {
      stopClearing();
      sessionListeners.delete(stopClearing);
      stopJobs();
      sessionListeners.delete(stopJobs);
      view.unmount();
    },
  };
}

/** Signs in (as the demo user, or as `username`) and renders the app at `path`. */
export async function renderSignedIn(
  path: string,
  options: RenderOptions & { username?: string } = {},
): Promise<RenderAppResult> {
  await signIn(options.username);
  return renderApp(path, options);
}
