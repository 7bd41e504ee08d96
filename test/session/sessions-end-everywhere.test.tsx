/**
 * "Sign out" ends every session of the portal in this browser: a tab that was away checks the browser's
 * record of sign-outs when it starts and when it comes back; a tab with another sign-in ends too. When
 * another user signs in, what the portal kept for the previous one goes; where a session ended is for its
 * own user only.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberOrder } from '../../src/features/orders/lookup/recent-orders';
import { DEMO_CREDENTIALS as DEMO } from '../../src/lib/demo-credentials';
import { recordSignOut } from '../../src/session/session-record';
import { sessionStore } from '../../src/session/session-store';
import { syncSessionAcrossTabs } from '../../src/session/session-sync';
import { mockDb } from '../mock-service';
import { KEYSTONE, renderApp, signIn } from '../render';

const ASSISTANT = 'demo.assistant';
const RECORD = 'valuation-portal:session-record';
const ORDER = '/orders/result?intake=int_8F3K2M&order=ord_5T7R1Q';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  document.body.hidden = false;
});

function portalKeys(storage: Storage): string[] {
  return Object.keys(storage)
    .filter((key) => key.startsWith('valuation-portal:'))
    .sort();
}

describe('a tab whose session a sign-out elsewhere ended', () => {
  it('starts signed out, its own drafts gone, the lists of whoever signed in since untouched', async () => {
    await signIn();
    window.sessionStorage.setItem(
      `valuation-portal:draft:company-details:${DEMO.username}:${KEYSTONE}`,
      '{}',
    );
    // Meanwhile, in another tab: a sign-out, then another user signs in and opens an order.
    recordSignOut();
    window.localStorage.setItem(`valuation-portal:recent-orders:${ASSISTANT}`, '[]');

    sessionStore.reload(); // the tab comes back: a reload, a reopened or a discarded tab
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEndReason()).toBe('signed-out');
    expect(portalKeys(window.sessionStorage)).toEqual([]);
    expect(portalKeys(window.localStorage)).toEqual([`valuation-portal:recent-orders:${ASSISTANT}`, RECORD]);
  });

  it('keeps a session begun after the sign-out', async () => {
    recordSignOut();
    await signIn();
    sessionStore.reload();
    expect(sessionStore.get()?.user.username).toBe(DEMO.username);
  });

  it('is hidden when put away and shown again, still signed in, when nobody signed out', async () => {
    await signIn();
    stop = syncSessionAcrossTabs();
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    expect(document.body.hidden).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(document.body.hidden).toBe(false);
    expect(sessionStore.get()).not.toBeNull();
  });
});

describe('signing out in another tab', () => {
  it('ends a session of another sign-in too, by the record (its storage event)', async () => {
    await signIn(ASSISTANT);
    stop = syncSessionAcrossTabs();
    recordSignOut();
    window.dispatchEvent(new StorageEvent('storage', { key: RECORD }));
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEndReason()).toBe('signed-out');
  });

  it('ends a session of another sign-in too, by the message that names another session', async () => {
    await signIn(ASSISTANT);
    stop = syncSessionAcrossTabs();
    const otherTab = new BroadcastChannel('valuation-portal:session');
    try {
      recordSignOut();
      otherTab.postMessage({ type: 'signed-out', sessionId: 'a-session-of-another-tab' });
      await waitFor(() => expect(sessionStore.get()).toBeNull());
    } finally {
      otherTab.close();
    }
  });

  it('is counted in the record by the tab that signs out', async () => {
    await signIn();
    expect(JSON.parse(window.localStorage.getItem(RECORD) ?? 'null')).toEqual({
      signOuts: 0,
      owner: DEMO.username,
    });
    sessionStore.end('signed-out');
    expect(JSON.parse(window.localStorage.getItem(RECORD) ?? 'null')).toEqual({ signOuts: 1 });
  });
});

describe('another user signing in', () => {
  const kept = {
    [`valuation-portal:recent-orders:${DEMO.username}`]: '[]',
    [`valuation-portal:company-details:${KEYSTONE}`]: '{}',
    [`valuation-portal:leverage-limits:${DEMO.username}`]: '{}',
    [`valuation-portal:quotes:${KEYSTONE}:${DEMO.username}`]: '[]',
  };

  it('removes what the portal kept for the previous user, as a sign-out does; saved quotes stay', async () => {
    await signIn();
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
    sessionStore.end('expired'); // kept for the user's return…
    expect(portalKeys(window.localStorage)).toEqual([...Object.keys(kept), RECORD].sort());

    await signIn(ASSISTANT); // …but another user signs in
    expect(portalKeys(window.localStorage)).toEqual([
      `valuation-portal:quotes:${KEYSTONE}:${DEMO.username}`,
      RECORD,
    ]);
  });

  it('keeps it for the same user signing in again', async () => {
    await signIn();
    for (const [key, value] of Object.entries(kept)) window.localStorage.setItem(key, value);
    sessionStore.end('idle');
    await signIn();
    expect(portalKeys(window.localStorage)).toEqual([...Object.keys(kept), RECORD].sort());
  });

  it("is not taken to the previous user's page after that user's session expired, nor given it in recent orders", async () => {
    await signIn();
    const view = renderApp(ORDER);
    expect(await screen.findAllByText(/4817 Larkspur Lane/)).not.toHaveLength(0);
    sessionStore.end('idle'); // the session ends on the order's page
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.state).toEqual({ from: ORDER, user: DEMO.username });

    await view.user.type(await screen.findByLabelText('Username'), ASSISTANT);
    await view.user.type(screen.getByLabelText('Password'), DEMO.password);
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pricing'));
    expect(portalKeys(window.localStorage)).toEqual([RECORD]);
    rememberOrder(ASSISTANT, {
      intakeToken: 'int_X',
      orderToken: 'ord_X',
      address: 'elsewhere',
      asIsValue: '$190,000',
      openedAt: '2026-11-24T00:00:00.000Z',
    });
    expect(portalKeys(window.localStorage)).toEqual([`valuation-portal:recent-orders:${ASSISTANT}`, RECORD]);
  });

  it('returns the same user to the page where the session ended', async () => {
    await signIn();
    const view = renderApp(ORDER);
    expect(await screen.findAllByText(/4817 Larkspur Lane/)).not.toHaveLength(0);
    mockDb.state.tokens = {}; // the service no longer accepts the token: the next call ends the session
    await view.queryClient.refetchQueries();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/login'));
    expect(view.router.state.location.state).toEqual({ from: ORDER, user: DEMO.username });
    await view.user.type(await screen.findByLabelText('Username'), DEMO.username);
    await view.user.type(screen.getByLabelText('Password'), DEMO.password);
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(`${view.router.state.location.pathname}${view.router.state.location.search}`).toBe(ORDER),
    );
  });
});
