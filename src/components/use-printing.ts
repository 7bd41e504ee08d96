/**
 * True while the page prints, so that a windowed table renders every row for the printed page. The
 * `beforeprint` event comes before the browser lays out the printed page: the rows are rendered
 * synchronously then. The print media query covers printing that fires no event (emulated print media);
 * it is read through useMediaQuery, whose store checks the query again once it listens, so a change
 * between the first render and the listening is not missed.
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { useMediaQuery } from './use-media-query';

export function usePrinting(): boolean {
  const printMedia = useMediaQuery('print', false);
  const [printEvent, setPrintEvent] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrintEvent(true));
    const after = () => setPrintEvent(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printEvent || printMedia;
}
