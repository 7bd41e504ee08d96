/**
 * A callback whose identity never changes and that always calls the latest `callback`: memoized children
 * (the stepper's steps, a step's cards) then skip re-rendering when only their parent's closures changed.
 * Called from event handlers only, never during render.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
