/**
 * The route table the painted sign-in page starts with: the root and the sign-in route only. Matching an
 * address ranks every route and compiles a pattern for each, a long task on a slow phone; the sign-in
 * page needs none of the others to hydrate, nor their code: the rest of the table (router.tsx, with the
 * preload lists of every section) is a chunk of its own. It is loaded and added on the first navigation
 * that needs it (React Router's `patchRoutesOnNavigation`), such as the one after signing in
 * (docs/decisions/2026-11-24-slow-phone.md).
 */
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { ROOT_ID, rootRoute, signInRoute } from './root-route';

export function signInFirst(loadOthers: () => Promise<RouteObject[]>): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  let others: Promise<RouteObject[]> | undefined;
  let patched = false;
  return {
    routes: [rootRoute([signInRoute()])],
    // Loaded once. A navigation's `patch` does nothing once that navigation is superseded (signing in
    // navigates twice), so the navigation that is still current when the table arrives puts it in place.
    // A load that fails (the network dropped) is forgotten, so the next navigation tries again.
    patchRoutesOnNavigation: async ({ patch, signal }) => {
      others ??= loadOthers().catch((error: unknown) => {
        others = undefined;
        throw error;
      });
      const routes = await others;
      if (patched || signal.aborted) return;
      patch(ROOT_ID, routes);
      patched = true;
    },
  };
}
