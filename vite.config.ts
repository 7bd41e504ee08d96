/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const realService = Boolean(env.VITE_API_BASE_URL ?? process.env.VITE_API_BASE_URL);
  return {
    plugins: [react(), tailwindcss(), dropMockWorker(realService)],
    build: {
      target: 'es2022',
      sourcemap: false,
    },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: ['test/**/*.test.{ts,tsx}'],
      restoreMocks: true,
      testTimeout: 15000,
    },
  };
});
