/** Tabs holding one session: a sign-out message from another tab ends it here, whatever carried it. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../src/session/session-store';
import { syncSessionAcrossTabs } from '../../src/session/session-sync';
import { signIn } from '../render';

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.unstubAllGlobals();
});

describe('signing out in another tab', () => {
  it('ends the session it names over BroadcastChannel, and only that one', async () => {
    await signIn();
    stop = syncSessionAcrossTabs();
    const otherTab = new BroadcastChannel('valuation-portal:session');
    const id = sessionStore.get()?.id ?? '';
    try {
      otherTab.postMessage({ type: 'signed-out', sessionId: `${id}-another-session` });
      otherTab.postMessage({ type: 'signed-out', sessionId: id });
      await vi.waitFor(() => expect(sessionStore.get()).toBeNull());
      expect(sessionStore.lastEndReason()).toBe('signed-out');
    } finally {
      otherTab.close();
    }
  });

  it('tells the other tabs when this one signs out, naming the session, never its token', async () => {
    await signIn();
    stop = syncSessionAcrossTabs();
    const otherTab = new BroadcastChannel('valuation-portal:session');
    const received: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => received.push(event.data);
    const id = sessionStore.get()?.id;
    try {
      sessionStore.end('signed-out');
      await vi.waitFor(() =>
        expect(received).toEqual([{ type: 'signed-out', sessionId: id, at: expect.any(Number) as number }]),
      );
    } finally {
      otherTab.close();
    }
  });

  it('falls back to the storage event where there is no BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    await signIn();
    stop = syncSessionAcrossTabs();
    const message = (sessionId: string) =>
      new StorageEvent('storage', {
        key: 'valuation-portal:tab-message',
        newValue: JSON.stringify({ type: 'signed-out', sessionId }),
      });
    window.dispatchEvent(message('another-session'));
    expect(sessionStore.get()).not.toBeNull();
    window.dispatchEvent(message(sessionStore.get()?.id ?? ''));
    expect(sessionStore.get()).toBeNull();

    // Signing out here writes the message for the other tabs and removes it at once.
    await signIn();
    const id = sessionStore.get()?.id;
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    sessionStore.end('signed-out');
    const sent = writes.mock.calls.filter(([key]) => key === 'valuation-portal:tab-message');
    expect(sent.map(([, value]) => JSON.parse(value) as unknown)).toEqual([
      { type: 'signed-out', sessionId: id, at: expect.any(Number) as number },
    ]);
    expect(window.localStorage.getItem('valuation-portal:tab-message')).toBeNull();
  });
});
