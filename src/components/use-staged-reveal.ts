/**
 * How many of a page's deferred parts to show: none at first, then one more in each following task, each
 * in a render and a commit of its own (inside a transition, so typing or a click goes first). A long
 * page then never holds the main thread in one long task while its charts and tables arrive.
 */
import { startTransition, useEffect, useState } from 'react';

export function useStagedReveal(parts: number): number {
  const [shown, setShown] = useState(0);
  useEffect(() => {
    if (shown >= parts) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, parts]);
  return shown;
}
