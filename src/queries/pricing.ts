/**
 * Pricing: confirm-price is a POST without side effects, so a quote is cached as a query keyed by
 * its seven parameters (the comparison of turnarounds and back-and-forth in the wizard reuse it).
 * It is never retried on its own, like every POST.
 */
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { confirmPrice } from '../api/endpoints';
import type { PricingRequest } from '../api/schemas/pricing';
import { useRequiredSession } from '../session/use-session';

export const pricingQueries = {
  all: () => ['pricing'] as const,
  /** The key is the request itself (React Query hashes it by value): what is sent is what is keyed. */
  quote: (companyToken: string, request: PricingRequest | null) =>
    queryOptions({
      queryKey: [...pricingQueries.all(), companyToken, request],
      queryFn: request ? ({ signal }) => confirmPrice(companyToken, request, { signal }) : skipToken,
      staleTime: 5 * 60_000,
      retry: false,
    }),
};

export function useQuote(request: PricingRequest | null) {
  const { companyToken } = useRequiredSession();
  return useQuery(pricingQueries.quote(companyToken, request));
}
