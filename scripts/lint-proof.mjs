#!/usr/bin/env node
// Proves that the layer rules of eslint.config.js bite: writes sample violations into src/ and scripts/
// (a feature importing another, the service module importing React and a layer above it, a shared
// component importing the app, two helpers importing each other, two scripts importing each other, a file
// over 300 lines), lints them with the project's own config and fails unless each sample is reported under
// the expected rule. The samples are always removed, even when ESLint throws or the run is interrupted.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tag = `lint-proof-${process.pid}`;

/**
 * @typedef {{ path: string, code: string, expect: string[], why: string }} Sample
 * `expect`: rule ids that must be reported for the file; an empty list means the file must lint clean.
 */
/** @type {Sample[]} */
const samples = [
  {
    path: `src/features/${tag}-a/proof.ts`,
    code: `import { proofB } from '../${tag}-b/proof';\n\nexport const proofA = proofB + 1;\n`,
    expect: ['import-x/no-restricted-paths'],
    why: 'a feature imports another feature',
  },
  {
    path: `src/features/${tag}-b/proof.ts`,
    code: `export const proofB = 1;\n`,
    expect: [],
    why: 'a feature importing nothing (the control)',
  },
  {
    path: `src/api/${tag}.ts`,
    code:
      `import { useState } from 'react';\n` +
      `import { createQueryClient } from '../queries/query-client';\n\n` +
      `export const proofHook = useState;\nexport const proofClient = createQueryClient;\n`,
    expect: ['no-restricted-imports', 'import-x/no-restricted-paths'],
    why: 'src/api imports React and src/queries',
  },
  {
    path: `src/components/${tag}.ts`,
    code: `import { createRoutes } from '../app/router';\n\nexport const proofRoutes = createRoutes;\n`,
    expect: ['import-x/no-restricted-paths'],
    why: 'a shared component imports src/app',
  },
  {
    path: `src/lib/${tag}-cycle-a.ts`,
    code: `import { cycleB } from './${tag}-cycle-b';\n\nexport const cycleA = (n: number): number => (n > 0 ? cycleB(n - 1) : 0);\n`,
    expect: ['import-x/no-cycle'],
    why: 'two modules import each other',
  },
  {
    path: `src/lib/${tag}-cycle-b.ts`,
    code: `import { cycleA } from './${tag}-cycle-a';\n\nexport const cycleB = (n: number): number => cycleA(n);\n`,
    expect: ['import-x/no-cycle'],
    why: 'two modules import each other',
  },
  {
    path: `scripts/${tag}-cycle-a.mjs`,
    code: `import { cycleB } from './${tag}-cycle-b.mjs';\n\nexport const cycleA = 1;\nexport const both = [cycleA, cycleB];\n`,
    expect: ['import-x/no-cycle'],
    why: 'two scripts import each other',
  },
  {
    path: `scripts/${tag}-cycle-b.mjs`,
    code: `import { cycleA } from './${tag}-cycle-a.mjs';\n\nexport const cycleB = 2;\nexport const both = [cycleB, cycleA];\n`,
    expect: ['import-x/no-cycle'],
    why: 'two scripts import each other',
  },
  {
    path: `src/lib/${tag}-long.ts`,
    code: Array.from({ length: 301 }, (_, i) => `export const line${i} = ${i};\n`).join(''),
    expect: ['max-lines'],
    why: 'a file of 301 lines',
  },
];

/** @type {Set<string>} */
const written = new Set();

function cleanUp() {
  for (const file of written) rmSync(join(root, file), { force: true });
  for (const folder of [`src/features/${tag}-a`, `src/features/${tag}-b`])
    rmSync(join(root, folder), { recursive: true, force: true });
  written.clear();
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });
}

/** @type {string[]} */
const failures = [];
try {
  for (const sample of samples) {
    mkdirSync(dirname(join(root, sample.path)), { recursive: true });
    written.add(sample.path);
    writeFileSync(join(root, sample.path), sample.code);
  }
  // A fresh ESLint loads eslint.config.js now, so the sample features are among the features it knows.
  // The rules proven here read imports and lines, not types: without the type-aware rules no TypeScript
  // program is built for the samples, which took most of this proof's time.
  const eslint = new ESLint({ cwd: root, overrideConfig: [tseslint.configs.disableTypeChecked] });
  const results = await eslint.lintFiles(samples.map((s) => s.path));
  for (const sample of samples) {
    const result = results.find((r) => relative(root, r.filePath) === sample.path);
    const reported = new Set(result?.messages.map((m) => m.ruleId ?? `fatal: ${m.message}`) ?? []);
    const missing = sample.expect.filter((rule) => !reported.has(rule));
    const unexpected = [...reported].filter((rule) => !sample.expect.includes(rule));
    const ok = result !== undefined && missing.length === 0 && unexpected.length === 0;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${sample.why}: ${sample.path}`);
    if (!ok) {
      const detail = [
        missing.length > 0 ? `not reported: ${missing.join(', ')}` : '',
        unexpected.length > 0 ? `reported besides: ${unexpected.join(', ')}` : '',
      ].filter(Boolean);
      failures.push(`${sample.path}: ${detail.join('; ') || 'not linted'}`);
      for (const message of result?.messages ?? [])
        console.log(`       ${message.ruleId}: ${message.message}`);
    }
  }
} catch (error) {
  failures.push(`ESLint failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  cleanUp();
}

if (failures.length > 0) {
  console.error(`\nThe lint rules did not catch every sample violation:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `\nThe layer, cycle and length rules report all ${samples.length} samples as expected (samples removed).`,
);
