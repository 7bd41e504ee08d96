/**
 * The root of the route table and the sign-in route: in the portal's start chunk, so that the painted
 * sign-in page hydrates with them alone. The rest of the table (router.tsx: the shell, every section and
 * their preload lists) is a chunk of its own, which /login loads only when a navigation needs it
 * (sign-in-routes.ts); a client-rendered route's start imports it, preloaded with the route's own chunks.
 */
import type { RouteObject } from 'react-router';
import { paths } from '../lib/paths';
import { lazyComponent } from './lazy-component';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';

export const ROOT_ID = 'root';

/** A pathless root: the one place for the hydrate fallback and the app-level error boundary. */
export function rootRoute(children: RouteObject[]): RouteObject {
  return { id: ROOT_ID, errorElement: <RouteErrorPage />, hydrateFallbackElement: <div />, children };
}

/** A new object each time: starting the portal puts what its lazy import loads on the route itself. */
export function signInRoute(): RouteObject {
  return {
    path: paths.login.pattern,
    handle: { title: 'Sign in' } satisfies RouteHandle,
    lazy: { Component: lazyComponent(() => import('../features/auth/login-page').then((m) => m.LoginPage)) },
  };
}
