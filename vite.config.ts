/// <reference types="vitest/config" />
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import {
  bootImports,
  bootPreload,
  chunkOfModule,
  BOOT_PRELOADS_ID,
  modulePreloadTag,
  SIGN_IN_REQUEST_PRELOADS_ID,
  runtimePreloads,
  staticClosure,
} from './scripts/vite/preload-links.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { reactRouterProduction } from './scripts/react-router-production.mjs';
import { signInChunks } from './scripts/vite/sign-in-chunks.ts';

/**
 * A build pointed at a real service (VITE_API_BASE_URL set) must not ship the mock's
 * service worker: public/ is copied verbatim, so the file is removed after the bundle is written.
 */
function dropMockWorker(enabled: boolean): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (enabled) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * The Content-Security-Policy of the built portal: no inline scripts, nothing from other origins but the
 * service. It is written into index.html as a meta tag (so any static host applies it) and sent as a header
 * by `vite preview` (read back from that tag: see previewPolicyFromBuild); docs/deployment shows the same
 * policy as a header for nginx (plus frame-ancestors, which only a header can carry).
 */
export function contentSecurityPolicy(apiBaseUrl: string | undefined): string {
  let apiOrigin = '';
  if (apiBaseUrl && /^https?:\/\//.test(apiBaseUrl)) apiOrigin = ` ${new URL(apiBaseUrl).origin}`;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${apiOrigin}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function cspMetaTag(policy: string): Plugin {
  return {
    name: 'csp-meta-tag',
    apply: 'build',
    transformIndexHtml() {
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/** The policy a build carries: the content of its index.html's CSP meta tag, or null when it has none. */
export function policyOfBuiltHtml(html: string): string | null {
  const tag = /<meta\b[^>]*http-equiv=["']Content-Security-Policy["'][^>]*>/i.exec(html)?.[0];
  const content = tag ? /\bcontent=(?:"([^"]*)"|'([^']*)')/i.exec(tag) : null;
  if (!content) return null;
  return (content[1] ?? content[2] ?? '')
    .replaceAll('&#39;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');
}

/**
 * `vite preview` serves a build with the policy that build carries: the header is the built index.html's
 * meta tag plus `frame-ancestors 'none'`, never recomputed from the environment at preview time (a build
 * made for a real service would otherwise be blocked by its own preview). No tag, no header.
 */
function previewPolicyFromBuild(): Plugin {
  return {
    name: 'preview-policy-from-build',
    configurePreviewServer(server) {
      let policy: string | null;
      try {
        const outDir = resolve(server.config.root, server.config.build.outDir);
        policy = policyOfBuiltHtml(readFileSync(resolve(outDir, 'index.html'), 'utf8'));
      } catch {
        policy = null; // nothing built there: nothing to carry
      }
      if (policy === null) return;
      const header = `${policy}; frame-ancestors 'none'`;
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', header);
        next();
      });
    },
  };
}

/**
 * Writes dist/login.html: index.html with the sign-in page rendered into #root at build time, so that
 * /login paints without waiting for JavaScript (docs/decisions/2026-11-21-prerendered-sign-in.md). Its
 * module preloads (the portal and the sign-in page's chunk) wait in a <template> until the boot module has
 * seen the first paint, so that they do not hold it back (docs/decisions/2026-11-22-sign-in-boot.md).
 */
function prerenderLogin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let base = '/';
  let loginPreloads: string[] = [];
  let requestPreloads: string[] = [];
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const entry = Object.values(bundle).find((output) => output.type === 'chunk' && output.isEntry);
      const login = chunkOfModule(bundle, 'src/features/auth/login-page.tsx');
      if (!entry || entry.type !== 'chunk' || !login)
        throw new Error('prerender-login: no entry or sign-in chunk');
      const files = new Set(bootImports(bundle, entry));
      for (const file of staticClosure(bundle, login.fileName)) if (file.endsWith('.js')) files.add(file);
      // What the boot module imports statically stays preloaded in the head: it runs before the paint.
      const boot = staticClosure(bundle, entry.fileName);
      loginPreloads = [...files].filter((file) => !boot.has(file));
      const request = chunkOfModule(bundle, 'src/api/create-token.ts');
      if (!request) throw new Error('prerender-login: no chunk of the sign-in request');
      requestPreloads = [...staticClosure(bundle, request.fileName)].filter(
        (file) => file.endsWith('.js') && !files.has(file) && !boot.has(file),
      );
    },
    async closeBundle() {
      const { createServer } = await import('vite');
      const server = await createServer({
        root,
        configFile: false,
        logLevel: 'silent',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        define: { 'import.meta.env.VITE_API_BASE_URL': JSON.stringify(process.env.VITE_API_BASE_URL ?? '') },
      });
      try {
        const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderLoginPage: () => Promise<string>;
        };
        const index = readFileSync(resolve(outDir, 'index.html'), 'utf8');
        const tags = (files: string[]) => files.map((file) => modulePreloadTag(base, file)).join('');
        const deferred = (link: string) => loginPreloads.some((file) => link.includes(`"${base}${file}"`));
        const html = index
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, (link) => (deferred(link) ? '' : link))
          // The client-rendered routes' preloads: /login needs none of them.
          .replace(/\s*<template data-route="[^"]*">.*?<\/template>/gs, '')
          .replace(
            '</head>',
            `  <template id="${BOOT_PRELOADS_ID}">${tags(loginPreloads)}</template>\n` +
              `  <template id="${SIGN_IN_REQUEST_PRELOADS_ID}">${tags(requestPreloads)}</template>\n  </head>`,
          )
          // The page's own <title> (React hoists it on the client) goes where the head's title is.
          .replace(
            '<div id="root"></div>',
            `<div id="root">${(await mod.renderLoginPage()).replace(/<title>[^<]*<\/title>/, '')}</div>`,
          )
          .replace('<title>Valuation Portal</title>', '<title>Sign in · Valuation Portal</title>');
        writeFileSync(resolve(outDir, 'login.html'), html);
      } finally {
        await server.close();
      }
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const apiBaseUrl = env.VITE_API_BASE_URL || process.env.VITE_API_BASE_URL || undefined;
  const realService = Boolean(apiBaseUrl);
  const csp = contentSecurityPolicy(apiBaseUrl);
  // `npm run dev` and `npm run preview` route /api to a real service when API_PROXY_TARGET is set, so a
  // portal built or run with VITE_API_BASE_URL=/ calls it on its own origin (no CORS). See the README.
  const proxyTarget = loadEnv(mode, process.cwd(), '').API_PROXY_TARGET || undefined;
  const proxy = proxyTarget ? { '/api': { target: proxyTarget, changeOrigin: true } } : undefined;
  return {
    // The build takes React Router's production build (scripts/react-router-production.mjs).
    resolve: { alias: command === 'build' ? [reactRouterProduction] : [] },
    plugins: [
      react(),
      tailwindcss(),
      dropMockWorker(realService),
      cspMetaTag(csp),
      signInChunks(),
      bootPreload(),
      prerenderLogin(),
      precompress(),
      previewPolicyFromBuild(),
    ],
    server: {
      proxy,
      // The first page of `npm run dev` waits for every module it imports to be compiled: start on the
      // boot path, the shell and sign-in as soon as the server is up.
      warmup: { clientFiles: ['./src/main.tsx', './src/app/*.tsx', './src/features/auth/*.tsx'] },
    },
    preview: {
      proxy,
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'no-referrer',
        'X-Frame-Options': 'DENY',
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      // Every browser of the es2022 target supports <link rel="modulepreload">: no polyfill in the boot module.
      modulePreload: { polyfill: false, resolveDependencies: runtimePreloads },
      // Hex file hashes: the portal's code carries some hundred chunk names (import paths, the router's
      // preload lists), whose hashes do not compress; hex ones a little better than base-64 ones (30 bytes
      // of /login's gzip).
      rolldownOptions: { output: { hashCharacters: 'hex' } },
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      unstubGlobals: true,
      // One module graph per worker, not one per test file: the files share modules and a jsdom window
      // (test/setup.ts resets the mock service, storage, the session, toasts and timers before each
      // test). It cuts the suite's CPU time by more than half; docs/decisions/2026-11-24-ci-time.md.
      // Processes, not threads: Node's BroadcastChannel reaches every thread of a process, so the
      // session-sync tests of two threads heard each other. Two of them: the default (cores - 1) ran
      // one file at a time, and the files spend much of their time waiting for frames and timers.
      pool: 'forks',
      maxWorkers: 2,
      isolate: false,
      // Generous for a loaded 2-core CI machine: a passing test still ends as soon as it is done.
      testTimeout: 40_000,
    },
  };
});
