/**
 * Starts React. Loaded by the boot module (src/main.tsx), which has started the mock service in demo mode.
 * Both the first render and hydration run inside startTransition, so React renders in slices that
 * yield to the browser instead of one long task (docs/decisions/2026-11-22-sign-in-boot.md).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { yieldToMain } from '../lib/schedule';
import { paths } from '../lib/paths';
import { createQueryClient } from '../queries/query-client';
import { createJobStoresSlot } from '../session/job-stores-slot';
import { sessionStore } from '../session/session-store';
import { storageKeys } from '../session/local-data';
import { App } from './app';
import { signInFirst } from './sign-in-routes';

/**
 * Starts the lazy imports of the routes that match the address (router.tsx: every `lazy` is an object of
 * loaders), each in a task of its own, and hands the router their promises. Left to the router, they all
 * start in its first task, each through Vite's preload helper (it looks up every preload link of the
 * page): on an order result that made the router's first task the longest task of the page's load.
 * `resolve` (hydration): waits for each and puts what it loads on the route, as React Router advises
 * before hydrating: the router then starts initialised and renders the prerendered page at once, not its
 * hydrate fallback.
 */
async function startLazyImports(routeTree: RouteObject[], pathname: string, resolve: boolean) {
  for (const { route } of matchRoutes(routeTree, pathname) ?? []) {
    const lazy = (route.lazy ?? {}) as Record<string, () => Promise<unknown>>;
    for (const [key, load] of Object.entries(lazy)) {
      const loading = load();
      // A failure is the router's to handle: it asks for the promise a few tasks later.
      if (resolve) Object.assign(route, { [key]: await loading });
      else lazy[key] = () => loading;
      await yieldToMain();
    }
    if (resolve) route.lazy = undefined;
  }
}

export async function startApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  // A session whose start the browser could not record asks the other tabs whether a sign-out ended it, and
  // a tab that saw a sign-out answers them. Loaded only then: the sign-in page's first load stays within
  // its size budget.
  if (sessionStore.get()?.unrecorded || globalThis.sessionStorage?.getItem(storageKeys.signedOutAt)) {
    const { checkSessionWithOtherTabs } = await import('../session/session-sync');
    await checkSessionWithOtherTabs();
  }
  const queryClient = createQueryClient();
  const jobStores = createJobStoresSlot();
  // /login is served prerendered (login.html): hydrate it, so what is painted stays in place. A signed-in
  // visitor is redirected instead, which the prerendered markup cannot match: render afresh.
  const hydrate = root.hasChildNodes() && window.location.pathname === paths.login() && !sessionStore.get();
  // The painted sign-in page waits for nothing: it starts with its own route only (the others are added
  // when a navigation needs them), and each step of the start is a task of its own there (the sign-in
  // page's chunk evaluated, the router made, the hydration), so none is a long one on a slow phone.
  const { routes, patchRoutesOnNavigation } = hydrate
    ? signInFirst(() => import('./router').then((m) => m.otherRoutes(queryClient)))
    : { routes: (await import('./router')).createRoutes(queryClient), patchRoutesOnNavigation: undefined };
  await startLazyImports(routes, window.location.pathname, hydrate);
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  // The router's start (it matches the address and starts the route's loaders) and React's in separate
  // tasks, so that neither waits for the other and input can come in between.
  await yieldToMain();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} jobStores={jobStores} router={router} />
    </StrictMode>
  );
  const reactRoot = hydrate ? null : createRoot(root);
  startTransition(() => {
    if (reactRoot) reactRoot.render(app);
    else hydrateRoot(root, app);
  });
}
