/**
 * Keeps the tabs of the portal in step: signing out in one signs out every other (whatever session it
 * holds: a copy of this one, or another sign-in), and activity in one counts for every tab holding the
 * same session (idle-timeout.ts). Messages carry the session's id, never its token.
 * A tab that was away (on another site, in the back/forward cache) checks the browser's record of
 * sign-outs when it comes back, before showing anything (pagehide hides the page until then).
 * BroadcastChannel where the browser has it; otherwise the storage event of a localStorage key that is
 * written and removed at once (it never stays in storage).
 *
 * A browser whose localStorage is full may refuse the record (docs/decisions/2026-11-24-sign-out-ends-every-
 * session.md, 2026-11-27 section). The channel needs no storage: a tab that signed out, or heard of a
 * sign-out, answers a tab that comes back with a session whose start could not be recorded, and that tab
 * asks before it shows anything (checkSessionWithOtherTabs, awaited by the app's start and on pageshow).
 */
import { paths } from '../lib/paths';
import { isIdleFor } from './last-activity';
import { storageKeys } from './local-data';
import { sessionStore } from './session-store';

/**
 * `signed-out`: a sign-out at `at` (this browser's clock) ended `sessionId` and every session begun
 * before it. `check`: a tab come back asks whether its session has ended (answered with `signed-out`).
 */
export type SessionMessage =
  | { type: 'signed-out'; sessionId: string; at?: number }
  | { type: 'activity'; sessionId: string; at: number }
  | { type: 'check'; sessionId: string; startedAt: number };

const CHANNEL_NAME = 'valuation-portal:session';
/** How long a tab come back waits for an answer: enough for a busy tab, paid only without a record. */
const CHECK_WAIT_MS = 300;
const messageListeners = new Set<(message: SessionMessage) => void>();
let post: ((message: SessionMessage) => void) | null = null;

function isSessionMessage(value: unknown): value is SessionMessage {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (typeof v.sessionId !== 'string') return false;
  if (v.type === 'check') return typeof v.startedAt === 'number';
  // A tab of the portal's previous version names the session only.
  if (v.type === 'signed-out') return v.at === undefined || typeof v.at === 'number';
  return v.type === 'activity' && typeof v.at === 'number';
}

function endedBy(message: { sessionId: string; at?: number }): boolean {
  const session = sessionStore.get();
  if (!session) return false;
  return (
    session.id === message.sessionId || (message.at !== undefined && (session.startedAt ?? 0) < message.at)
  );
}

function receive(value: unknown) {
  if (!isSessionMessage(value)) return;
  if (value.type === 'signed-out') {
    if (value.at !== undefined) noteSignOut(value.at);
    // Storage refused to keep the record: the message still ends the sessions it names or predates.
    if (!sessionStore.endIfSignedOutElsewhere() && endedBy(value))
      sessionStore.end('signed-out', { fromOtherTab: true });
  }
  for (const listener of messageListeners) listener(value);
}

// The latest sign-out this tab made or heard of (kept in its sessionStorage for its reloads), and the
// channel that answers the tabs that come back; it stays open when the signed-in pages are left.
let lastSignOutAt: number | null = null;
let answerer: BroadcastChannel | null = null;

function answerChecks() {
  if (answerer || typeof BroadcastChannel !== 'function') return;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isSessionMessage(message) || message.type !== 'check' || lastSignOutAt === null) return;
    if (message.startedAt < lastSignOutAt)
      channel.postMessage({ type: 'signed-out', sessionId: message.sessionId, at: lastSignOutAt });
  };
  answerer = channel;
}

function noteSignOut(at: number) {
  lastSignOutAt = Math.max(lastSignOutAt ?? 0, at);
  try {
    globalThis.sessionStorage?.setItem(storageKeys.signedOutAt, String(lastSignOutAt));
  } catch {
    // Kept in memory for as long as the page lives.
  }
  answerChecks();
}

/**
 * What a page does before showing anything: answers the tabs that come back if this one saw a sign-out,
 * and, when its own session's start could not be recorded, asks the other tabs whether it has ended
 * (a tab that saw the sign-out answers at once; without an answer the session goes on).
 */
