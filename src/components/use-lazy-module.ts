/**
 * A module loaded after the first render and kept in state: null until it has arrived (and if it never
 * does). For code that only an unusual moment needs, such as the words of an error, kept off the path of
 * a page's first paint (docs/decisions/2026-11-24-slow-phone.md). A failed load leaves null, so the
 * caller's plain fallback stays. The load starts once the browser is idle after the first render, in a task
 * of its own: starting a chunk's downloads takes a slow phone a while, and the page's own commit goes
 * first.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/schedule';

export function useLazyModule<T>(load: () => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ module: T } | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      load().then(
        (module) => {
          if (live) setLoaded({ module });
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
    // `load` is a module-level function at every call site: loaded once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return loaded?.module ?? null;
}
