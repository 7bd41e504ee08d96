/**
 * Whether a CSS media query matches, kept up to date (useSyncExternalStore over matchMedia). For layouts
 * that differ in structure, not only in style: a table that drops columns on a phone must also change
 * its column spans, which CSS alone cannot do. Where there is no matchMedia (jsdom, prerendering) the
 * fallback is used.
 */
import { useCallback, useSyncExternalStore } from 'react';

// Two lists per query, made once (React reads the snapshot on every render, and matchMedia makes a new
// list and evaluates the query on each call): one read for the snapshot, one listened to. Chromium
// sends a list's change event only if its value changed since that list was last read, so a render that
// read the one shared list after the media changed and before the event was sent (a resize does that:
// emulated print media re-lays the page out) swallowed the event for every other listener: the printed
// batch sheet then never rendered. Keyed by the matchMedia function too, so that a stand-in (tests stub
// it) never gets the lists of another.
interface Lists {
  read: MediaQueryList;
  watched: MediaQueryList;
}
const lists = new WeakMap<typeof window.matchMedia, Map<string, Lists>>();

function mediaLists(query: string): Lists | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  // Only a key, never called apart from window.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const matchMedia = window.matchMedia;
  let byQuery = lists.get(matchMedia);
  if (!byQuery) {
    byQuery = new Map();
    lists.set(matchMedia, byQuery);
  }
  let pair = byQuery.get(query);
  if (!pair) {
    pair = { read: window.matchMedia(query), watched: window.matchMedia(query) };
    byQuery.set(query, pair);
  }
  return pair;
}

export function useMediaQuery(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaLists(query)?.watched;
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const snapshot = () => mediaLists(query)?.read.matches ?? fallback;
  return useSyncExternalStore(subscribe, snapshot, () => fallback);
}