export function checkSessionWithOtherTabs(): Promise<void> {
  if (lastSignOutAt === null) {
    const kept = Number(globalThis.sessionStorage?.getItem(storageKeys.signedOutAt) ?? Number.NaN);
    if (Number.isFinite(kept)) noteSignOut(kept);
  }
  const session = sessionStore.get();
  if (!session?.unrecorded || typeof BroadcastChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    const done = () => {
      clearTimeout(timer);
      channel.close();
      resolve();
    };
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (!isSessionMessage(message) || message.type !== 'signed-out' || message.sessionId !== session.id)
        return;
      if (message.at !== undefined) noteSignOut(message.at);
      sessionStore.end('signed-out', { fromOtherTab: true });
      done();
    };
    const timer = setTimeout(done, CHECK_WAIT_MS);
    channel.postMessage({ type: 'check', sessionId: session.id, startedAt: session.startedAt ?? 0 });
  });
}

/** Sends a message to the other tabs (nothing happens before syncSessionAcrossTabs has started). */
export function broadcast(message: SessionMessage): void {
  post?.(message);
}

/** Messages from the other tabs, for this tab's idle timer. */
export function onSessionMessage(listener: (message: SessionMessage) => void): () => void {
  messageListeners.add(listener);
  return () => messageListeners.delete(listener);
}

/** Started once by the app; returns the stop function. */
export function syncSessionAcrossTabs(): () => void {
  let stopTransport: () => void;
  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(CHANNEL_NAME);
    channel.onmessage = (event: MessageEvent) => receive(event.data);
    post = (message) => channel.postMessage(message);
    stopTransport = () => channel.close();
  } else {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKeys.tabMessage || !event.newValue) return;
      try {
        receive(JSON.parse(event.newValue));
      } catch {
        // Not one of ours.
      }
    };
    window.addEventListener('storage', onStorage);
    post = (message) => {
      try {
        window.localStorage.setItem(storageKeys.tabMessage, JSON.stringify(message));
        window.localStorage.removeItem(storageKeys.tabMessage);
      } catch {
        // Storage refused: the other tabs end at their next 401 or idle timeout.
      }
    };
    stopTransport = () => window.removeEventListener('storage', onStorage);
  }
  const stopWatching = watchSignOutsElsewhere();
  const stopListening = sessionStore.onEnd(({ session, reason, fromOtherTab }) => {
    if (reason !== 'signed-out' || fromOtherTab) return;
    const at = Date.now();
    noteSignOut(at);
    broadcast({ type: 'signed-out', sessionId: session.id, at });
  });
  return () => {
    stopWatching();
    stopListening();
    stopTransport();
    post = null;
  };
}

/** Shows the page again two frames on, once React has rendered what the session's end changed. */
function revealAfterRender() {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      document.body.hidden = false;
    }),
  );
}

/**
 * The record of sign-outs, watched: its storage event (a sign-out in another tab, even where the
 * message did not arrive), and the page coming back from the back/forward cache. A page put away while
 * signed in is hidden, so that coming back shows nothing until the record has been checked.
 */
function watchSignOutsElsewhere(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.sessionRecord) sessionStore.endIfSignedOutElsewhere();
  };
  const onPageHide = () => {
    if (sessionStore.get()) document.body.hidden = true;
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    // The page as it was must not reappear: a fresh sign-in page replaces it, still hidden.
    if (sessionStore.endIfSignedOutElsewhere()) return window.location.replace(paths.login());
    const session = sessionStore.get();
    if (!session) return revealAfterRender();
    // Idle for too long while away (issue 45): ended before anything is sent; the sign-in page that
    // React renders in its place (drafts kept, back to this page after signing in) is shown once drawn.
    if (isIdleFor(session.id, Date.now())) {
      sessionStore.end('idle');
      return revealAfterRender();
    }
    if (!session.unrecorded) {
      document.body.hidden = false;
      return;
    }
    void checkSessionWithOtherTabs().then(() => {
      if (!sessionStore.get()) window.location.replace(paths.login());
      else document.body.hidden = false;
    });
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onPageHide);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onPageHide);
    window.removeEventListener('pageshow', onPageShow);
  };
}
