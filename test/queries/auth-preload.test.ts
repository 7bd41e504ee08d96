/**
 * The sign-in request's code is preloaded, not imported, while the sign-in page waits for the user:
 * the prerendered page lists its chunks in an inert <template> (vite.config.ts), which preloadSignIn
 * moves into the document once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { preloadSignIn } from '../../src/queries/auth';

const preloadsInHead = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

afterEach(() => {
  document.head.querySelectorAll('link[rel="modulepreload"], template').forEach((node) => node.remove());
});

describe('preloadSignIn', () => {
  it('moves the listed preloads into the document, once', () => {
    const template = document.createElement('template');
    template.id = 'sign-in-request';
    template.innerHTML =
      '<link rel="modulepreload" crossorigin href="/assets/text-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/create-token-2.js">';
    document.head.append(template);
    preloadSignIn();
    preloadSignIn();
    expect(preloadsInHead()).toEqual(['/assets/text-1.js', '/assets/create-token-2.js']);
  });

  it('preloads nothing on a page that lists nothing (a sign-in page rendered in the browser)', () => {
    preloadSignIn();
    expect(preloadsInHead()).toEqual([]);
  });
});
