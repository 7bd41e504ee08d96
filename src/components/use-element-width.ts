/**
 * The width in CSS pixels of an element, kept up to date with a ResizeObserver: charts draw at their
 * container's real size so that their text stays legible at every width, rather than scaling an SVG
 * drawn for a desk down to a phone. Where there is no layout (jsdom, prerendering) the fallback is used.
 *
 * The width is never read in React's commit: that would lay the new content out inside the commit's task
 * (at 6x CPU, a chart's step was one task of React's work and 56 ms of layout). The observer reports it
 * after the browser's own layout of the frame, before that frame is painted, and a width that differs
 * from the one drawn is rendered at once (flushSync), so the frame is painted at the right width.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const box = entries.at(-1)?.borderBoxSize[0];
      const measured = Math.floor(box ? box.inlineSize : element.getBoundingClientRect().width);
      // Zero while hidden (an inactive tab): keep the last real width.
      if (measured > 0) flushSync(() => setWidth(measured));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
