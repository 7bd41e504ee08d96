// @ts-check
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'public/mockServiceWorker.js',
      'playwright-report',
      'test-results',
      'bench-results',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser },
      parserOptions: {
        // tsconfig.json covers the TypeScript files; plain JS configs and scripts use a default project.
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', 'scripts/*.js', 'scripts/bench/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // `onSubmit={handleSubmit(fn)}` hands a promise-returning function to a void-typed JSX attribute: fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    // Playwright fixtures call a parameter named `use`, which is not React's hook.
    ignores: ['test/e2e/**'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    // Node-side code: build/CI scripts, tool configs and the Playwright specs' runner side.
    files: ['scripts/**', '*.config.{js,mjs,ts}', 'test/e2e/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The benchmark is plain JavaScript for Node that also hands code to the browser (puppeteer):
    // type-aware rules only see `any` there. The ordinary rules still apply.
    files: ['scripts/bench/**'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
