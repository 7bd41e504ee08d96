/**
 * Issue 45, item 8: a session idle for too long ends when the tab comes back to the portal (loaded again
 * by Back, or restored from the back/forward cache), before anything is shown or sent; the idle timer no
 * longer starts afresh on every page load.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, isIdleFor, lastActivity, noteActivity } from '../../src/session/last-activity';
import { sessionStore } from '../../src/session/session-store';
import { syncSessionAcrossTabs } from '../../src/session/session-sync';
import { signIn } from '../render';

const SESSION_KEY = 'valuation-portal:session';
const ACTIVITY_KEY = 'valuation-portal:last-activity';

/** What a user's last activity was, written as the portal keeps it with the session. */
function lastActiveAgo(ms: number) {
  const id = sessionStore.get()?.id ?? '';
  window.sessionStorage.setItem(ACTIVITY_KEY, JSON.stringify({ sessionId: id, at: Date.now() - ms }));
}

function pageShowFromCache() {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
});

describe('a page loaded again (Back without the back/forward cache)', () => {
  it('ends a session idle past the timeout as the idle timer would, before any page reads it', async () => {
    await signIn();
    lastActiveAgo(IDLE_TIMEOUT_MS + 1_000);
    sessionStore.reload();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEndReason()).toBe('idle');
    expect(sessionStore.lastEndedUser()).toBe('demo.officer');
    expect(window.sessionStorage.getItem(SESSION_KEY)).toBeNull();
  });

  it('keeps a session used within the timeout, and one with no record of its activity', async () => {
    await signIn();
    lastActiveAgo(IDLE_TIMEOUT_MS - 5_000);
    sessionStore.reload();
    expect(sessionStore.get()?.user.username).toBe('demo.officer');
    window.sessionStorage.removeItem(ACTIVITY_KEY);
    sessionStore.reload();
    expect(sessionStore.get()?.user.username).toBe('demo.officer');
  });

  it('never counts the activity of another session', async () => {
    await signIn();
    window.sessionStorage.setItem(ACTIVITY_KEY, JSON.stringify({ sessionId: 'another', at: 0 }));
    sessionStore.reload();
    expect(sessionStore.get()?.user.username).toBe('demo.officer');
  });
});

describe('a page restored from the back/forward cache', () => {
  it('ends a session idle past the timeout when it is shown again', async () => {
    await signIn();
    stop = syncSessionAcrossTabs();
    lastActiveAgo(IDLE_TIMEOUT_MS);
    pageShowFromCache();
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.lastEndReason()).toBe('idle');
  });

  it('keeps a session used within the timeout', async () => {
    await signIn();
    stop = syncSessionAcrossTabs();
    lastActiveAgo(IDLE_TIMEOUT_MS - 60_000);
    pageShowFromCache();
    expect(sessionStore.get()?.user.username).toBe('demo.officer');
  });
});

describe('the record of the last activity', () => {
  it('never moves back, and decides idleness at exactly the timeout', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (times, now) => {
          const id = `s-${Math.random()}`;
          for (const at of times) noteActivity(id, at);
          const latest = lastActivity(id);
          expect(latest).not.toBeNull();
          // Within a second of the latest activity (it is written at most once a second).
          expect(Math.max(...times) - (latest ?? 0)).toBeLessThan(1_000);
          expect(isIdleFor(id, now, 60_000)).toBe(now - (latest ?? 0) >= 60_000);
        },
      ),
    );
  });
});
