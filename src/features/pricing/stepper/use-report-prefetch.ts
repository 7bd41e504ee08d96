/**
 * A report type's card chosen (before Continue): its turnarounds and inspection types start loading once
 * the browser is idle, after the choice has painted. Continue then renders the next step with its cards
 * at once, and no request starts inside React's commit (docs/decisions/2026-11-24-slow-phone.md). A card
 * chosen before the browser was idle replaces the one before it, so arrowing through the cards asks for
 * nothing more than the card left checked.
 */
import { useEffect, useRef } from 'react';
import { whenIdle } from '../../../lib/schedule';
import { usePrefetchReportLists } from '../../../queries/reference-data';
import { useStableCallback } from './use-stable-callback';

export function useReportPrefetch(): (reportType: string) => void {
  const prefetch = usePrefetchReportLists();
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  return useStableCallback((reportType: string) => {
    cancel.current?.();
    cancel.current = whenIdle(() => {
      cancel.current = null;
      prefetch(reportType);
    });
  });
}
