/**
 * The width in CSS pixels of an element, kept up to date with a ResizeObserver: charts draw at their
 * container's real size so that their text stays legible at every width, rather than scaling an SVG
 * drawn for a desk down to a phone. Where there is no layout (jsdom, prerendering) the fallback is used.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      // Zero while hidden (an inactive tab): keep the last real width.
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
