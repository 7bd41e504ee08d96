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

/** Route patterns for the mock service (MSW), matching any origin. */
export const apiRoutePatterns = {
  createToken: `*${apiPaths.createToken}`,
  standaloneInspectionTypes: `*${apiPaths.standaloneInspectionTypes}`,
  reportTypes: `*${apiPaths.reportTypes}`,
  turnarounds: `*${apiPaths.turnarounds}`,
  inspectionTypes: `*${apiPaths.inspectionTypes}`,
  updateCompany: '*/api/v1/company/:companyToken/update',
  paymentSources: `*${apiPaths.paymentSources}`,
  pricing: `*${apiPaths.pricing}`,
  loanOfficers: `*${apiPaths.loanOfficers}`,
  retrieveResponse: `*${apiPaths.retrieveResponse}`,
} as const;
