/** Helpers of the pricing wizard tests: render /pricing signed in, choose options, read the quote. */
import { configure, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { server } from '../../mock-service';
import { renderSignedIn, type RenderAppResult } from '../../render';

export type User = RenderAppResult['user'];

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

export const group = (name: string) => screen.getByRole('group', { name });

export const findGroup = (name: string) => screen.findByRole('group', { name });

export async function choose(user: User, step: string, option: string) {
  const radio = await within(await findGroup(step)).findByRole('radio', { name: option });
  await user.click(radio);
}

export async function describeProperty(user: User, property: string, state: string, zip: string) {
  await user.selectOptions(screen.getByLabelText('Property type'), property);
  await user.selectOptions(screen.getByLabelText('State'), state);
  const postal = screen.getByLabelText('Postal code');
  await user.clear(postal);
  if (zip) await user.type(postal, zip);
  await user.click(screen.getByRole('button', { name: 'Get the price' }));
}

export function priceSection() {
  return screen.getByRole('region', { name: 'Your price' });
}

export async function findTotal(): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Your price' });
  const table = await within(region).findByRole('table', { name: 'Price breakdown' });
  return within(table).getByRole('row', { name: /^Total/ });
}

/** Signs in, renders the app at `path` and waits for the lazily loaded wizard. */
export async function renderPricing(path = '/pricing') {
  const view = await renderSignedIn(path);
  await screen.findByRole('group', { name: 'Report type' });
  return view;
}

export function searchOf(router: RenderAppResult['router']) {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

/**
 * The set-up every pricing wizard test file shares: the lazily loaded page loaded up front, a longer
 * wait on the shared machine, today fixed (due dates are business days from it), request listeners
 * removed after each test.
 */
export function setUpPricingWizardTests() {
  // The machine running the suite is shared: a lazily loaded page may take longer than the default 1s.
  configure({ asyncUtilTimeout: 5_000 });
  // The wizard is a lazy route: load its module once per file, outside the time limit of any test.
  beforeAll(async () => {
    await import('../../../src/features/pricing/pricing-page');
  }, 30_000);
  beforeEach(() => {
    // Monday 23 November 2026, 10:00: due dates are business days from here.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
  });

  afterEach(() => {
    server.events.removeAllListeners();
    vi.useRealTimers();
  });
}
