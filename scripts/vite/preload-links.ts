/**
 * Module preload links for the boot module's imports (docs/decisions/2026-11-22-sign-in-boot.md).
 * The HTML loads only the tiny boot module (src/main.tsx), which imports the portal dynamically; without
 * these links the browser would discover the portal's chunks only once the boot module has run.
 * - index.html (client-rendered routes): preloaded at the default (high) priority, so they download
 *   beside the boot module;
 * - login.html (prerendered): the same plus the sign-in page's chunk, at low priority, so that they do not
 *   compete with the page's first paint.
 */
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

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

/** The chunks the boot module imports at once: its dynamic imports and what they import. */
export function bootImports(bundle: OutputBundle, entry: OutputChunk): string[] {
  const files = new Set<string>();
  for (const dynamic of entry.dynamicImports) staticClosure(bundle, dynamic, files);
  return [...files].filter((file) => file.endsWith('.js'));
}

export function modulePreloadTag(base: string, file: string, lowPriority: boolean): string {
  const priority = lowPriority ? ' fetchpriority="low"' : '';
  return `<link rel="modulepreload" crossorigin href="${base}${file}"${priority}>`;
}

/** Adds high-priority preload links for the boot module's imports to index.html. */
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
      handler(_html, ctx): HtmlTagDescriptor[] {
        if (!ctx.bundle || !ctx.chunk) return [];
        return bootImports(ctx.bundle, ctx.chunk).map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
