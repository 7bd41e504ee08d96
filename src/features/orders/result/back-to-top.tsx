/**
 * "Back to top" for the result's sticky section navigation: shown once the bar has stuck (the reader has
 * scrolled past where it starts), it scrolls to the top of the page and moves focus to the page's
 * heading, so that keyboard and screen reader users start again from there too.
 */
import { useCallback, useRef, useState, type MouseEvent } from 'react';

/**
 * A ref for an element marking a place on the page, and whether the page has scrolled past it (it has
 * left the viewport through the top). An IntersectionObserver, not a scroll listener: nothing runs
 * while the reader scrolls except when the mark crosses the edge.
 */
export function useScrolledPast(): [(element: HTMLElement | null) => void, boolean] {
  const [past, setPast] = useState(false);
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(([entry]) => {
      if (entry) setPast(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.current.observe(element);
  }, []);
  return [ref, past];
}

export function BackToTop() {
  const go = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    document.querySelector<HTMLElement>('#main h1')?.focus({ preventScroll: true });
  };
  return (
    <a
      href="#main"
      onClick={go}
      className="tap-target shrink-0 rounded-full border border-brand-300 bg-white px-3 py-1.5 text-sm font-medium whitespace-nowrap text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
    >
      Back to top
    </a>
  );
}
