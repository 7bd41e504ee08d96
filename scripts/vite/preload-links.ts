/**
 * Module preload links for the boot module's imports (docs/decisions/2026-11-22-sign-in-boot.md).
 * The HTML loads only the tiny boot module (src/main.tsx), which imports the portal dynamically; without
 * these links the browser would discover the portal's chunks only once the boot module has run.
 * - index.html (client-rendered routes): preloaded at the default (high) priority, so they download
 *   beside the boot module;
 * - login.html (prerendered): the same plus the sign-in page's chunk, listed in an inert <template> that
 *   the boot module moves into the document after the first paint. Lighthouse counts any high-priority
 *   script requested before the first paint as holding it back, and `fetchpriority="low"` does not lower
 *   a module preload's priority in Chromium.
 */
import type { Plugin, Rollup } from 'vite';
import { paths } from '../../src/lib/paths.ts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The chunk and every chunk it imports statically, in load order. */
export function staticClosure(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk' || seen.has(fileName)) return seen;
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  seen.add(fileName);
  return seen;
}

/** The chunk whose entry module is the given source file (e.g. 'src/features/auth/login-page.tsx'). */
export function chunkOfModule(bundle: OutputBundle, modulePath: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId?.replaceAll('\\', '/').endsWith(modulePath) ?? false),
  );
}

/**
 * The chunks the boot module imports at once: its dynamic imports and what they import, less what the
 * boot module imports statically (Vite preloads those itself).
 */
export function bootImports(bundle: OutputBundle, entry: OutputChunk): string[] {
  const files = new Set<string>();
  for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, files);
  const boot = staticClosure(bundle, entry.fileName);
  return [...files].filter((file) => file.endsWith('.js') && !boot.has(file));
}

/**
 * The boot module's chunk: index.html's entry, which Vite names after the HTML file. bootPreload fails the
 * build when that stops being true, or when another chunk has such a name.
 */
const BOOT_ENTRY = /^assets\/index-[\w-]+\.js$/;

/**
 * Vite's runtime preloads for a dynamic import (`build.modulePreload.resolveDependencies`): none for the
 * boot module's imports, whose chunks every HTML page preloads itself (index.html's links, login.html's
 * template), and Vite's own for the rest (the router's lazy routes). For the boot module's imports Vite's
 * preload helper only found every link already there, after scanning the document's links: 10-15 ms of
 * /login's start at 6× CPU (docs/decisions/2026-11-24-slow-phone.md).
 */
export function runtimePreloads(
  _file: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
): string[] {
  return hostType === 'js' && BOOT_ENTRY.test(hostId) ? [] : deps;
}

/** Fails unless the entry, and it alone, has the boot module's chunk name (see runtimePreloads). */
export function checkBootEntryName(bundle: OutputBundle, entry: OutputChunk): void {
  const named = Object.keys(bundle).filter((file) => BOOT_ENTRY.test(file));
  if (named.length !== 1 || named[0] !== entry.fileName) {
    throw new Error(
      `boot-preload: the entry chunk is ${entry.fileName} and ${named.join(', ') || 'no chunk'} matches ` +
        `${BOOT_ENTRY}; runtimePreloads (scripts/vite/preload-links.ts) would drop the wrong preloads.`,
    );
  }
}

/**
 * login.html lists its preloads in a <template> of this id: inert until the boot module moves them into the
 * document after the first paint (src/main.tsx).
 */
export const BOOT_PRELOADS_ID = 'boot-preloads';
/**
 * ...and the sign-in request's code (src/api/create-token.ts and what it imports) in a <template> of this
 * id, which the sign-in form moves into the document once it is up: downloaded and compiled, not evaluated
 * until the user signs in (src/queries/auth.ts).
 */
export const SIGN_IN_REQUEST_PRELOADS_ID = 'sign-in-request';

export function modulePreloadTag(base: string, file: string): string {
  return `<link rel="modulepreload" crossorigin href="${base}${file}">`;
}

/**
 * The modules each client-rendered route loads lazily (see src/app/router.tsx; patterns from
 * src/lib/paths.ts): on a cold load of that
 * route the boot module preloads their chunks at once, beside the portal's, instead of the router finding
 * them only once the portal has started. A route missing here loses only that head start.
 */
