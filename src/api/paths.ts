/**
 * Every path of the service, in one table. The version segment follows `/api/`;
 * all endpoints are v1 except payment sources (v2). A change of the service's paths is a change here only.
 */
export const apiPaths = {
  createToken: '/api/v1/auth/create-token',
  standaloneInspectionTypes: '/api/v1/inspection/inspection-types/standalone',
  reportTypes: '/api/v1/report-types',
  turnarounds: '/api/v1/tat',
  inspectionTypes: '/api/v1/inspection/inspection-types',
  updateCompany: (companyToken: string) => `/api/v1/company/${encodeURIComponent(companyToken)}/update`,
  paymentSources: '/api/v2/company/payment-sources',
  pricing: '/api/v1/order/pricingParameters',
  loanOfficers: '/api/v1/user/loan-officers',
  retrieveResponse: '/api/v1/order/retrieve-response',
} as const;

/**
 * The service's own paths, at the root of any origin: `/api/v<digits>/...`. The mock service answers
 * these and nothing else, so that the dev server's modules (`/src/api/create-token.ts`) and assets are
 * never taken for calls to the service.
 */
export const SERVICE_PATH = /^[a-z][a-z\d+.-]*:\/\/[^/]+\/api\/v\d+\//i;

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A URL of any origin whose path is exactly `path` (the query string is not part of the match). */
function onAnyOrigin(path: string): RegExp {
  return new RegExp(`^[a-z][a-z\\d+.-]*://[^/]+${path}$`, 'i');
}

/** Route patterns for the mock service (MSW): each endpoint's path at the root of any origin. */
export const apiRoutePatterns = {
  createToken: onAnyOrigin(escape(apiPaths.createToken)),
  standaloneInspectionTypes: onAnyOrigin(escape(apiPaths.standaloneInspectionTypes)),
  reportTypes: onAnyOrigin(escape(apiPaths.reportTypes)),
  turnarounds: onAnyOrigin(escape(apiPaths.turnarounds)),
  inspectionTypes: onAnyOrigin(escape(apiPaths.inspectionTypes)),
  updateCompany: onAnyOrigin(
    escape(apiPaths.updateCompany('COMPANY')).replace('COMPANY', '(?<companyToken>[^/]+)'),
  ),
  paymentSources: onAnyOrigin(escape(apiPaths.paymentSources)),
  pricing: onAnyOrigin(escape(apiPaths.pricing)),
  loanOfficers: onAnyOrigin(escape(apiPaths.loanOfficers)),
  retrieveResponse: onAnyOrigin(escape(apiPaths.retrieveResponse)),
} as const;
