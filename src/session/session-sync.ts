/**
 * Keeps the tabs of the portal in step: signing out in one signs out every other (whatever session it
 * holds: a copy of this one, or another sign-in), and activity in one counts for every tab holding the
 * same session (idle-timeout.ts). Messages carry the session's id, never its token.
 * A tab that was away (on another site, in the back/forward cache) checks the browser's record of
 * sign-outs when it comes back, before showing anything (pagehide hides the page until then).
 * BroadcastChannel where the browser has it; otherwise the storage event of a localStorage key that is
 * written and removed at once (it never stays in storage).
 */
import { paths } from '../lib/paths';
import { storageKeys } from './local-data';
import { sessionStore } from './session-store';

export type SessionMessage =
  { type: 'signed-out'; sessionId: string } | { type: 'activity'; sessionId: string; at: number };

const CHANNEL_NAME = 'valuation-portal:session';
const messageListeners = new Set<(message: SessionMessage) => void>();
let post: ((message: SessionMessage) => void) | null = null;

function isSessionMessage(value: unknown): value is SessionMessage {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  if (typeof v.sessionId !== 'string') return false;
  return v.type === 'signed-out' || (v.type === 'activity' && typeof v.at === 'number');
}

function receive(value: unknown) {
  if (!isSessionMessage(value)) return;
  if (value.type === 'signed-out' && !sessionStore.endIfSignedOutElsewhere()) {
    // Storage refused to keep the record: the message still ends the tabs holding that session.
    if (sessionStore.get()?.id === value.sessionId) sessionStore.end('signed-out', { fromOtherTab: true });
  }
  for (const listener of messageListeners) listener(value);
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
    if (reason === 'signed-out' && !fromOtherTab) broadcast({ type: 'signed-out', sessionId: session.id });
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
    if (sessionStore.endIfSignedOutElsewhere()) window.location.replace(paths.login());
    // Idle for too long while away (issue 45): ended before anything is sent; the sign-in page that
    // React renders in its place (drafts kept, back to this page after signing in) is shown once drawn.
    else if (sessionStore.endIfIdle() || !sessionStore.get()) revealAfterRender();
    else document.body.hidden = false;
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
