/**
 * The demo account of the built-in mock service, written once: the mock service accepts it, the
 * sign-in page shows it in demo mode, and the tests sign in with it. A build for a real service
 * leaves it out (`scripts/check-build.mjs` proves it), since only demo-mode code refers to it.
 */
export const DEMO_CREDENTIALS = { username: 'demo.officer', password: 'demo-pass-2026' } as const;
