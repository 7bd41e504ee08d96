/**
 * One function per endpoint of the interface (section 4), with its exact method, path and parameters.
 * Every function resolves to a clean domain type or rejects with an ApiError. 4.1 create-token is
 * create-token.ts, apart, so that the sign-in page's chunk carries no other endpoint's schemas.
 */
import { apiRequest, type RequestOptions } from './client';
import { apiPaths } from './paths';
import { companyDataSchema, companyUpdateSchema, type CompanyUpdate } from './schemas/company';
import { inspectionTypesDataSchema, standaloneInspectionTypesDataSchema } from './schemas/inspection-types';
import { loanOfficersDataSchema } from './schemas/loan-officers';
import { orderResponsesSlicedSchema } from './schemas/order-response-slices';
import { paymentSourcesDataSchema } from './schemas/payment-sources';
import { pricingDataSchema, pricingRequestSchema, type PricingRequest } from './schemas/pricing';
import { reportTypesDataSchema } from './schemas/report-types';
import { turnaroundsDataSchema } from './schemas/turnarounds';

/** 4.2 GET /api/v1/inspection/inspection-types/standalone */
export function listStandaloneInspectionTypes(companyToken: string, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.standaloneInspectionTypes,
    query: { company_token: companyToken },
    data: standaloneInspectionTypesDataSchema,
  });
}

/** 4.3 GET /api/v1/report-types */
export function listReportTypes(companyToken: string, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.reportTypes,
    query: { company_token: companyToken },
    data: reportTypesDataSchema,
  });
}

/** 4.4 GET /api/v1/tat */
export function listTurnarounds(companyToken: string, reportType: string, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.turnarounds,
    query: { company_token: companyToken, report_type: reportType },
    data: turnaroundsDataSchema,
  });
}

/** 4.5 GET /api/v1/inspection/inspection-types */
export function listInspectionTypes(companyToken: string, reportType: string, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.inspectionTypes,
    query: { company_token: companyToken, report_type: reportType },
    data: inspectionTypesDataSchema,
  });
}

/** 4.6 PUT /api/v1/company/{company_token}/update: exactly the eight fields. */
export function updateCompany(companyToken: string, company: CompanyUpdate, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'PUT',
    path: apiPaths.updateCompany(companyToken),
    body: companyUpdateSchema.parse(company),
    data: companyDataSchema,
  });
}

/** 4.7 GET /api/v2/company/payment-sources (the one v2 endpoint). */
export function listPaymentSources(companyToken: string, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.paymentSources,
    query: { company_token: companyToken },
    data: paymentSourcesDataSchema,
  });
}

/** 4.8 POST /api/v1/order/pricingParameters: exactly the seven fields (the service refuses others). */
export function confirmPrice(companyToken: string, request: PricingRequest, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'POST',
    path: apiPaths.pricing,
    body: { company_token: companyToken, ...pricingRequestSchema.parse(request) },
    data: pricingDataSchema,
  });
}

/** 4.9 GET /api/v1/user/loan-officers */
export function listLoanOfficers(companyToken: string, options: RequestOptions = {}) {
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.loanOfficers,
    query: { company_token: companyToken },
    data: loanOfficersDataSchema,
  });
}

/**
 * 4.10 GET /api/v1/order/retrieve-response. The service accepts either token alone (vendor notes): a
 * token not given is left out of the query rather than sent empty. A long budget is parsed in slices.
 */
export function retrieveOrderResponse(
  tokens: { intakeToken: string; orderToken: string },
  options: RequestOptions = {},
) {
  const query: Record<string, string> = {};
  if (tokens.intakeToken !== '') query.intake_token = tokens.intakeToken;
  if (tokens.orderToken !== '') query.order_token = tokens.orderToken;
  return apiRequest({
    ...options,
    method: 'GET',
    path: apiPaths.retrieveResponse,
    query,
    data: orderResponsesSlicedSchema,
  });
}
