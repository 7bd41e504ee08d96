/** 4.2-4.5 Reference data: standalone inspection types, report types, turnarounds, inspection types. */
import { http } from 'msw';
import { apiRoutePatterns } from '../../api/paths';
import { inspectionsByReport, reportTypes, standaloneInspectionTypes } from '../data/reference';
import { ok } from '../envelope';
import type { HandlerContext } from './context';

export function referenceDataHandlers({ companyScoped, reportTypeFor, turnaroundsFor }: HandlerContext) {
  return [
    http.get(apiRoutePatterns.standaloneInspectionTypes, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      const eligible = scope.company.standaloneInspections;
      return ok(
        {
          inspectionTypes: eligible
            ? standaloneInspectionTypes.filter((t) => eligible.includes(t.slug))
            : standaloneInspectionTypes,
        },
        'Inspection types fetched successfully.',
      );
    }),

    http.get(apiRoutePatterns.reportTypes, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token']);
      if (scope instanceof Response) return scope;
      return ok(
        { reportTypes: scope.company.reportTypes.map((slug) => reportTypes[slug]) },
        'Report types fetched successfully.',
      );
    }),

    http.get(apiRoutePatterns.turnarounds, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token', 'report_type']);
      if (scope instanceof Response) return scope;
      const slug = reportTypeFor(scope.company, scope.params.get('report_type'));
      if (slug instanceof Response) return slug;
      return ok({ tat: turnaroundsFor(slug) }, 'Turnaround times fetched successfully.');
    }),

    http.get(apiRoutePatterns.inspectionTypes, async ({ request }) => {
      const scope = await companyScoped(request, ['company_token', 'report_type']);
      if (scope instanceof Response) return scope;
      const slug = reportTypeFor(scope.company, scope.params.get('report_type'));
      if (slug instanceof Response) return slug;
      const inspectionTypes = inspectionsByReport[slug].map(
        ({ price: _price, additionalUnitPrice: _extra, ...wire }) => wire,
      );
      return ok({ inspectionTypes }, 'Inspection types fetched successfully.');
    }),
  ];
}
