/** Order results (retrieve-response). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retrieveOrderResponse } from '../api/endpoints';

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
    }),
};

export function useOrderResponse(intakeToken: string, orderToken: string) {
  return useQuery(orderQueries.response(intakeToken, orderToken));
}
