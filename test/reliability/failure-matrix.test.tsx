/**
 * The failure matrix: for each of the ten endpoints and each way a call can fail, the page that uses it
 * shows a clear message (in the service's words where it sent any), never a blank page or an uncaught
 * error (console errors fail the test), and loses nothing the user typed. A 401 ends the session; after
 * signing in again the user is back where they were, with what they typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { refusal } from '../../src/mocks/envelope';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { mockDb, server } from '../mock-service';
import { renderApp, renderSignedIn } from '../render';
import { type Scenario, type Failure, scenarios, failures } from './failure-cases';

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
    for (const message of messages) expect(message).not.toHaveTextContent(/\bdata\.|field /);
    expect(screen.getByRole('heading', { level: 1, name: scenario.heading })).toBeInTheDocument();
    await expectTypedValues(scenario.typed);
  });
});

describe.each(scenarios)('$endpoint', (scenario) => {
  it.each(failures.filter((f) => f.technical))(
    '$name: what support needs is in the collapsed technical details',
    async (failure) => {
      failure.before?.();
      answer(scenario, failure.reply);
      const { user } = await start(scenario);
      await scenario.act?.(user);
      await screen.findAllByText(failure.shows);
      const technical = screen.getAllByText(failure.technical ?? '')[0];
      // The disclosure is a <details>, which no Testing Library query names: find the one that holds it.
      // eslint-disable-next-line testing-library/no-node-access
      const details = technical?.closest('details');
      expect(details).toBeInstanceOf(HTMLDetailsElement);
      expect(details).not.toHaveAttribute('open');
      expect(within(details as HTMLElement).getByText('Technical details')).toBeInTheDocument();
    },
  );
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
    // The service no longer accepts the token: the session check after the 401 is refused too.
    answer(scenario, () => {
      mockDb.state.tokens = {};
      return unauthorized();
    });
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
