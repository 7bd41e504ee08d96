// The demo credentials for Node scripts, read from src/lib/demo-credentials.ts, the one place they are
// written (plain Node cannot import TypeScript).
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const source = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'src/lib/demo-credentials.ts');

/** @returns {{ username: string, password: string }} */
export function readDemoCredentials() {
  const match = /username:\s*'([^']+)',\s*password:\s*'([^']+)'/.exec(readFileSync(source, 'utf8'));
  if (!match?.[1] || !match[2]) throw new Error(`No demo credentials found in ${source}`);
  return { username: match[1], password: match[2] };
}
