/**
 * Signing in. The request's code (the HTTP client and the token schema) is a chunk of its own, loaded
 * once the sign-in page is up rather than before it can hydrate (docs/decisions/2026-11-22-sign-in-boot.md):
 * the page calls `preloadSignIn` when it mounts, so the chunk is there long before a user has typed.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiError, fallbackMessage } from '../api/errors';

const loadCreateToken = () => import('../api/create-token').then((m) => m.createToken);

/**
 * Starts downloading the sign-in request's code: the prerendered page lists it in an inert <template>
 * (vite.config.ts). Preloaded, not imported: evaluating it (zod's schemas) was the sign-in page's longest
 * task after its paint; it is evaluated when the user signs in.
 */
export function preloadSignIn(): void {
  const template = document.querySelector<HTMLTemplateElement>('#sign-in-request');
  if (template) document.head.append(template.content);
}

export function useCreateToken() {
  return useMutation({
    mutationKey: ['auth', 'create-token'],
    mutationFn: async (credentials: { username: string; password: string }) => {
      let createToken: Awaited<ReturnType<typeof loadCreateToken>>;
      try {
        createToken = await loadCreateToken();
      } catch (error) {
        // The portal's own server could not be reached for the code: as good as no reply.
        throw new ApiError({
          kind: 'network',
          message: fallbackMessage('network'),
          detail: `The sign-in code could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        });
      }
      return createToken(credentials);
    },
  });
}