const SHELL = 'src/app/shell.tsx';
// The route table beyond sign-in (src/app/root-route.tsx): a chunk of its own that every such route starts with.
const ROUTER = 'src/app/router.tsx';
export const ROUTE_MODULES: Record<string, string[]> = {
  '/': [ROUTER, SHELL, 'src/features/pricing/stepper/pricing-page.tsx'],
  [paths.pricing.pattern]: [ROUTER, SHELL, 'src/features/pricing/stepper/pricing-page.tsx'],
  [paths.quotes.pattern]: [ROUTER, SHELL, 'src/features/pricing/quotes/quotes-page.tsx'],
  [paths.inspections.pattern]: [ROUTER, SHELL, 'src/features/inspections/inspections-page.tsx'],
  [paths.company.pattern]: [ROUTER, SHELL, 'src/features/company/company-page.tsx'],
  [paths.paymentMethods.pattern]: [ROUTER, SHELL, 'src/features/payment-methods/payment-methods-page.tsx'],
  [paths.loanOfficers.pattern]: [ROUTER, SHELL, 'src/features/loan-officers/loan-officers-page.tsx'],
  [paths.orders.pattern]: [ROUTER, SHELL, 'src/features/orders/lookup/orders-page.tsx'],
  // The route's loader too (a lazy chunk of its own): it starts the order request.
  [paths.orderResult.pattern]: [
    ROUTER,
    SHELL,
    'src/features/orders/result/order-result-page.tsx',
    'src/app/order-result-loader.ts',
  ],
  [paths.orderResultByPath.pattern]: [ROUTER, SHELL, 'src/features/orders/lookup/order-path-redirect.tsx'],
  [paths.orderCompare.pattern]: [ROUTER, SHELL, 'src/features/orders/compare/compare-page.tsx'],
};

/** A route's pattern as a regular expression of the pathname: '/orders/:intake/:order' → '^/orders/[^/]+/[^/]+/?$' */
export function routePattern(path: string): string {
  return `^${path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`;
}

/**
 * One inert <template data-route="pattern"> per route, holding preload links for its chunks (less those
 * the boot module preloads anyway); the boot module moves the matching one into the document.
 */
export function routePreloadTemplates(bundle: OutputBundle, entry: OutputChunk, base: string): string[] {
  const always = new Set([...bootImports(bundle, entry), ...staticClosure(bundle, entry.fileName)]);
  return Object.entries(ROUTE_MODULES).map(([path, modules]) => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunkOfModule(bundle, module);
      if (!chunk) throw new Error(`route preloads: no chunk for ${module}`);
      staticClosure(bundle, chunk.fileName, files);
    }
    const links = [...files].filter((file) => file.endsWith('.js') && !always.has(file));
    return `<template data-route="${routePattern(path)}">${links.map((f) => modulePreloadTag(base, f)).join('')}</template>`;
  });
}

/**
 * The boot module's script tag holds the first paint until it has run (`blocking="render"`, which Vite
 * drops from index.html's own tag): it applies the remembered color theme before anything is drawn, and
 * its evaluation (50-100 ms at 6× CPU, mostly its first touches of the document and of localStorage) is
 * part of loading rather than a task on the painted sign-in form (docs/decisions/2026-11-24-slow-phone.md).
 */
export function blockRenderOnBoot(html: string, entry: OutputChunk, base: string): string {
  const tag = new RegExp(`<script type="module"([^>]*) src="${base}${entry.fileName}"`);
  if (!tag.test(html)) throw new Error(`boot-preload: no module script for ${entry.fileName} in index.html`);
  return html.replace(tag, `<script type="module" blocking="render"$1 src="${base}${entry.fileName}"`);
}

/**
 * index.html: the boot module's script render-blocking, high-priority preload links for its imports, and
 * the route templates.
 */
export function bootPreload(): Plugin {
  let base = '/';
  return {
    name: 'boot-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || !ctx.chunk) return html;
        checkBootEntryName(ctx.bundle, ctx.chunk);
        const links = bootImports(ctx.bundle, ctx.chunk).map((file) => modulePreloadTag(base, file));
        const templates = routePreloadTemplates(ctx.bundle, ctx.chunk, base);
        return blockRenderOnBoot(html, ctx.chunk, base).replace(
          '</head>',
          `  ${[...links, ...templates].join('\n    ')}\n  </head>`,
        );
      },
    },
  };
}
