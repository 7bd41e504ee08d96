/**
 * A long table's sideways scroll bar, kept at the bottom of the screen. A frame that scrolls sideways has
 * its own bar at its foot, which for a table of hundreds of rows is far below: a mouse without a
 * trackpad could scroll sideways only with Shift and the wheel, or after scrolling down to the last row.
 * This bar is a second scroller as wide as the table, drawn right after the frame (ScrollFrame's `foot`):
 * sticky at the bottom of the screen while the table goes on below, at the table's foot once its end is
 * in view. It and the frame follow each other's position, and while it shows the frame's own bar is
 * hidden (index.css, .sticky-scroll-bar), so the two are never drawn one above the other. A pointer's
 * control (aria-hidden, no tab stop): a keyboard scrolls the frame itself, which is one.
 */
import { useEffect, useRef, useState } from 'react';

export function StickyScrollBar() {
  const bar = useRef<HTMLDivElement>(null);
  // The frame's scrolled width while it is wider than its box, else 0 (no bar).
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = bar.current;
    const frame = element?.previousElementSibling;
    if (!element || !(frame instanceof HTMLElement) || typeof ResizeObserver === 'undefined') return;
    // Read in the observer's callback, after the browser's layout: no layout forced.
    const measure = () => setWidth(frame.scrollWidth > frame.clientWidth + 1 ? frame.scrollWidth : 0);
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    if (frame.firstElementChild) observer.observe(frame.firstElementChild);
    // Each follows the other; setting a position a scroller already has fires no scroll event, so the
    // two never loop.
    const follow = (from: HTMLElement, to: HTMLElement) => () => {
      if (to.scrollLeft !== from.scrollLeft) to.scrollLeft = from.scrollLeft;
    };
    const toBar = follow(frame, element);
    const toFrame = follow(element, frame);
    frame.addEventListener('scroll', toBar, { passive: true });
    element.addEventListener('scroll', toFrame, { passive: true });
    return () => {
      observer.disconnect();
      frame.removeEventListener('scroll', toBar);
      element.removeEventListener('scroll', toFrame);
    };
  }, []);
  // As wide as the frame's content: the bar's thumb and range are the frame's. Given its width, it takes
  // the frame's position too (a frame already scrolled when the bar appears).
  useEffect(() => {
    const element = bar.current;
    const frame = element?.previousElementSibling;
    if (width > 0 && element && frame) element.scrollLeft = frame.scrollLeft;
  }, [width]);
  return (
    <div ref={bar} className="sticky-scroll-bar" aria-hidden="true" tabIndex={-1} hidden={width === 0}>
      <div style={{ width, height: 1 }} />
    </div>
  );
}
