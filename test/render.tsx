/** Renders the real app (routes, providers) at a route, over the mock service, with a fresh QueryClient. */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createToken } from '../src/api/endpoints';
import { createRoutes } from '../src/app/router';
import { clearCacheOnSessionEnd, createQueryClient } from '../src/queries/query-client';
import { sessionStore } from '../src/session/session-store';

export const DEMO = { username: 'demo.officer', password: 'demo-pass-2026' } as const;
export const KEYSTONE = 'cmp_KEYST0NE';

/** Signs in through the real create-token call of the mock service. */
export async function signIn(username: string = DEMO.username, password: string = DEMO.password) {
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

export function renderApp(path: string, options: { queryClient?: QueryClient } = {}): RenderAppResult {
  const queryClient = options.queryClient ?? createQueryClient({ retry: false });
  const stopClearing = clearCacheOnSessionEnd(queryClient);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return {
    router,
    queryClient,
    user,
    unmount: () => {
      stopClearing();
      view.unmount();
    },
  };
}
