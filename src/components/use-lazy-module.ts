/**
 * A module loaded after the first render and kept in state: null until it has arrived (and if it never
 * does). For code that only an unusual moment needs, such as the words of an error, kept off the path of
 * a page's first paint (docs/decisions/2026-11-24-slow-phone.md). A failed load leaves null, so the
 * caller's plain fallback stays.
 */
import { useEffect, useState } from 'react';

export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (module) => {
        if (live) setLoaded({ module });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `load` is a module-level function at every call site: loaded once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded?.module ?? null;
}
