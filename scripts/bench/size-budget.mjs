// Size budgets, checked by `npm run check:build` on every run of `npm test`, measured as the benchmark
// measures sizes: the JavaScript (gzip -9) each route loads before it is interactive, against
// scripts/size-budget.json. A route over its budget, or /login over `loginMaxToStackFloor` times the stack
// floor's last figure from `npm run bench`, fails with the route, the KiB and its chunks. A route with no
// budget fails too. Raising a budget is a reviewed diff of that file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { closure, kib, SIGNED_IN_ROUTES } from './sizes.mjs';

const SIGN_IN = 'src/features/auth/login-page.tsx';
const SHELL = 'src/app/shell.tsx';

/**
 * @typedef {{ file: string; imports?: string[]; dynamicImports?: string[] }} ManifestEntry
 * @typedef {{ stackFloorKiB: number; loginMaxToStackFloor: number; routes: Record<string, number> }} Budget
 */

/**
 * @param {{ root: string; distDir: string; check: (name: string, ok: boolean, detail?: string) => void }} o
 */
export function checkSizeBudget({ root, distDir, check }) {
  const budget = /** @type {Budget} */ (
    JSON.parse(readFileSync(join(root, 'scripts/size-budget.json'), 'utf8'))
  );
  const manifest = /** @type {Record<string, ManifestEntry>} */ (
    JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
  );
  const gzip = (/** @type {string} */ file) =>
    gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  const core = new Set(['index.html']);
  for (const key of manifest['index.html']?.dynamicImports ?? []) closure(manifest, key, core);
  /** @type {Record<string, Set<string>>} */
  const pages = { '/login': closure(manifest, SIGN_IN, new Set(core)) };
  for (const [route, key] of Object.entries(SIGNED_IN_ROUTES)) {
    pages[route] = closure(manifest, key, closure(manifest, SHELL, new Set(core)));
  }
  for (const [route, keys] of Object.entries(pages)) {
    const chunks = [...keys]
      .flatMap((key) => {
        const file = manifest[key]?.file;
        return file?.endsWith('.js') ? [{ file, bytes: gzip(file) }] : [];
      })
      .sort((a, b) => b.bytes - a.bytes);
    const total = kib(chunks.reduce((sum, chunk) => sum + chunk.bytes, 0));
    const limit = budget.routes[route];
    const detail = [
      `${route} loads ${total} KiB of JavaScript (gzip); budget ${limit ?? 'none'} KiB. Its chunks:`,
      ...chunks.map((chunk) => `  ${chunk.file}  ${kib(chunk.bytes)} KiB`),
      limit === undefined ? `Add "${route}" to scripts/size-budget.json.` : '',
    ].join('\n');
    check(
      `size: ${route} within its budget (${total} of ${limit ?? '?'} KiB)`,
      limit !== undefined && total <= limit,
      detail,
    );
    if (route === '/login') {
      const ceiling = kib(budget.stackFloorKiB * 1024 * budget.loginMaxToStackFloor);
      check(
        `size: /login within ${budget.loginMaxToStackFloor}x the stack floor (${total} of ${ceiling} KiB)`,
        total <= ceiling,
        `${detail}\nThe stack floor was ${budget.stackFloorKiB} KiB when last measured (npm run bench).`,
      );
    }
  }
}
