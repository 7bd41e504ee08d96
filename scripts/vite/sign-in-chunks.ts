/**
 * Chunks for a lean sign-in page (docs/decisions/2026-11-22-sign-in-boot.md). Left to itself the bundler
 * splits the code /login needs into a dozen small shared chunks, and every chunk compresses on its own
 * (about 4 KiB of gzip lost to the split). This plugin groups that code into three chunks:
 * - `react-dom`: React and React DOM, which the boot module evaluates first on /login;
 * - `forms`: react-hook-form (the sign-in form and the other forms; the zod resolver, which only the
 *   other forms use, stays with them: docs/decisions/2026-11-23-sign-in-without-zod.md);
 * - `app`: everything the portal's start module and the sign-in page import statically (router, query
 *   client, session, API client, the few shared UI components of the form).
 * The sign-in page itself, the shell and each section stay chunks of their own, so no route carries
 * another route's page, and the order result carries no form library.
 */
import type { Plugin } from 'vite';

const REACT_DOM = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FORMS = /[\\/]node_modules[\\/]react-hook-form[\\/]/;
const PRELOAD_HELPER = /vite[\\/]preload-helper/;
const BOOT = /[\\/]src[\\/]main\.tsx$/;
const START = /[\\/]src[\\/]app[\\/]start\.tsx$/;
// The sign-in page and its form (a module of its own, hydrated after the page): the page's own chunk.
const SIGN_IN_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/](?:login-page|sign-in-form)\.tsx$/;
/**
 * React Query's entry module re-exports everything, so the import graph says the start module needs its
 * query observers; only the pages that read data do (sign-in only mutates). They stay with those pages.
 * These are the library's own file names: the build fails (below) when an upgrade renames or removes one,
 * rather than quietly putting the observers back on the sign-in path.
 */
export const QUERY_OBSERVER_FILES = [
  'queryObserver',
  'queriesObserver',
  'infiniteQueryObserver',
  'useQuery',
  'useQueries',
  'useBaseQuery',
  'useInfiniteQuery',
  'useIsFetching',
  'useMutationState',
  'suspense',
  'errorBoundaryUtils',
  'QueryErrorResetBoundary',
  'IsRestoringProvider',
  'HydrationBoundary',
  'hydration',
  'streamedQuery',
  'queryOptions',
  'infiniteQueryOptions',
  'mutationOptions',
  'useSuspenseQuery',
  'useSuspenseInfiniteQuery',
  'useSuspenseQueries',
  'usePrefetchQuery',
  'usePrefetchInfiniteQuery',
];
const QUERY_FILE = /[\\/]@tanstack[\\/](?:react-query|query-core)[\\/].*[\\/](\w+)\.js$/;
const isQueryObserver = (id: string) => QUERY_OBSERVER_FILES.includes(QUERY_FILE.exec(id)?.[1] ?? '');

/** The names of QUERY_OBSERVER_FILES that no module of the build has: each one means the plan is stale. */
export function missingQueryObserverFiles(ids: readonly string[]): string[] {
  const present = new Set(ids.map((id) => QUERY_FILE.exec(id)?.[1]));
  return QUERY_OBSERVER_FILES.filter((name) => !present.has(name));
}

export function signInChunks(): Plugin {
  const app = new Set<string>();
  const bootShared = new Set<string>();
  return {
    name: 'sign-in-chunks',
    apply: 'build',
    buildEnd() {
      // The static import closure of the start module and of the sign-in page.
      const ids = [...this.getModuleIds()];
      const missing = missingQueryObserverFiles(ids);
      if (missing.length > 0) {
        this.error(
          `sign-in-chunks: @tanstack/react-query no longer has ${missing.join(', ')}.js. The chunk plan ` +
            'names its files (scripts/vite/sign-in-chunks.ts): check what /login loads, then update the list.',
        );
      }
      const queue = ids.filter((id) => START.test(id) || SIGN_IN_PAGE.test(id));
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (app.has(id) || isQueryObserver(id)) continue;
        app.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      for (const id of app) if (SIGN_IN_PAGE.test(id)) app.delete(id);
      // What the boot module imports statically: the `boot` chunk below.
      const boot = ids.find((id) => BOOT.test(id));
      const bootQueue = boot ? [...(this.getModuleInfo(boot)?.importedIds ?? [])] : [];
      const seen = new Set<string>();
      while (bootQueue.length > 0) {
        const id = bootQueue.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        if (!id.endsWith('.css')) bootShared.add(id);
        bootQueue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            // What the boot module imports statically and the portal uses too (Vite's preload helper, the
            // route registry, the theme): inside `app` it would make the boot module import the whole
            // portal statically.
            {
              name: 'boot',
              test: (id: string) => PRELOAD_HELPER.test(id) || bootShared.has(id),
              priority: 4,
            },
            { name: 'react-dom', test: REACT_DOM, priority: 3 },
            { name: 'forms', test: FORMS, priority: 2 },
            { name: 'app', test: (id: string) => app.has(id), priority: 1 },
          ],
        },
      };
    },
  };
}
