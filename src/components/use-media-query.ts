/**
 * Whether a CSS media query matches, kept up to date (useSyncExternalStore over matchMedia). For layouts
 * that differ in structure, not only in style: a table that drops columns on a phone must also change
 * its column spans, which CSS alone cannot do. Where there is no matchMedia (jsdom, prerendering) the
 * fallback is used.
 */
import { useCallback, useSyncExternalStore } from 'react';

// One list per query, made once: React reads the snapshot on every render, and matchMedia makes a new
// list (and evaluates the query) on each call. Keyed by the matchMedia function too, so that a stand-in
// (tests stub it) never gets the lists of another.
const lists = new WeakMap<typeof window.matchMedia, Map<string, MediaQueryList>>();

function mediaList(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  // Only a key, never called apart from window.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const matchMedia = window.matchMedia;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(matchMedia, byQuery);
  }
  let list = byQuery.get(query);
  if (!list) {
    list = window.matchMedia(query);
    byQuery.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => mediaList(query)?.matches ?? fallback;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}
