/**
 * The pricing stepper's route loader: it starts the report types (and, for a link that names one, that
 * report type's turnarounds and inspection types) while the route's code is still downloading, as the
 * order result's loader starts its order. The stepper's first render then usually has its cards, and no
 * request starts inside React's commit on a slow phone (docs/decisions/2026-11-24-slow-phone.md). It
 * waits for nothing: the page reads the same queries and shows its own loading states.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { readWizard } from '../features/pricing/wizard-params';
import { inspectionTypeQueries, reportTypeQueries, turnaroundQueries } from '../queries/reference-data';
import { sessionStore } from '../session/session-store';

export function pricingLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs): null => {
    const session = sessionStore.get();
    // Without a session the route guard sends the visitor to sign in: no request (it would be refused).
    if (!session) return null;
    const { companyToken } = session;
    void queryClient.prefetchQuery(reportTypeQueries.list(companyToken));
    const { report } = readWizard(new URL(request.url).searchParams);
    if (report) {
      void queryClient.prefetchQuery(turnaroundQueries.list(companyToken, report));
      void queryClient.prefetchQuery(inspectionTypeQueries.forReport(companyToken, report));
    }
    return null;
  };
}
