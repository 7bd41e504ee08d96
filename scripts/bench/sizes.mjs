/**
 * The benchmark's builds and sizes: the portal for production, a bare React page and the stack's own
 * floor (a one-form page on the portal's stack, same versions), all built in the same run. Sizes are the
 * JavaScript a page loads, gzip -9 (and brotli for /login), from the Vite manifests.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { reactRouterProduction } from '../react-router-production.mjs';

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const brotliSize = (file) =>
  brotliCompressSync(readFileSync(file), {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  }).length;

/** A manifest key and every key it imports statically. */
export function closure(manifest, key, seen = new Set()) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of entry.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function jsBytes(manifest, keys, dir, size = gzipSize) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file?.endsWith('.js')) total += size(join(dir, file));
  }
  return total;
}

export function buildPortal(root, distDir) {
  rmSync(distDir, { recursive: true, force: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      distDir,
      '--manifest',
      '--logLevel',
      'warn',
      // BENCH_UNMINIFIED=1: readable function names in saved traces (the sizes are then not the real ones).
      ...(process.env.BENCH_UNMINIFIED ? ['--minify', 'false'] : []),
    ],
    { cwd: root, env: { ...process.env, VITE_API_BASE_URL: '/' }, stdio: 'inherit' },
  );
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
}

/** Builds a one-page app from `main.js` in `dir` and returns the gzip size of the JS it loads. */
async function buildPage(dir, mainSource) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'main.js'), mainSource);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'error',
    build: { outDir: join(dir, 'dist'), manifest: true, target: 'es2022' },
    // As the portal's build: React Router's production build, without its dev warnings.
    resolve: { alias: [reactRouterProduction] },
  });
  const manifest = JSON.parse(readFileSync(join(dir, 'dist/.vite/manifest.json'), 'utf8'));
  return jsBytes(manifest, closure(manifest, 'index.html'), join(dir, 'dist'));
}

const BARE_REACT = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(createElement('h1', null, 'Hello'));
`;

/**
 * The stack's floor: what any page of this stack loads before its own code. A router (createBrowserRouter),
 * React Query with a mutation, react-hook-form with the zod resolver and a zod/mini schema, on one form.
 */
const STACK_FLOOR = `import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { useForm } from 'react-hook-form';
import { createBrowserRouter, RouterProvider } from 'react-router';
import * as z from 'zod/mini';

const schema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'Enter your username.')),
  password: z.string().check(z.minLength(1, 'Enter your password.')),
});

function FormPage() {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { username: '', password: '' } });
  const signIn = useMutation({
    mutationFn: (values) =>
      fetch('/api/sign-in', { method: 'POST', body: JSON.stringify(values) }).then((r) => r.json()),
  });
  const { errors } = form.formState;
  return h(
    'form',
    { onSubmit: form.handleSubmit((values) => signIn.mutate(values)) },
    h('input', { 'aria-label': 'Username', ...form.register('username') }),
    errors.username ? h('p', null, errors.username.message) : null,
    h('input', { 'aria-label': 'Password', type: 'password', ...form.register('password') }),
    errors.password ? h('p', null, errors.password.message) : null,
    h('button', { type: 'submit', disabled: signIn.isPending }, 'Sign in'),
  );
}

const router = createBrowserRouter([{ path: '*', Component: FormPage }]);
createRoot(document.getElementById('root')).render(
  h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })),
);
`;

export const buildBareReact = (dir) => buildPage(dir, BARE_REACT);
export const buildStackFloor = (dir) => buildPage(dir, STACK_FLOOR);

/** Each signed-in route and its page module (the shell comes with each). */
export const SIGNED_IN_ROUTES = {
  '/pricing': 'src/features/pricing/stepper/pricing-page.tsx',
  '/quotes': 'src/features/pricing/quotes/quotes-page.tsx',
  '/inspections': 'src/features/inspections/inspections-page.tsx',
  '/company': 'src/features/company/company-page.tsx',
  '/payment-methods': 'src/features/payment-methods/payment-methods-page.tsx',
  '/loan-officers': 'src/features/loan-officers/loan-officers-page.tsx',
  '/orders': 'src/features/orders/lookup/orders-page.tsx',
  '/orders/result?intake=&order=': 'src/features/orders/result/order-result-page.tsx',
  '/pricing/batch': 'src/features/pricing/batch/batch-page.tsx',
  '/orders/compare?o=': 'src/features/orders/compare/compare-page.tsx',
  '/orders/portfolio': 'src/features/orders/portfolio/portfolio-page.tsx',
};
const SHELL = 'src/app/shell.tsx';
const SIGN_IN = 'src/features/auth/login-page.tsx';

/**
 * What each page loads, from the manifest: every page loads the boot module and what it imports at once
 * (React DOM and the portal's core); /login adds its page chunk; a signed-in page adds the shell and its own.
 */
export function portalSizes(manifest, distDir, floors) {
  const core = new Set(['index.html']);
  for (const key of manifest['index.html'].dynamicImports ?? []) closure(manifest, key, core);
  const login = closure(manifest, SIGN_IN, new Set(core));
  const loginBytes = jsBytes(manifest, login, distDir);
  const routes = {};
  for (const [route, key] of Object.entries(SIGNED_IN_ROUTES)) {
    const page = closure(manifest, key, closure(manifest, SHELL, new Set(core)));
    const added = [...page].filter((k) => !core.has(k));
    routes[route] = {
      totalKiB: kib(jsBytes(manifest, page, distDir)),
      addsToCoreKiB: kib(jsBytes(manifest, added, distDir)),
      carriesFormLibrary: [...page].some((k) => /forms/.test(manifest[k]?.file ?? '')),
      files: [...page].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')),
    };
  }
  return {
    bareReactKiB: kib(floors.bareReact),
    stackFloorKiB: kib(floors.stackFloor),
    loginKiB: kib(loginBytes),
    loginBrotliKiB: kib(jsBytes(manifest, login, distDir, brotliSize)),
    loginToBareReact: Math.round((loginBytes / floors.bareReact) * 100) / 100,
    loginToStackFloor: Math.round((loginBytes / floors.stackFloor) * 100) / 100,
    coreKiB: kib(jsBytes(manifest, core, distDir)),
    loginAddsToCoreKiB: kib(
      jsBytes(
        manifest,
        [...login].filter((k) => !core.has(k)),
        distDir,
      ),
    ),
    loginFiles: [...login].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')),
    routes,
  };
}
