/** The painted sign-in page's route table: the sign-in route alone, the others loaded and added when needed. */
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { otherRoutes } from '../../src/app/router';
import { signInFirst } from '../../src/app/sign-in-routes';
import { paths } from '../../src/lib/paths';

const lastPath = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.path;

describe('signInFirst', () => {
  it('starts with the sign-in route alone and adds the others on the first navigation that needs them', async () => {
    let loads = 0;
    const { routes, patchRoutesOnNavigation } = signInFirst(() => {
      loads += 1;
      return Promise.resolve(otherRoutes(new QueryClient()));
    });
    expect(routes).toHaveLength(1);
    expect(routes[0]!.children?.map((route) => route.path)).toEqual([paths.login.pattern]);

    const router = createMemoryRouter(routes, { initialEntries: [paths.login()], patchRoutesOnNavigation });
    expect(lastPath(router)).toBe(paths.login.pattern);

    // A page outside the sign-in: found once the rest of the table is in place (here the not-found page,
    // which needs no session).
    await router.navigate('/no-such-page');
    expect(router.state.errors).toBeNull();
    expect(lastPath(router)).toBe('*');
    // Loaded once: another navigation finds the table in place.
    await router.navigate('/another-missing-page');
    expect(lastPath(router)).toBe('*');
    expect(loads).toBe(1);
    router.dispose();
  });

  it('puts the table in place for the navigation still current when it arrives (signing in navigates twice)', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { routes, patchRoutesOnNavigation } = signInFirst(() =>
      gate.then(() => otherRoutes(new QueryClient())),
    );
    const router = createMemoryRouter(routes, { initialEntries: [paths.login()], patchRoutesOnNavigation });
    const first = router.navigate('/first-missing-page');
    const second = router.navigate('/no-such-page');
    release();
    await Promise.all([first, second]);
    expect(router.state.errors).toBeNull();
    expect(router.state.location.pathname).toBe('/no-such-page');
    expect(lastPath(router)).toBe('*');
    router.dispose();
  });

  it('tries the load again on the next navigation when it failed (the network dropped)', async () => {
    let loads = 0;
    const { routes, patchRoutesOnNavigation } = signInFirst(() => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(otherRoutes(new QueryClient()));
    });
    const router = createMemoryRouter(routes, { initialEntries: [paths.login()], patchRoutesOnNavigation });
    await router.navigate('/no-such-page');
    expect(Object.values(router.state.errors ?? {})).toEqual([
      expect.objectContaining({ message: 'Failed to fetch dynamically imported module' }),
    ]);

    await router.navigate('/another-missing-page');
    expect(router.state.errors).toBeNull();
    expect(lastPath(router)).toBe('*');
    expect(loads).toBe(2);
    router.dispose();
  });

  it('without the patch, the same navigation finds nothing', async () => {
    const { routes } = signInFirst(() => Promise.resolve(otherRoutes(new QueryClient())));
    const router = createMemoryRouter(routes, { initialEntries: [paths.login()] });
    await router.navigate('/no-such-page');
    expect(Object.values(router.state.errors ?? {})).toEqual([expect.objectContaining({ status: 404 })]);
    router.dispose();
  });
});
