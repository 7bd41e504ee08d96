import type { ComponentType } from 'react';

/**
 * A route's lazy component whose code may not arrive (the network is gone, or the portal was deployed again
 * and the file this tab asks for no longer exists). React Router (7.18) drops a failed `lazy.Component` of a
 * route without a loader and renders nothing: the page went blank. The failure is rendered instead, a
 * component that throws it, so the route's own error element says what happened.
 */
export function lazyComponent(load: () => Promise<ComponentType>): () => Promise<ComponentType> {
  return () =>
    load().catch((error: unknown) => {
      return function CodeNotLoaded(): never {
        throw error;
      };
    });
}
