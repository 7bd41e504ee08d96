/**
 * The sign-in chunk plan names React Query's internal files (scripts/vite/sign-in-chunks.ts). An upgrade
 * that renames one must fail the build loudly, not quietly put the query observers back on /login.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingQueryObserverFiles, QUERY_OBSERVER_FILES } from '../../scripts/vite/sign-in-chunks';

const installed = ['react-query', 'query-core'].flatMap((name) => {
  const dir = join('node_modules', '@tanstack', name, 'build', 'modern');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/work/${join(dir, file)}`);
});

describe('the sign-in chunk plan', () => {
  it('finds every React Query file it names in the installed version', () => {
    expect(missingQueryObserverFiles(installed)).toEqual([]);
  });

  it('names what an upgrade took away', () => {
    const renamed = installed.filter((id) => !/[\\/](queryObserver|useBaseQuery)\.js$/.test(id));
    expect(missingQueryObserverFiles(renamed)).toEqual(['queryObserver', 'useBaseQuery']);
    expect(QUERY_OBSERVER_FILES).toHaveLength(24);
  });
});
