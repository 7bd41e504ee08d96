/**
 * The failure matrix: for each of the ten endpoints and each way a call can fail, the page that uses it
 * shows a clear message (in the service's words where it sent any), never a blank page or an uncaught
 * error (console errors fail the test), and loses nothing the user typed. A 401 ends the session; after
 * signing in again the user is back where they were, with what they typed.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutePatterns } from '../../src/api/paths';
import { refusal } from '../../src/mocks/envelope';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { server } from '../mock-service';
import { renderApp, renderSignedIn } from '../render';
import { type Scenario, type Failure, companyValues, scenarios, failures } from './failure-cases';

async function expectTypedValues(typed: [string, string][] | undefined) {
  for (const [label, value] of typed ?? []) {
    expect(await screen.findByLabelText(label)).toHaveValue(value);
  }
}

async function start(scenario: Scenario) {
  const view = scenario.signedIn ? await renderSignedIn(scenario.path) : renderApp(scenario.path);
  await screen.findByRole('heading', { level: 1, name: scenario.heading });
  return view;
}

const answer = (scenario: Scenario, reply: Failure['reply']) =>
  server.use(http[scenario.method](scenario.pattern, reply));
const unauthorized = () => refusal(401, 'Unauthorized! Token revoked.');

describe.each(scenarios)('$endpoint', (scenario) => {
  it.each(failures)('$name: a clear message, the page stays, nothing typed is lost', async (failure) => {
    failure.before?.();
    answer(scenario, failure.reply);
    const { user } = await start(scenario);
    await scenario.act?.(user);
    const messages = await screen.findAllByText(failure.shows);
    expect(messages.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: scenario.heading })).toBeInTheDocument();
    await expectTypedValues(scenario.typed);
  });
});

describe.each(scenarios.filter((s) => !s.signedIn))('$endpoint', (scenario) => {
  it("401: a refusal of the sign-in, shown in the service's words; nothing typed is lost", async () => {
    answer(scenario, unauthorized);
    const { user } = await start(scenario);
    await scenario.act?.(user);
    expect(await screen.findByText('Unauthorized! Token revoked.')).toBeInTheDocument();
    await expectTypedValues(scenario.typed);
  });
});

describe.each(scenarios.filter((s) => s.signedIn))('$endpoint', (scenario) => {
  it('401: the session ends, and after signing in again the user is back with what they typed', async () => {
    answer(scenario, unauthorized);
    const { user, router } = await start(scenario);
    await scenario.act?.(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();

    server.resetHandlers();
    await user.type(screen.getByLabelText('Username'), DEMO_CREDENTIALS.username);
    await user.type(screen.getByLabelText('Password'), DEMO_CREDENTIALS.password);
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
    const { user, router } = await renderSignedIn('/loan-officers', {
      queryClient: createQueryClient({ retry: true }),
    });
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
