/**
 * Query options and hooks for the reference data: report types, turnarounds, inspection types
 * (report-type-filtered and standalone). Keys run from general to specific.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  listInspectionTypes,
  listReportTypes,
  listStandaloneInspectionTypes,
  listTurnarounds,
} from '../api/endpoints';
import { useRequiredSession } from '../session/use-session';

const REFERENCE_STALE_MS = 5 * 60_000;

export const reportTypeQueries = {
  all: () => ['report-types'] as const,
  list: (companyToken: string) =>
    queryOptions({
      queryKey: [...reportTypeQueries.all(), companyToken],
      queryFn: ({ signal }) => listReportTypes(companyToken, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
};

export const turnaroundQueries = {
  all: () => ['turnarounds'] as const,
  list: (companyToken: string, reportType: string) =>
    queryOptions({
      queryKey: [...turnaroundQueries.all(), companyToken, reportType],
      queryFn: ({ signal }) => listTurnarounds(companyToken, reportType, { signal }),
      // Due dates move with the calendar: keep them fresh for a minute only.
      staleTime: 60_000,
    }),
};

export const inspectionTypeQueries = {
  all: () => ['inspection-types'] as const,
  /** Every report type's list, of any company: the prefix of `forReport`'s keys. */
  allForReport: () => [...inspectionTypeQueries.all(), 'for-report'] as const,
  forReport: (companyToken: string, reportType: string) =>
    queryOptions({
      queryKey: [...inspectionTypeQueries.allForReport(), companyToken, reportType],
      queryFn: ({ signal }) => listInspectionTypes(companyToken, reportType, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
  standalone: (companyToken: string) =>
    queryOptions({
      queryKey: [...inspectionTypeQueries.all(), 'standalone', companyToken],
      queryFn: ({ signal }) => listStandaloneInspectionTypes(companyToken, { signal }),
      staleTime: REFERENCE_STALE_MS,
    }),
};

export function useReportTypes() {
  const { companyToken } = useRequiredSession();
  return useQuery(reportTypeQueries.list(companyToken));
}

export function useTurnarounds(reportType: string | null) {
  const { companyToken } = useRequiredSession();
  return useQuery({
    ...turnaroundQueries.list(companyToken, reportType ?? ''),
    enabled: Boolean(reportType),
  });
}

export function useInspectionTypes(reportType: string | null) {
  const { companyToken } = useRequiredSession();
  return useQuery({
    ...inspectionTypeQueries.forReport(companyToken, reportType ?? ''),
    enabled: Boolean(reportType),
  });
}

/**
 * Starts loading a report type's turnarounds and inspection types into the cache, as `useTurnarounds` and
 * `useInspectionTypes` read them (nothing is asked again while they are fresh).
 */
export function usePrefetchReportLists() {
  const { companyToken } = useRequiredSession();
  const queryClient = useQueryClient();
  return useCallback(
    (reportType: string) => {
      void queryClient.prefetchQuery(turnaroundQueries.list(companyToken, reportType));
      void queryClient.prefetchQuery(inspectionTypeQueries.forReport(companyToken, reportType));
    },
    [companyToken, queryClient],
  );
}

export function useStandaloneInspectionTypes() {
  const { companyToken } = useRequiredSession();
  return useQuery(inspectionTypeQueries.standalone(companyToken));
}
