/**
 * Whether the page is being printed (or shown in print media), with the time printing started. Charts
 * draw at a fixed paper width while printing; the print header says when the sheet was printed.
 * `beforeprint` comes before the browser lays out the printed page, so the update is synchronous.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The width charts are drawn at for printing: about a Letter or A4 page's text width at 96 dpi. */
export const PRINT_CHART_WIDTH = 640;

function printMedia(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('print')
    : null;
}

export function usePrintMode(): { printing: boolean; printedAt: Date } {
  const [state, setState] = useState(() => ({
    printing: printMedia()?.matches ?? false,
    printedAt: new Date(),
  }));
  useEffect(() => {
    const start = () => flushSync(() => setState({ printing: true, printedAt: new Date() }));
    const end = () => setState((s) => ({ ...s, printing: false }));
    const media = printMedia();
    const change = (event: MediaQueryListEvent) => (event.matches ? start() : end());
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    media?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
      media?.removeEventListener('change', change);
    };
  }, []);
  return state;
}
