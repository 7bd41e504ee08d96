/**
 * A page's own tab title, for pages whose title depends on their data (an order result is titled by its
 * address). The shell shows the route's fixed title unless a page has set one here; the page's title goes
 * away with the page. A tiny external store rather than a context, so that a page deep in the tree can set
 * it without the shell re-rendering its whole subtree.
 */
import { useEffect, useSyncExternalStore } from 'react';

let current: string | null = null;
const listeners = new Set<() => void>();

function set(title: string | null) {
  if (current === title) return;
  current = title;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => current;

/** The title a page has set, or null: read by the shell. */
export function usePageTitleOverride(): string | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Titles the browser tab while the calling page is shown; null leaves the route's own title. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    set(title);
    return () => set(null);
  }, [title]);
}
