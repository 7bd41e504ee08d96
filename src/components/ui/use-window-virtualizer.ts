/**
 * `useWindowVirtualizer` of `@tanstack/react-virtual`, except in how it asks React to render again: a
 * change the reader makes by scrolling renders at once, as there; any other (a row measured by its
 * ResizeObserver, the window resized) renders in a transition, which React slices and input interrupts.
 * As a default update, each row measured after the batch's answers rendered the whole window, its range
 * worked out over 1,000 rows, and committed it in one task: 47-58 ms at 6x CPU
 * (docs/decisions/2026-11-27-pricing-in-a-worker.md).
 */
import {
  observeWindowOffset,
  observeWindowRect,
  Virtualizer,
  windowScroll,
  type PartialKeys,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { startTransition, useLayoutEffect, useReducer, useState } from 'react';

type Options = PartialKeys<
  Omit<VirtualizerOptions<Window, Element>, 'onChange'>,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn'
>;

export function useWindowVirtualizerInTransitions(options: Options): Virtualizer<Window, Element> {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const resolved: VirtualizerOptions<Window, Element> = {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    initialOffset: () => window.scrollY,
    ...options,
    onChange: (_instance, scrolling) => {
      if (scrolling) rerender();
      else startTransition(rerender);
    },
  };
  const [instance] = useState(() => new Virtualizer(resolved));
  instance.setOptions(resolved);
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => instance._willUpdate());
  return instance;
}
