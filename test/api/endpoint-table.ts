/** The ten endpoints as data, for table-driven tests: how to call each and the route that answers it. */
import { createToken } from '../../src/api/create-token';
import * as endpoints from '../../src/api/endpoints';
import { apiRoutePatterns } from '../../src/api/paths';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { KEYSTONE } from '../render';
import { keystoneDetails } from '../fixtures/company';
import { texasRequest } from '../fixtures/pricing';

export interface EndpointCase {
  name: string;
  method: 'get' | 'post' | 'put';
  pattern: RegExp;
  call: (signal?: AbortSignal) => Promise<unknown>;
}

const company = keystoneDetails;

export const endpointCases: EndpointCase[] = [
  {
    name: 'create-token',
    method: 'post',
    pattern: apiRoutePatterns.createToken,
    call: (signal) => createToken({ username: DEMO_CREDENTIALS.username, password: 'x' }, { signal }),
  },
  {
    name: 'standalone inspection types',
    method: 'get',
    pattern: apiRoutePatterns.standaloneInspectionTypes,
    call: (signal) => endpoints.listStandaloneInspectionTypes(KEYSTONE, { signal }),
  },
  {
    name: 'report types',
    method: 'get',
    pattern: apiRoutePatterns.reportTypes,
    call: (signal) => endpoints.listReportTypes(KEYSTONE, { signal }),
  },
  {
    name: 'turnarounds',
    method: 'get',
    pattern: apiRoutePatterns.turnarounds,
    call: (signal) => endpoints.listTurnarounds(KEYSTONE, 'reno-arv', { signal }),
  },
  {
    name: 'inspection types',
    method: 'get',
    pattern: apiRoutePatterns.inspectionTypes,
    call: (signal) => endpoints.listInspectionTypes(KEYSTONE, 'reno-arv', { signal }),
  },
  {
    name: 'company update',
    method: 'put',
    pattern: apiRoutePatterns.updateCompany,
    call: (signal) => endpoints.updateCompany(KEYSTONE, company, { signal }),
  },
  {
    name: 'payment sources',
    method: 'get',
    pattern: apiRoutePatterns.paymentSources,
    call: (signal) => endpoints.listPaymentSources(KEYSTONE, { signal }),
  },
  {
    name: 'pricing',
    method: 'post',
    pattern: apiRoutePatterns.pricing,
    call: (signal) => endpoints.confirmPrice(KEYSTONE, texasRequest, { signal }),
  },
  {
    name: 'loan officers',
    method: 'get',
    pattern: apiRoutePatterns.loanOfficers,
    call: (signal) => endpoints.listLoanOfficers(KEYSTONE, { signal }),
  },
  {
    name: 'retrieve response',
    method: 'get',
    pattern: apiRoutePatterns.retrieveResponse,
    call: (signal) =>
      endpoints.retrieveOrderResponse({ intakeToken: 'int_8F3K2M', orderToken: 'ord_5T7R1Q' }, { signal }),
  },
];
