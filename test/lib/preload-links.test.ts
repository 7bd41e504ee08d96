/**
 * Vite's runtime preloads (scripts/vite/preload-links.ts): the boot module's imports carry none (the HTML
 * preloads their chunks), every other dynamic import keeps Vite's own, and the build fails when the
 * boot module's chunk cannot be told apart by its name.
 */
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { blockRenderOnBoot, checkBootEntryName, runtimePreloads } from '../../scripts/vite/preload-links';

const chunk = (fileName: string, isEntry = false) =>
  ({ type: 'chunk', fileName, isEntry, imports: [], dynamicImports: [] }) as unknown as Rollup.OutputChunk;
const bundleOf = (...chunks: Rollup.OutputChunk[]) =>
  Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rollup.OutputBundle;

describe('runtime preloads', () => {
  const deps = ['assets/app-C1.js', 'assets/react-dom-D2.js'];

  it('drops the preloads of the boot module’s own imports', () => {
    expect(
      runtimePreloads('assets/app-C1.js', deps, { hostId: 'assets/index-Ab_9-x.js', hostType: 'js' }),
    ).toEqual([]);
  });

  it('keeps them for a lazy route imported by the portal, and for the HTML', () => {
    expect(
      runtimePreloads('assets/shell-E3.js', deps, { hostId: 'assets/app-C1.js', hostType: 'js' }),
    ).toEqual(deps);
    expect(runtimePreloads('assets/index-Ab.js', deps, { hostId: 'index.html', hostType: 'html' })).toEqual(
      deps,
    );
  });

  it('fails the build when another chunk is named like the boot module, or the entry is not', () => {
    const entry = chunk('assets/index-Ab.js', true);
    expect(() => checkBootEntryName(bundleOf(entry, chunk('assets/app-C1.js')), entry)).not.toThrow();
    expect(() => checkBootEntryName(bundleOf(entry, chunk('assets/index-Zz.js')), entry)).toThrow(
      /assets\/index-Ab\.js, assets\/index-Zz\.js matches/,
    );
    const renamed = chunk('assets/main-Ab.js', true);
    expect(() => checkBootEntryName(bundleOf(renamed), renamed)).toThrow(/no chunk matches/);
  });
});

describe('the boot module’s script', () => {
  const entry = chunk('assets/index-Ab.js', true);

  it('holds the first paint until it has run, keeping its other attributes', () => {
    const html = '<head><script type="module" crossorigin src="/assets/index-Ab.js"></script></head>';
    expect(blockRenderOnBoot(html, entry, '/')).toBe(
      '<head><script type="module" blocking="render" crossorigin src="/assets/index-Ab.js"></script></head>',
    );
  });

  it('fails the build when the HTML has no script for it', () => {
    expect(() => blockRenderOnBoot('<head></head>', entry, '/')).toThrow(
      /no module script for assets\/index-Ab\.js/,
    );
  });
});
