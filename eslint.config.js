// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import vitest from '@vitest/eslint-plugin';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layers of src (README, "Source map"; docs/decisions/2026-11-22-lint-enforced-layers.md).
 * Imports run one way, from the bottom up:
 *
 *   lib (pure helpers, no React)
 *   api (the service module, no React)          imports lib
 *   session (the tab's session, drafts)         imports lib
 *   queries (React Query)                       imports api, lib, session
 *   components (shared UI)                      imports anything below features
 *   features/<x>                                imports anything below features, never another feature
 *   app (router, shell, providers)              imported only by main.tsx and prerender.tsx
 *   mocks (the mock service)                    imports api, lib; imported only by main.tsx (and tests)
 */
/** How import-x follows imports (no-cycle) in src and scripts. */
const importSettings = {
  // Every import is relative or a package: the Node resolver, taught TypeScript's extensions.
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
  // Which files import-x reads to follow imports, and with which parser: without these it skips .ts and
  // .tsx files, and no cycle through them is ever found.
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
};

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Every folder of src but the named ones (and the entry files directly in src). */
const srcFoldersExcept = (...folders) =>
  readdirSync(new URL('./src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !folders.includes(entry.name))
    .map((entry) => `./src/${entry.name}`);

const layerZones = [
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'src/lib holds pure helpers: it imports nothing else from src.',
  },
  {
    target: './src/api',
    from: './src',
    except: ['./api', './lib'],
    message: 'src/api is the bottom layer: it imports only src/api and src/lib.',
  },
  {
    target: './src/session',
    from: './src',
    except: ['./session', './lib'],
    message: 'src/session sits beside src/lib: it imports only src/session and src/lib.',
  },
  {
    target: './src/queries',
    from: './src',
    except: ['./queries', './api', './lib', './session'],
    message: 'src/queries imports only src/api, src/lib and src/session.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/mocks'],
    message: 'Shared components import no feature, nor the app, nor the mock service.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: move what two features share to src/components, src/lib or src/session.',
  })),
  {
    target: srcFoldersExcept('app'),
    from: './src/app',
    message: 'src/app composes the portal: only src/main.tsx and src/prerender.tsx import it.',
  },
  {
    target: [...srcFoldersExcept('mocks'), './src/prerender.tsx'],
    from: './src/mocks',
    message: 'Nothing in the portal depends on the mock service: only src/main.tsx starts it, in demo mode.',
  },
  {
    target: './src/mocks',
    from: srcFoldersExcept('mocks', 'api', 'lib'),
    message: 'The mock service imports only src/api and src/lib.',
  },
];

/** React and its libraries: the service module and the pure helpers stay free of them. */
const reactPackages = [
  'react',
  'react/*',
  'react-*',
  'react-*/*',
  '@tanstack/react-*',
  '@hookform/*',
  '@testing-library/react',
];

const testFiles = ['test/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'];

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
        // The three tsconfig projects cover the TypeScript files; plain JS configs and scripts use a default project.
        projectService: {
          allowDefaultProject: [
            '*.js',
            '*.mjs',
            'scripts/*.mjs',
            'scripts/*.js',
            'scripts/bench/*.mjs',
            'scripts/mock-service/*.mjs',
          ],
          // Those files get the Node side's compiler options (tsconfig.json only lists the three projects).
          defaultProject: 'tsconfig.node.json',
          // The scripts outnumber typescript-eslint's default of 8 files in the default project.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 40,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // No file over 300 lines (blank lines and comments count): a longer one holds two things.
      'max-lines': ['error', { max: 300 }],
      // `onSubmit={handleSubmit(fn)}` hands a promise-returning function to a void-typed JSX attribute: fine.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // React Query: a query key lists everything its function uses (exhaustive-deps), stable clients, no
    // rest-destructured results.
    files: ['src/**/*.{ts,tsx}'],
    extends: [pluginQuery.configs['flat/recommended']],
  },
  {
    // The layers: which folder of src may import which, and no import cycles.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
      // Packages are not followed: none imports a file of ours back, so no cycle runs through one (and
      // following them was a third of the rule's time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // One import statement per module (a second one crept into the pricing page).
      'import-x/no-duplicates': 'error',
    },
  },
  {
    // No import cycles in the scripts either (the bench, the build's Vite plugins, the mock service) nor
    // in the configs that import them.
    files: ['scripts/**/*.{js,mjs,ts}', '*.config.{js,mjs,ts}'],
    plugins: { 'import-x': importX },
    settings: importSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
    },
  },
  {
    files: ['src/api/**/*.ts', 'src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: reactPackages,
              message: 'src/api and src/lib import no React: hooks belong in src/queries or src/components.',
            },
          ],
        },
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
    files: ['src/**/*.tsx', 'test/**/*.tsx'],
    extends: [jsxA11y.configs.recommended],
    rules: {
      // A container that scrolls sideways must be reachable by keyboard (axe: scrollable-region-focusable):
      // it is a labelled region with tabIndex 0. The recommended set allows only tabpanel.
      'jsx-a11y-x/no-noninteractive-tabindex': [
        'error',
        { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true },
      ],
    },
  },
  {
    // Vitest and Testing Library on the Vitest files; test/e2e is Playwright, which has its own ways.
    files: testFiles,
    ignores: ['test/e2e/**'],
    extends: [
      vitest.configs.recommended,
      testingLibrary.configs['flat/react'],
      jestDom.configs['flat/recommended'],
    ],
    rules: {
      // A skipped test is a test that does not run: fail the lint, as a focused one does.
      'vitest/no-disabled-tests': 'error',
      // fast-check's property runs assert (they throw on a counterexample).
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'fc.assert'] }],
    },
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
