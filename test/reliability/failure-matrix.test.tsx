/**
 * The failure matrix: for each of the ten endpoints and each way a call can fail, the page that uses it
 * shows a clear message (in the service's words where it sent any), never a blank page or an uncaught
 * error (console errors fail the test), and loses nothing the user typed. A 401 ends the session; after
 * signing in again the user is back where they were, with what they typed.
 */
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { configureApi } from '../../src/api/config';
import { apiRoutePatterns } from '../../src/api/paths';
import { server } from '../mock-service';
import { DEMO, renderApp, signIn, type RenderAppResult } from '../render';

type User = RenderAppResult['user'];

interface Scenario {
  endpoint: string;
  method: 'get' | 'post' | 'put';
  pattern: string;
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

const companyValues: [string, string][] = [
  ['Company name', 'Keystone Lending Group LLC'],
  ['Email', 'ops@keystonelending.example'],
  ['Phone', '(614) 555-0142'],
  ['Street address', '250 Civic Center Drive'],
  ['City', 'Columbus'],
  ['ZIP code', '43215'],
];

const scenarios: Scenario[] = [
  {
    endpoint: 'create-token',
    method: 'post',
    pattern: apiRoutePatterns.createToken,
    path: '/login',
    heading: /^Sign in$/,
    signedIn: false,
    act: async (user) => {
      await user.type(await screen.findByLabelText('Username'), DEMO.username);
      await user.type(screen.getByLabelText('Password'), DEMO.password);
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
    },
    typed: [['Username', DEMO.username]],
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
      for (const [label, value] of companyValues) await user.type(await screen.findByLabelText(label), value);
      await user.selectOptions(screen.getByLabelText('State'), 'OH');
      await user.click(screen.getByRole('button', { name: 'Save changes' }));
    },
    typed: [...companyValues, ['State', 'OH']],
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
    path: '/pricing?report=reno-arv&tat=standard&inspection=interior-w-exterior&property=sfr&state=TX&zip=75201',
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
    path: '/orders/int_8F3K2M/ord_5T7R1Q',
    heading: /./,
    signedIn: true,
  },
];

const envelope = (success: boolean, message: string, errors: unknown[] = [], data: unknown = {}) => ({
  success,
  message,
  data,
  meta: {},
  errors,
});

interface Failure {
  name: string;
  reply: Parameters<typeof http.get>[1];
  /** The words the user must see. */
  shows: string | RegExp;
  before?: () => void;
}

const failures: Failure[] = [
  {
    name: 'HTTP 200 with success:false',
    reply: () =>
      HttpResponse.json(
        envelope(false, 'The request was refused: "gla_include" is not allowed', [
          { message: '"gla_include" is not allowed', key: 'gla_include', label: 'gla_include', value: true },
        ]),
      ),
    shows: 'The request was refused: "gla_include" is not allowed',
  },
  {
    name: '422 with field errors',
    reply: () =>
      HttpResponse.json(
        envelope(false, 'Data validation failed.', [
          {
            message: '"account_status" must be one of [active]',
            key: 'account_status',
            label: 'account_status',
            value: 'on_hold',
          },
        ]),
        { status: 422 },
      ),
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
    reply: () =>
      HttpResponse.json(envelope(false, 'Something broke on our side (ref 7f3a).'), { status: 500 }),
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
    shows: 'The service sent a reply the portal could not read. (the reply was not JSON)',
  },
  {
    name: 'JSON that does not match the schema',
    reply: () => HttpResponse.json(envelope(true, 'OK', [], { surprise: [] })),
    shows: /The service sent a reply the portal could not read\. \(field data(\.\w+)?: /,
  },
  {
    name: 'a reply slower than the timeout',
    before: () => configureApi({ timeoutMs: 80 }),
    reply: async () => {
      await delay(1_000);
      return HttpResponse.json(envelope(true, 'late'));
    },
    shows: 'The service took too long to answer. Please try again.',
  },
];

async function expectTypedValues(typed: [string, string][] | undefined) {
  for (const [label, value] of typed ?? []) {
    expect(await screen.findByLabelText(label)).toHaveValue(value);
  }
}

async function start(scenario: Scenario) {
  if (scenario.signedIn) await signIn();
  const view = renderApp(scenario.path);
  await screen.findByRole('heading', { level: 1, name: scenario.heading });
  return view;
}

describe.each(scenarios)('$endpoint', (scenario) => {
  const answer = (reply: Failure['reply']) => server.use(http[scenario.method](scenario.pattern, reply));

  it.each(failures)('$name: a clear message, the page stays, nothing typed is lost', async (failure) => {
    failure.before?.();
    answer(failure.reply);
    const { user } = await start(scenario);
    await scenario.act?.(user);
    const messages = await screen.findAllByText(failure.shows);
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: scenario.heading })).toBeInTheDocument();
    await expectTypedValues(scenario.typed);
  });

  it('401: the session ends, and after signing in again the user is back with what they typed', async () => {
    answer(() => HttpResponse.json(envelope(false, 'Unauthorized! Token revoked.'), { status: 401 }));
    const { user, router } = await start(scenario);
    await scenario.act?.(user);
    if (!scenario.signedIn) {
      // create-token itself: a 401 there is a refusal of the sign-in, shown in the service's words.
      expect(await screen.findByText('Unauthorized! Token revoked.')).toBeInTheDocument();
      await expectTypedValues(scenario.typed);
      return;
    }
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();

    server.resetHandlers();
    await user.type(screen.getByLabelText('Username'), DEMO.username);
    await user.type(screen.getByLabelText('Password'), DEMO.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(scenario.path),
    );
    await screen.findByRole('heading', { level: 1, name: scenario.heading });
    await expectTypedValues(scenario.typed);
  });
});

describe('retries', () => {
  it('reads retry transient failures with backoff; writes never retry on their own', async () => {
    await signIn();
    let reads = 0;
    let writes = 0;
    server.use(
      http.get(apiRoutePatterns.loanOfficers, () => {
        reads += 1;
        return HttpResponse.error();
      }),
      http.put(apiRoutePatterns.updateCompany, () => {
        writes += 1;
        return HttpResponse.error();
      }),
    );
    const { createQueryClient } = await import('../../src/queries/query-client');
    const { user, router } = renderApp('/loan-officers', { queryClient: createQueryClient({ retry: true }) });
    expect(
      await screen.findByText(
        'The service could not be reached. Check your connection and try again.',
        {},
        { timeout: 8_000 },
      ),
    ).toBeInTheDocument();
    expect(reads).toBe(3);

    await router.navigate('/company');
    for (const [label, value] of companyValues) await user.type(await screen.findByLabelText(label), value);
    await user.selectOptions(screen.getByLabelText('State'), 'OH');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The service could not be reached. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(writes).toBe(1);
  });
});
