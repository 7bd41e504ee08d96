/**
 * The printed quote sheet (batch-sheet.tsx, with the quote sheets' head) is loaded once a row is priced,
 * when the browser is idle: the page's first load does not carry it, and it is in place before anyone
 * prints, with Print or with the browser's own command (the sheet renders itself while printing). Print
 * pressed before it has arrived waits for it, then prints; if it cannot be loaded, a notice says so.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { showToast } from '../../../components/ui/toast';
import { whenIdle } from '../../../lib/schedule';

type SheetModule = typeof import('./batch-sheet');

const loadSheet = (): Promise<SheetModule> => import('./batch-sheet');

/** The sheet's component once loaded (null before), and the Print button's action. */
export function usePrintedSheet(priced: boolean): {
  BatchSheet: SheetModule['BatchSheet'] | null;
  print: () => Promise<void>;
} {
  const [sheet, setSheet] = useState<SheetModule | null>(null);
  useEffect(() => {
    if (!priced || sheet) return;
    let live = true;
    const cancel = whenIdle(() => {
      loadSheet().then(
        (module) => {
          if (live) setSheet(module);
        },
        () => undefined, // not loaded: Print tries again
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [priced, sheet]);

  async function print() {
    if (!sheet) {
      let module: SheetModule;
      try {
        module = await loadSheet();
      } catch {
        // Printed without it, the page would be the screen's: say so rather than print that. The browser
        // keeps a module that failed to load as failed until the page is loaded again.
        showToast('The printed quote could not be loaded. Reload the page, then select Print again.');
        return;
      }
      // In the page before the browser lays out the printed page.
      flushSync(() => setSheet(module));
    }
    window.print();
  }
  return { BatchSheet: sheet?.BatchSheet ?? null, print };
}
