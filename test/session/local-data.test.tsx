/**
 * What the browser keeps of a session: drafts belong to the user who typed them; a sign-out removes
 * everything about orders and the company; "Remember recent orders on this device" keeps that one list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeSavedCompany } from '../../src/features/company/saved-company';
import { rememberOrder, type RecentOrder } from '../../src/features/orders/lookup/recent-orders';
import { mockDb } from '../mock-service';
import { DEMO_CREDENTIALS as DEMO } from '../../src/lib/demo-credentials';
import { sessionStore } from '../../src/session/session-store';
import { KEYSTONE, renderApp, signIn, type RenderAppResult } from '../render';
import { keystoneDetails, typedCompany } from '../fixtures/company';

const ASSISTANT = 'demo.assistant';

const order: RecentOrder = {
  intakeToken: 'int_8F3K2M',
  orderToken: 'ord_5T7R1Q',
  address: '4817 Larkspur Lane, Columbus',
  asIsValue: '$245,000',
  openedAt: '2026-11-20T15:04:00.000Z',
};

/** The browser's record of sign-outs and of whose data is kept (no data of its own): not listed. */
const RECORD = 'valuation-portal:session-record';

function portalKeys(storage: Storage): string[] {
  return Object.keys(storage)
    .filter((key) => key.startsWith('valuation-portal:') && key !== RECORD)
    .sort();
}

async function signInWithForm(view: RenderAppResult, username: string) {
  await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
  // The sign-in page is a lazy route: it shows up a moment after the URL changes.
  await view.user.type(await screen.findByLabelText('Username'), username);
  await view.user.type(screen.getByLabelText('Password'), DEMO.password);
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(view.router.state.location.pathname).not.toBe('/login'));
}

/** Types the whole company form, then saves it while the service no longer accepts the token. */
async function typeCompanyAndMeetA401(view: RenderAppResult) {
  await screen.findByRole('heading', { level: 1, name: 'Company details' });
  for (const [label, value] of typedCompany({ City: 'Cleveland' }))
    await view.user.type(screen.getByLabelText(label), value);
  await view.user.selectOptions(screen.getByLabelText('State'), 'OH');
  mockDb.state.tokens = {};
  await view.user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText(/Your session has ended/)).toBeInTheDocument();
}

const rememberBox = () => screen.getByRole('checkbox', { name: 'Remember recent orders on this device' });

describe('drafts kept across a 401', () => {
  it('are keyed by the user who typed them and offered to no one else', async () => {
    await signIn();
    const view = renderApp('/company');
    await typeCompanyAndMeetA401(view);
    expect(portalKeys(window.sessionStorage).filter((key) => key.includes(':draft:'))).toEqual([
      `valuation-portal:draft:company-details:${DEMO.username}:${KEYSTONE}`,
    ]);

    // Another user of the same company signs in to this tab: the page and the draft are not theirs.
    await signInWithForm(view, ASSISTANT);
    expect(view.router.state.location.pathname).toBe('/pricing');
    await view.router.navigate('/company');
    await screen.findByRole('heading', { level: 1, name: 'Company details' });
    expect(screen.getByLabelText('City', { exact: true })).toHaveValue('');
    expect(screen.queryByText('Your unsaved changes are back')).not.toBeInTheDocument();
    expect(portalKeys(window.sessionStorage).filter((key) => key.includes(':draft:'))).toEqual([]);
  });

  it('and the batch a session left paused go at any other user’s sign-in, whoever the browser last saw sign in', async () => {
    const officer = encodeURIComponent(DEMO.username);
    const own = [
      `valuation-portal:batch:${KEYSTONE}:${officer}`,
      `valuation-portal:draft:company-details:${officer}:${KEYSTONE}`,
      `valuation-portal:portfolio:${KEYSTONE}:${officer}`,
    ];
    await signIn(ASSISTANT);
    for (const key of own) window.sessionStorage.setItem(key, '{}');
    // The record already names the next user (they signed in in another tab): still removed here.
    sessionStore.end('expired');
    await signIn(ASSISTANT);
    expect(portalKeys(window.sessionStorage).filter((key) => own.includes(key))).toEqual([]);
  });

  it('come back to the user who typed them', async () => {
    await signIn();
    const view = renderApp('/company');
    await typeCompanyAndMeetA401(view);

    await signInWithForm(view, DEMO.username);
    expect(await screen.findByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(screen.getByLabelText('City', { exact: true })).toHaveValue('Cleveland');
    expect(screen.getByLabelText('Company name', { exact: true })).toHaveValue('Keystone Lending Group LLC');
  });
});

/** The recent order's link (demo mode also lists the demo orders, one at the same address). */
async function recentOrderLink() {
  const list = await screen.findByRole('list', { name: 'Recently opened orders' });
  return within(list).getByRole('link', { name: order.address });
}

describe('signing out', () => {
  it('removes the recent orders, the saved company details and the drafts', async () => {
    const { company } = await signInAndSeed();
    const view = renderApp('/orders');
    expect(await recentOrderLink()).toBeInTheDocument();
    expect(rememberBox()).not.toBeChecked();
    expect(portalKeys(window.localStorage)).toEqual([
      `valuation-portal:company-details:${company}`,
      `valuation-portal:recent-orders:${DEMO.username}`,
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(portalKeys(window.localStorage)).toEqual([]);
    // Only the time of the sign-out, for the tabs that come back (session-sync.ts): no data.
    expect(portalKeys(window.sessionStorage)).toEqual(['valuation-portal:signed-out-at']);
    expect(Number(window.sessionStorage.getItem('valuation-portal:signed-out-at'))).toBeGreaterThan(0);
  });

  it('keeps the recent orders of a user who chose to remember them on this device, and only theirs', async () => {
    await signInAndSeed();
    rememberOrder(ASSISTANT, { ...order, orderToken: 'ord_ASS1ST' });
    const view = renderApp('/orders');
    await recentOrderLink();
    expect(rememberBox()).toHaveAccessibleDescription(
      'Keeps this list after you sign out. Leave it off on a shared computer: signing out then removes it.',
    );
    await view.user.click(rememberBox());
    expect(rememberBox()).toBeChecked();

    await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(portalKeys(window.localStorage)).toEqual([
      `valuation-portal:pref:remember-recent-orders:${DEMO.username}`,
      `valuation-portal:recent-orders:${DEMO.username}`,
    ]);

    await signInWithForm(view, DEMO.username);
    await view.router.navigate('/orders');
    expect(await recentOrderLink()).toBeInTheDocument();
    expect(rememberBox()).toBeChecked();

    // Turned off again: the next sign-out removes the list.
    await view.user.click(rememberBox());
    expect(rememberBox()).not.toBeChecked();
    await view.user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(portalKeys(window.localStorage)).toEqual([]);
  });
});

async function signInAndSeed() {
  const result = await signIn();
  rememberOrder(DEMO.username, order);
  writeSavedCompany({ token: result.companyToken, ...keystoneDetails });
  return { company: result.companyToken };
}
