// The Dockerfile ships the nginx configuration the browser tests run (scripts/nginx-template.mjs):
// checked by reading it, since no Docker engine runs on the build machines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NGINX_PLACEHOLDERS, NGINX_TEMPLATE, NGINX_TEMPLATE_PATH } from './nginx-template.mjs';

/**
 * @param {string} root
 * @param {(name: string, ok: boolean, detail?: string) => void} check
 */
export function checkDockerfile(root, check) {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const copies = [...dockerfile.matchAll(/^COPY\s+(--from=\S+\s+)?(\S+)\s+(\S+)\s*$/gm)].map((m) => ({
    from: m[1]?.trim() ?? '',
    source: m[2] ?? '',
    target: m[3] ?? '',
  }));
  const template = copies.find((c) => c.target.startsWith('/etc/nginx/templates/'));
  check(
    `Dockerfile: copies ${NGINX_TEMPLATE}, the configuration the browser tests run, into nginx's templates`,
    template?.source === NGINX_TEMPLATE && template.from === '' && template.target.endsWith('.conf.template'),
    JSON.stringify(template ?? copies),
  );
  const site = copies.find((c) => c.from === '--from=build' && c.source === '/app/dist');
  const distDir = /\bDIST_DIR=(\S+)/.exec(dockerfile)?.[1];
  check(
    'Dockerfile: the build lands where DIST_DIR says nginx serves it from',
    site !== undefined && site.target === distDir,
    `COPY target ${site?.target}, DIST_DIR ${distDir}`,
  );
  check(
    'Dockerfile: the portal is built for its own origin (VITE_API_BASE_URL=/)',
    /RUN VITE_API_BASE_URL=\/ npm run build/.test(dockerfile),
  );
  const conf = readFileSync(NGINX_TEMPLATE_PATH, 'utf8');
  const used = [...new Set([...conf.matchAll(/\$\{([A-Z_]+)\}/g)].map((m) => m[1]))].sort();
  check(
    `${NGINX_TEMPLATE}: templated for ${NGINX_PLACEHOLDERS.join(', ')} and nothing else`,
    JSON.stringify(used) === JSON.stringify([...NGINX_PLACEHOLDERS].sort()),
    used.join(', '),
  );
  const missing = NGINX_PLACEHOLDERS.filter(
    (name) => name !== 'DIST_DIR' && !dockerfile.includes(`${name}=`),
  );
  check('Dockerfile: a default for PORT and API_PROXY_TARGET', missing.length === 0, missing.join(', '));
}
