/**
 * The width in CSS pixels of an element, kept up to date with a ResizeObserver: charts draw at their
 * container's real size so that their text stays legible at every width, rather than scaling an SVG
 * drawn for a desk down to a phone. Where there is no layout (jsdom, prerendering) the fallback is used.
 *
 * The width is never read from the element in React's commit: a read there makes the browser lay out
 * everything the commit added at once, in the commit's task (on the order result's chart steps, the
 * largest part of the step's long task). The observer reports the width after the browser's
 * own layout of the frame, before it paints. Within `tolerance` (a fraction) of the width in use, the
 * width is kept (a chart drawn for it is scaled to fit, its text a few percent larger or smaller); past
 * it, the new width is taken there and then (`flushSync`), so that it is never painted at the old one.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export function useElementWidth<T extends HTMLElement>(fallback: number, tolerance = 0) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      // The border box, as the element's own bounding box would be.
      const measured = Math.floor(entry?.borderBoxSize?.[0]?.inlineSize ?? entry?.contentRect.width ?? 0);
      // Zero while hidden (an inactive tab): keep the last real width.
      if (measured <= 0) return;
      flushSync(() =>
        setWidth((drawn) => (Math.abs(measured - drawn) <= drawn * tolerance ? drawn : measured)),
      );
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [tolerance]);
  return [ref, width] as const;
}
