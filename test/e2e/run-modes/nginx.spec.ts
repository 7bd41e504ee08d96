/**
 * What production's nginx sends (docs/deployment/nginx.conf, run by `npm run serve:nginx`), read off real
 * answers: security headers, caching, compression, the app for deep links, a 404 for a missing file, and
 * /api reaching the service. Runs in the "nginx" project only (playwright.config.ts).
 */
import { expect, test } from '@playwright/test';

const POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";

test('HTML answers carry the security headers and are never served from a cache unchecked', async ({
  request,
}) => {
  for (const path of ['/', '/login', '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(headers['content-security-policy'], path).toBe(POLICY);
    expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['referrer-policy'], path).toBe('no-referrer');
    expect(headers['cache-control'], path).toBe('no-cache');
  }
  // /login is the prerendered page; a deep link is the app, which draws the route itself.
  expect(await (await request.get('/login')).text()).toContain('Sign in');
  const deep = await (await request.get('/loan-officers')).text();
  expect(deep).toContain('<div id="root"></div>');
});

test('assets are cached forever, sent as the build’s gzip copy, and a missing one is a 404', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = /<script type="module" blocking="render" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    html,
  )?.[1];
  expect(script).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['vary']).toBe('Accept-Encoding');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  for (const missing of ['/assets/index-missing.js', '/favicon-missing.png', '/orders/chunk.js']) {
    const response = await request.get(missing);
    expect(response.status(), missing).toBe(404);
    expect(await response.text(), missing).not.toContain('<div id="root">');
  }
});

test('/api reaches the service, in its envelope, and is never cached', async ({ request }) => {
  const refused = await request.get('/api/v1/report-types?company_token=cmp_KEYST0NE');
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('no-store');
  expect(await refused.json()).toMatchObject({ success: false, data: {}, meta: {}, errors: [] });

  const token = await request.post('/api/v1/auth/create-token', {
    data: { username: 'demo.officer', password: 'demo-pass-2026' },
  });
  expect(token.status()).toBe(200);
  const body = (await token.json()) as { success: boolean; data: { company: { token: string } } };
  expect(body.success).toBe(true);
  expect(body.data.company.token).toBe('cmp_KEYST0NE');

  const unknown = await request.get('/api/v1/order/place');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toMatchObject({ success: false, data: {}, meta: {}, errors: [] });
});
