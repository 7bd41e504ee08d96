/** Order results (retrieve-response). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retrieveOrderResponse } from '../api/endpoints';
import { isApiError } from '../api/errors';

/** The service's refusal for an order whose report is still being prepared ("Report is not completed yet!"). */
export function isNotReady(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refused' && /not completed/i.test(error.message);
}

/** The first automatic check of a report that is not ready, and the longest wait between two. */
export const NOT_READY_FIRST_CHECK_MS = 15_000;
export const NOT_READY_MAX_CHECK_MS = 120_000;

/** Waits between automatic checks: 15 s, 30 s, 1 min, then every 2 min. */
export function notReadyCheckDelay(checks: number): number {
  return Math.min(NOT_READY_MAX_CHECK_MS, NOT_READY_FIRST_CHECK_MS * 2 ** Math.max(0, checks - 1));
}

export const orderQueries = {
  all: () => ['orders'] as const,
  response: (intakeToken: string, orderToken: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), intakeToken, orderToken],
      queryFn: ({ signal }) => retrieveOrderResponse({ intakeToken, orderToken }, { signal }),
      staleTime: 5 * 60_000,
      // The route's loader starts this request before the page mounts; if it has already failed by then,
      // the page shows that failure rather than asking again (its "Check again" and retry buttons do).
      retryOnMount: false,
      // A report being prepared is checked again while the page is open, backing off; React Query skips
      // the checks while the tab is hidden and checks at once when it is shown again.
      refetchInterval: (query) =>
        query.state.data === undefined && isNotReady(query.state.error)
          ? notReadyCheckDelay(query.state.errorUpdateCount)
          : false,
      refetchOnWindowFocus: (query) => query.state.data === undefined && isNotReady(query.state.error),
    }),
};

/** `enabled: false` for a link that cannot name an order: the page says so without asking the service. */
export function useOrderResponse(intakeToken: string, orderToken: string, { enabled = true } = {}) {
  return useQuery({ ...orderQueries.response(intakeToken, orderToken), enabled });
}
