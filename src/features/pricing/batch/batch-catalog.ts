/**
 * What the service offers the company, for the sheet's choice columns (choice-columns.ts): its report
 * types, and each one's turnarounds and inspections, named as the portal shows them. Asked only when a
 * sheet has a choice column; from the same queries (and cache) as the page's choices and the stepper.
 */
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { inspectionTypeQueries, turnaroundQueries, useReportTypes } from '../../../queries/reference-data';
import { useRequiredSession } from '../../../session/use-session';
import { inspectionLabel } from '../stepper/step-text';
import type { Catalog, Named } from './choice-columns';

export function useCatalog(enabled: boolean): { catalog: Catalog; loading: boolean } {
  const { companyToken } = useRequiredSession();
  const reportTypes = useReportTypes();
  const reports: Named[] = useMemo(
    () => reportTypes.data?.items.map((r) => ({ slug: r.slug, name: r.nickname })) ?? [],
    [reportTypes.data],
  );
  const slugs = enabled ? reports.map((r) => r.slug) : [];
  // Combined into the lists' data (structurally shared): the same arrays while nothing changed.
  const turnarounds = useQueries({
    queries: slugs.map((slug) => turnaroundQueries.list(companyToken, slug)),
    combine: (results) => ({ data: results.map((q) => q.data), pending: results.some((q) => q.isPending) }),
  });
  const inspections = useQueries({
    queries: slugs.map((slug) => inspectionTypeQueries.forReport(companyToken, slug)),
    combine: (results) => ({ data: results.map((q) => q.data), pending: results.some((q) => q.isPending) }),
  });
  const turnaroundData = turnarounds.data;
  const inspectionData = inspections.data;
  const catalog = useMemo<Catalog>(() => {
    const byReport = <T>(lists: (T | undefined)[], read: (list: T) => Named[]) =>
      Object.fromEntries(
        reports.flatMap((r, i) => {
          const list = lists[i];
          return list === undefined ? [] : [[r.slug, read(list)]];
        }),
      );
    return {
      reports,
      turnarounds: byReport(turnaroundData, (list) =>
        list.items.map((t) => ({ slug: t.slug, name: t.name })),
      ),
      inspections: byReport(inspectionData, (list) =>
        list.items.map((i) => ({ slug: i.slug, name: inspectionLabel(i) })),
      ),
    };
  }, [reports, turnaroundData, inspectionData]);
  const loading = enabled && (reportTypes.isPending || turnarounds.pending || inspections.pending);
  return { catalog, loading };
}
