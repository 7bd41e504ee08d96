/**
 * Sign-out ends every session whatever localStorage holds (issue 45, item 10): a full storage first loses
 * the portal's own non-essential data to keep the record of the sign-out; when even that is not enough, a
 * tab that comes back asks the other tabs over BroadcastChannel, which needs no storage.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLocalStore, isStorageFull } from '../../src/session/local-store';
import { readRecord, recordSignOut } from '../../src/session/session-record';
import { sessionStore } from '../../src/session/session-store';
import { checkSessionWithOtherTabs, syncSessionAcrossTabs } from '../../src/session/session-sync';
import { fillLocalStorage } from '../full-storage';
import { signIn } from '../render';
import * as z from 'zod/mini';

const CHANNEL = 'valuation-portal:session';
let stop: (() => void) | null = null;
const channels: BroadcastChannel[] = [];
afterEach(() => {
  stop?.();
  stop = null;
  for (const channel of channels.splice(0)) channel.close();
  vi.restoreAllMocks();
});

/** Another tab of the portal, as far as the channel shows it. */
function otherTab(): BroadcastChannel {
  const channel = new BroadcastChannel(CHANNEL);
  channels.push(channel);
  return channel;
}

describe('a sign-out with localStorage full', () => {
  it("makes room by removing the portal's non-essential data, keeping saved quotes, and records the sign-out", () => {
    const keep = {
      'valuation-portal:quotes:co:demo.officer': '[]',
      'valuation-portal:quotes:batches:co:demo.officer': '[]',
      'another-app:data': 'x',
    };
    const spare = {
      'valuation-portal:recent-orders:demo.officer': '[]',
      'valuation-portal:pref:remember-recent-orders:demo.officer': 'on',
      'valuation-portal:leverage-limits:demo.officer': '{}',
    };
    for (const [key, value] of Object.entries({ ...keep, ...spare })) window.localStorage.setItem(key, value);
    // Full while anything the portal can spare is still there.
    fillLocalStorage({
      while: () => Object.keys(spare).some((key) => window.localStorage.getItem(key) !== null),
    });

    expect(recordSignOut()).toBe(true);
    expect(readRecord()).toEqual({ signOuts: 1 });
    expect(Object.keys(window.localStorage).sort()).toEqual(
      [...Object.keys(keep), 'valuation-portal:session-record'].sort(),
    );
  });

  it('ends a copy of the session that comes back when the record could not be written: the tab that signed out answers', async () => {
    fillLocalStorage();
    await signIn();
    const copy = sessionStore.get();
    expect(copy?.unrecorded).toBe(true);
    stop = syncSessionAcrossTabs();
    const answers: unknown[] = [];
    const returning = otherTab();
    returning.onmessage = (event: MessageEvent) => answers.push(event.data);

    sessionStore.end('signed-out');
    expect(readRecord()).toEqual({ signOuts: 0 }); // nothing could be written
    // The copy, back from another site, asks before showing anything.
    returning.postMessage({ type: 'check', sessionId: copy?.id, startedAt: copy?.startedAt });
    await vi.waitFor(() =>
      expect(answers).toContainEqual({
        type: 'signed-out',
        sessionId: copy?.id,
        at: expect.any(Number) as number,
      }),
    );
  });

  it('asks the other tabs when it comes back, and ends when one says a sign-out ended it', async () => {
    fillLocalStorage();
    await signIn();
    const session = sessionStore.get();
    const signedOutTab = otherTab();
    signedOutTab.onmessage = (event: MessageEvent) => {
      const message = event.data as { type: string; sessionId: string; startedAt: number };
      if (message.type === 'check')
        signedOutTab.postMessage({
          type: 'signed-out',
          sessionId: message.sessionId,
          at: message.startedAt + 1,
        });
    };

    await checkSessionWithOtherTabs();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEndReason()).toBe('signed-out');
    expect(window.sessionStorage.getItem('valuation-portal:session')).toBeNull();
    expect(session?.unrecorded).toBe(true);
  });

  it('goes on when no tab says its session ended', async () => {
    fillLocalStorage();
    await signIn();
    const id = sessionStore.get()?.id;
    await checkSessionWithOtherTabs();
    expect(sessionStore.get()?.id).toBe(id);
  });
});

describe('a store of the portal with localStorage full', () => {
  it('says the write was refused because the storage is full, and keeps what it had', () => {
    const store = createLocalStore('valuation-portal:test-list', z.array(z.string()), []);
    expect(store.write(['kept'])).toEqual({ saved: true });
    fillLocalStorage();
    expect(store.write(['kept', 'new'])).toEqual({ saved: false, reason: 'full' });
    expect(store.read()).toEqual(['kept']);
    expect(isStorageFull(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isStorageFull(new Error('other'))).toBe(false);
  });
});
