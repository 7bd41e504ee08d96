/**
 * Whether a CSS media query matches, kept up to date (useSyncExternalStore over matchMedia). For layouts
 * that differ in structure, not only in style: a table that drops columns on a phone must also change
 * its column spans, which CSS alone cannot do. Where there is no matchMedia (jsdom, prerendering) the
 * fallback is used.
 */
import { useCallback, useSyncExternalStore } from 'react';

function mediaList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : null;
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
