/**
 * True while the page prints, so that a windowed table renders every row for the printed page. The
 * `beforeprint` event comes before the browser lays out the printed page: the rows are rendered
 * synchronously then. The print media query covers printing that fires no event (emulated print media).
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    const query = window.matchMedia?.('print');
    const change = (event: MediaQueryListEvent) => (event.matches ? before() : after());
    query?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
