// The one nginx configuration of the portal (docs/deployment/nginx.conf) and how its placeholders are
// filled in: shared by `npm run serve:nginx`, which the browser tests run, and by check-build.mjs, which
// proves the Dockerfile ships the same file.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Relative to the repository's root, as the Dockerfile names it. */
export const NGINX_TEMPLATE = 'docs/deployment/nginx.conf';
export const NGINX_TEMPLATE_PATH = join(root, NGINX_TEMPLATE);
export const NGINX_PLACEHOLDERS = ['PORT', 'DIST_DIR', 'API_PROXY_TARGET'];

/**
 * Fills in the template's three placeholders, and only those (nginx's own $variables stay), as the
 * nginx image's envsubst does with the variables that are set.
 * @param {string} text
 * @param {Record<string, string | number>} values
 */
export function renderNginxConf(text, values) {
  const rendered = text.replace(
    /\$\{([A-Z_]+)\}/g,
    (/** @type {string} */ whole, /** @type {string} */ name) =>
      NGINX_PLACEHOLDERS.includes(name) && values[name] !== undefined ? String(values[name]) : whole,
  );
  const left = /\$\{[A-Z_]+\}/.exec(rendered);
  if (left) throw new Error(`${NGINX_TEMPLATE}: no value for ${left[0]}`);
  return rendered;
}
