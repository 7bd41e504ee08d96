/**
 * The failure matrix as data: each page and the endpoint it calls (with what the user types there),
 * and each way a call can fail (with the words the user must see).
 */
import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { configureApi } from '../../src/api/config';
import { apiRoutePatterns } from '../../src/api/paths';
import { ok, refusal, validationFailed } from '../../src/mocks/envelope';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { paths } from '../../src/lib/paths';
import type { RenderAppResult } from '../render';
import { typedCompany } from '../fixtures/company';
import { TEXAS_QUERY } from '../fixtures/pricing';

export type User = RenderAppResult['user'];

export interface Scenario {
  endpoint: string;
  method: 'get' | 'post' | 'put';
  pattern: RegExp;
  /** Where the user is. */
  path: string;
  /** The page heading that must stay on screen. */
  heading: RegExp;
  signedIn: boolean;
  /** What the user does to make the call (nothing for a page that loads it). */
  act?: (user: User) => Promise<void>;
  /** Fields the user typed, which must keep their values: [label, value]. */
  typed?: [string, string][];
}

export const scenarios: Scenario[] = [
  {
    endpoint: 'create-token',
    method: 'post',
    pattern: apiRoutePatterns.createToken,
    path: '/login',
    heading: /^Sign in$/,
    signedIn: false,
    act: async (user) => {
      await user.type(await screen.findByLabelText('Username'), DEMO_CREDENTIALS.username);
      await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    },
    typed: [['Username', DEMO_CREDENTIALS.username]],
  },
  {
    endpoint: 'standalone inspection types',
    method: 'get',
    pattern: apiRoutePatterns.standaloneInspectionTypes,
    path: '/inspections',
    heading: /inspection/i,
    signedIn: true,
  },
  {
    endpoint: 'report types',
    method: 'get',
    pattern: apiRoutePatterns.reportTypes,
    path: '/pricing',
    heading: /price/i,
    signedIn: true,
  },
  {
    endpoint: 'turnarounds',
    method: 'get',
    pattern: apiRoutePatterns.turnarounds,
    path: '/pricing?report=reno-arv',
    heading: /price/i,
    signedIn: true,
  },
  {
    endpoint: 'inspection types',
    method: 'get',
    pattern: apiRoutePatterns.inspectionTypes,
    path: '/pricing?report=reno-arv&tat=standard', // the inspection step is then the one in progress
    heading: /price/i,
    signedIn: true,
  },
  {
    endpoint: 'company update',
    method: 'put',
    pattern: apiRoutePatterns.updateCompany,
    path: '/company',
    heading: /^Company details$/,
    signedIn: true,
    act: async (user) => {
      for (const [label, value] of typedCompany())
        await user.type(await screen.findByLabelText(label), value);
      await user.selectOptions(screen.getByLabelText('State'), 'OH');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
    },
    typed: [...typedCompany(), ['State', 'OH']],
  },
  {
    endpoint: 'payment sources',
    method: 'get',
    pattern: apiRoutePatterns.paymentSources,
    path: '/payment-methods',
    heading: /^Payment methods$/,
    signedIn: true,
  },
  {
    endpoint: 'pricing',
    method: 'post',
    pattern: apiRoutePatterns.pricing,
    path: `/pricing${TEXAS_QUERY}`,
    heading: /price/i,
    signedIn: true,
    typed: [['ZIP code', '75201']],
  },
  {
    endpoint: 'loan officers',
    method: 'get',
    pattern: apiRoutePatterns.loanOfficers,
    path: '/loan-officers',
    heading: /^Loan officers$/,
    signedIn: true,
  },
  {
    endpoint: 'retrieve response',
    method: 'get',
    pattern: apiRoutePatterns.retrieveResponse,
    path: paths.orderResult('int_8F3K2M', 'ord_5T7R1Q'),
    heading: /./,
    signedIn: true,
  },
];

export interface Failure {
  name: string;
  reply: Parameters<typeof http.get>[1];
  /** The words the user must see. */
  shows: string | RegExp;
  /** What the collapsed "Technical details" must say, for support. */
  technical?: string | RegExp;
  before?: () => void;
}

export const failures: Failure[] = [
  {
    name: 'HTTP 200 with success:false',
    reply: () =>
      refusal(200, 'The request was refused: "gla_include" is not allowed', [
        { message: '"gla_include" is not allowed', key: 'gla_include', label: 'gla_include', value: true },
      ]),
    shows: 'The request was refused: "gla_include" is not allowed',
  },
  {
    name: '422 with field errors',
    reply: () =>
      validationFailed([
        {
          message: '"account_status" must be one of [active]',
          key: 'account_status',
          label: 'account_status',
          value: 'on_hold',
        },
      ]),
    shows: 'Data validation failed.',
  },
  {
    name: '404',
    reply: () =>
      new HttpResponse('<html><body>Not Found</body></html>', {
        status: 404,
        headers: { 'Content-Type': 'text/html' },
      }),
    shows: 'The service could not find what was asked for.',
  },
  {
    name: '500',
    reply: () => refusal(500, 'Something broke on our side (ref 7f3a).'),
    shows: 'Something broke on our side (ref 7f3a).',
  },
  {
    name: 'a network failure',
    reply: () => HttpResponse.error(),
    shows: 'The service could not be reached. Check your connection and try again.',
  },
  {
    name: 'a body that is not JSON',
    reply: () =>
      new HttpResponse('<html><h1>Service temporarily unavailable</h1></html>', {
        status: 200,
        headers: { 'Content-Type': 'text/html' },
      }),
    shows: 'The service sent a reply the portal could not read.',
    technical: 'The reply was not JSON.',
  },
  {
    name: 'JSON that does not match the schema',
    reply: () => ok({ surprise: [] }, 'OK'),
    shows: 'The service sent a reply the portal could not read.',
    technical: /^Field data(\.\w+)?: /,
  },
  {
    name: 'a reply slower than the timeout',
    before: () => configureApi({ timeoutMs: 80 }),
    reply: async () => {
      await delay(1_000);
      return ok({}, 'late');
    },
    shows: 'The service took too long to answer. Please try again.',
  },
];
