/**
 * The route table the painted sign-in page starts with: the root and the sign-in route only. Matching an
 * address ranks every route and compiles a pattern for each, a long task on a slow phone; the sign-in
 * page needs none of the others to hydrate. They are added on the first navigation that needs them
 * (React Router's `patchRoutesOnNavigation`), such as the one after signing in
 * (docs/decisions/2026-11-24-slow-phone.md).
 */
import type { NonIndexRouteObject, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { paths } from '../lib/paths';

const ROOT_ID = 'root';

export function signInFirst(routes: RouteObject[]): {
  routes: RouteObject[];
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
} {
  // router.tsx's table: one pathless root, with the sign-in route among its children.
  const root = routes[0] as NonIndexRouteObject;
  const children = root.children ?? [];
  const isSignIn = (route: RouteObject) => route.path === paths.login.pattern;
  const rest = children.filter((route) => !isSignIn(route));
  let patched = false;
  return {
    routes: [{ ...root, id: ROOT_ID, children: children.filter(isSignIn) }],
    patchRoutesOnNavigation: ({ patch, signal }) => {
      if (patched || signal.aborted) return;
      patched = true;
      patch(ROOT_ID, rest);
    },
  };
}
