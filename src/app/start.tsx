/**
 * Starts React. Loaded by the boot module (src/main.tsx), which has started the mock service in demo mode.
 * Both the first render and hydration run inside startTransition, so React renders in slices that
 * yield to the browser instead of one long task (docs/decisions/2026-11-22-sign-in-boot.md).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from '../lib/next-task';
import { paths } from '../lib/paths';
import { createQueryClient } from '../queries/query-client';
import { sessionStore } from '../session/session-store';
import { App } from './app';
import { createRoutes } from './router';
import { signInFirst } from './sign-in-routes';

/**
 * Loads the lazy routes that match the address and puts what they export on the route objects, as React
 * Router advises before hydrating: the router then starts initialised and renders the prerendered page
 * at once, not its hydrate fallback.
 */
async function resolveLazyRoutes(routeTree: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routeTree, pathname) ?? []).map((match) => match.route);
  await Promise.all(
    lazy.map(async (route) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  const queryClient = createQueryClient();
  // /login is served prerendered (login.html): hydrate it, so what is painted stays in place. A signed-in
  // visitor is redirected instead, which the prerendered markup cannot match: render afresh.
  const hydrate = root.hasChildNodes() && window.location.pathname === paths.login() && !sessionStore.get();
  // The painted sign-in page waits for nothing: it starts with its own route only (the others are added
  // when a navigation needs them), and each step of the start is a task of its own there (the sign-in
  // page's chunk evaluated, the router made, the hydration), so none is a long one on a slow phone.
  const { routes, patchRoutesOnNavigation } = hydrate
    ? signInFirst(createRoutes(queryClient))
    : { routes: createRoutes(queryClient), patchRoutesOnNavigation: undefined };
  if (hydrate) {
    await resolveLazyRoutes(routes, window.location.pathname);
    await nextTask();
  }
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  // The router's start (it matches the address and starts the route's loaders) and React's in separate
  // tasks: together they took 19-22 ms on this machine.
  await nextTask();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>
  );
  const reactRoot = hydrate ? null : createRoot(root);
  startTransition(() => {
    if (reactRoot) reactRoot.render(app);
    else hydrateRoot(root, app);
  });
}
