/**
 * React Router's package resolves every import to its development build, whose dev warnings (checks and
 * messages on every navigation and hook) would then ship and run in production
 * (remix-run/react-router#14102). The portal's build (vite.config.ts) and the bench's stack floor
 * (scripts/bench/sizes.mjs) take the package's production build instead: the same code with the warnings
 * off, which the minifier then drops. `npm run dev` and the tests keep the warnings. When the package's
 * `exports` gain a production condition, this goes (docs/decisions/2026-12-04-react-router-production-build.md).
 */
import { fileURLToPath } from 'node:url';

export const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};
