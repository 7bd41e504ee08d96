/**
 * A className passed to a button overrides the button's own classes: they sit in the components layer
 * of src/index.css (compiled here by Tailwind, as the build does), below every utility.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { render, screen } from '@testing-library/react';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { Button, buttonClasses } from '../../src/components/ui/button';

const require = createRequire(import.meta.url);

/** The portal's stylesheet with the rules of `candidates` (the utilities a page's markup uses). */
async function portalCss(candidates: string[]): Promise<string> {
  const css = await readFile(resolve('src/index.css'), 'utf8');
  const compiled = await compile(css, {
    base: resolve('src'),
    async loadStylesheet(id, base) {
      const path = id === 'tailwindcss' ? require.resolve('tailwindcss/index.css') : resolve(base, id);
      return { path, base: dirname(path), content: await readFile(path, 'utf8') };
    },
  });
  return compiled.build(candidates);
}

/** The cascade layer whose top-level block holds the rule for `selector`, or null outside any layer. */
function layerOf(css: string, selector: string): string | null {
  let layer: string | null = null;
  let depth = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (depth === 0) {
      const opening = /^@layer ([\w-]+) \{/.exec(css.slice(i, i + 40));
      if (opening) layer = opening[1] ?? null;
    }
    if (css.startsWith(`${selector} {`, i)) return depth > 0 ? layer : null;
    if (css[i] === '{') depth += 1;
    if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) layer = null;
    }
  }
  throw new Error(`No rule for ${selector}`);
}

describe('Button', () => {
  it('keeps the className beside its own classes', () => {
    render(
      <Button size="sm" className="w-full sm:min-h-0">
        Export
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Export' })).toHaveClass(
      'button button-primary button-sm w-full sm:min-h-0',
      { exact: true },
    );
    expect(buttonClasses('secondary')).toBe('button button-secondary button-md');
  });

  it('lets a utility in className override its own classes, in the layer below the utilities', async () => {
    const css = await portalCss(['sm:min-h-0', 'min-h-0', 'bg-red-700']);
    // Layers, not the order of the rules, decide: a later layer wins whatever comes first in the file.
    expect(css).toContain('@layer theme, base, components, utilities;');
    expect(layerOf(css, '.button-sm')).toBe('components');
    expect(layerOf(css, '.button-primary')).toBe('components');
    expect(layerOf(css, '.sm\\:min-h-0')).toBe('utilities');
    expect(layerOf(css, '.bg-red-700')).toBe('utilities');
  });
});
