/** Shared helpers of the pricing wizard's tests: the app at /pricing over the mock service. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { TEXAS_QUERY } from '../../fixtures/pricing';
import { server } from '../../mock-service';
import { renderApp, signIn } from '../../render';

export type User = ReturnType<typeof renderApp>['user'];

export interface Recorded {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/** Every request the app sends, with its JSON body (pricing requests are POSTs). */
export function recordRequests(): Recorded[] {
  const log: Recorded[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const entry: Recorded = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: null,
    };
    log.push(entry);
    if (request.method === 'POST') {
      void request
        .clone()
        .json()
        .then((body: unknown) => {
          entry.body = body;
        });
    }
  });
  return log;
}

export const pricingCalls = (log: Recorded[]) =>
  log.filter((r) => r.path === '/api/v1/order/pricingParameters');

/** The open step's group of controls (only the step in progress has one). */
export const group = (name: string) => screen.getByRole('group', { name });
export const findGroup = (name: string) => screen.findByRole('group', { name });

/** The heading of a step, e.g. "Step 2 of 4: Turnaround (done)". */
export const stepHeading = (title: string) =>
  screen.getByRole('heading', { level: 2, name: new RegExp(`^Step \\d of 4: ${title}`) });

/** The whole item of a step in the stepper: heading, summary, "Change", and the body when open. */
export function stepItem(title: string): HTMLElement {
  // The step's heading sits in its list item; no role reaches from one to the other.
  // eslint-disable-next-line testing-library/no-node-access
  const item = stepHeading(title).closest('li');
  if (!item) throw new Error(`no step item for ${title}`);
  return item;
}

/** The one-line summary of a finished step. */
export function stepSummary(title: string): string {
  const heading = stepHeading(title);
  return heading.nextElementSibling?.textContent ?? '';
}

/**
 * Chooses an option of the open step and continues ("Done" on a step reopened once the quote is priced,
 * where the card chosen is priced at once), then waits, as a user does, for the step to close: the page
 * moves on in a task after the click.
 */
export async function choose(user: User, step: string, option: string) {
  const radio = await within(await findGroup(step)).findByRole('radio', { name: option });
  await user.click(radio);
  await user.click(within(stepItem(step)).getByRole('button', { name: /^(Continue|Done)$/ }));
  await waitFor(() => expect(screen.queryByRole('group', { name: step })).not.toBeInTheDocument());
}

/** Opens a finished step ("Change"), chooses an option and continues. */
export async function change(user: User, step: string, changeLabel: string, option: string) {
  await user.click(screen.getByRole('button', { name: changeLabel }));
  await choose(user, step, option);
}

export async function describeProperty(user: User, property: string, state: string, zip: string) {
  await user.selectOptions(screen.getByLabelText('Property type'), property);
  await user.selectOptions(screen.getByLabelText('State'), state);
  const postal = screen.getByLabelText('ZIP code');
  await user.clear(postal);
  if (zip) await user.type(postal, zip);
  await user.click(screen.getByRole('button', { name: 'Get the price' }));
}

export function priceSection() {
  return screen.getByRole('region', { name: 'Your price' });
}

export async function findTotal(): Promise<HTMLElement> {
  // Region and table are looked up together: a new price brings a new region (one per quote).
  const table = await waitFor(() => within(priceSection()).getByRole('table', { name: 'Price breakdown' }));
  return within(table).getByRole('row', { name: /^Total/ });
}

/** Renders the app at `path` and waits for the lazily loaded wizard. */
export async function renderPricing(path = '/pricing') {
  const view = renderApp(path);
  await screen.findByRole('list', { name: 'Pricing steps' });
  return view;
}

export function searchOf(router: ReturnType<typeof renderApp>['router']) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

/** Monday 23 November 2026, 10:00: due dates are business days from here. */
export const TODAY = new Date(2026, 10, 23, 10, 0);

export const FULL_QUOTE = `/pricing${TEXAS_QUERY}`;

/** Today fixed, signed in; request listeners and timers cleaned up after each test. */
export function setUpWizardTests() {
  // The wizard is a lazy route: load its module once per file, outside the time limit of any test.
  beforeAll(async () => {
    await import('../../../src/features/pricing/stepper/pricing-page');
  }, 30_000);
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
    await signIn();
  });
  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });
}
