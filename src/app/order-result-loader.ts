/**
 * The order result's route loader: it starts the order request while the route's code is still
 * downloading (React Router runs a static loader beside a lazy route), instead of after the page has
 * rendered. It waits for nothing: the page reads the same query and shows its own loading state.
 *
 * The router loads this module lazily, beside the route's chunk (router.tsx): /login does not carry it,
 * nor the endpoint schemas it brings.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { orderLinkProblem } from '../lib/order-token';
import { readOrderResultSearch } from '../lib/paths';
import { orderQueries } from '../queries/orders';
import { sessionStore } from '../session/session-store';

/**
 * The tokens of the result's address, as the page reads them (an absent one is ''): the one place to
 * change when the address changes.
 */
function orderTokens({ request }: LoaderFunctionArgs): { intakeToken: string; orderToken: string } | null {
  const tokens = readOrderResultSearch(new URL(request.url).searchParams);
  // A link that cannot name an order is refused by the page itself, without a request.
  if (orderLinkProblem(tokens) !== null) return null;
  return { intakeToken: tokens.intakeToken ?? '', orderToken: tokens.orderToken ?? '' };
}

export function orderResultLoader(queryClient: QueryClient) {
  return (args: LoaderFunctionArgs): null => {
    const tokens = orderTokens(args);
    // Without a session the route guard sends the visitor to sign in: no request (it would be refused).
    if (tokens && sessionStore.get()) {
      void queryClient.prefetchQuery(orderQueries.response(tokens.intakeToken, tokens.orderToken));
    }
    return null;
  };
}
