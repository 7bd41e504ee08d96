/**
 * An idle session ends: after `VITE_IDLE_TIMEOUT_MINUTES` (build time; 30 by default) without a key,
 * click, touch, scroll or pointer move in any tab holding the session, the session ends as after a 401
 * (drafts kept, back to the same page after signing in). A minute before, a warning lets the user stay.
 * The time of the last activity is kept with the session (last-activity.ts), so leaving the portal and
 * coming back does not start the count afresh.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE_TIMEOUT_MS, lastActivity, noteActivity } from './last-activity';
import { broadcast, onSessionMessage } from './session-sync';
import { sessionStore } from './session-store';

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'pointermove', 'wheel', 'touchstart', 'scroll'] as const;
/** Activity is told to the other tabs at most this often. */
const SHARE_EVERY_MS = 10_000;

export interface IdleTimeout {
  /** The warning is showing: the session ends in `warningMs` unless the user stays. */
  warning: boolean;
  stay: () => void;
}

export function useIdleTimeout(
  timeoutMs: number = IDLE_TIMEOUT_MS,
  warningMs: number = Math.min(60_000, timeoutMs / 2),
): IdleTimeout {
  const [warning, setWarning] = useState(false);
  const warningShown = useRef(false);
  const lastShared = useRef(0);
  const check = useRef<() => void>(() => undefined);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Mounting is activity: the user just signed in or opened the portal (a session idle for too long
    // when the page loaded has already ended: session-store.ts).
    const mountedId = sessionStore.get()?.id;
    if (mountedId) noteActivity(mountedId, Date.now());
    const setShown = (shown: boolean) => {
      warningShown.current = shown;
      setWarning(shown);
    };
    const schedule = () => {
      clearTimeout(timer);
      const sessionId = sessionStore.get()?.id;
      const at = sessionId ? lastActivity(sessionId) : null;
      if (at === null) return;
      const idleFor = Date.now() - at;
      if (idleFor >= timeoutMs) {
        sessionStore.end('idle');
        return;
      }
      const warnAt = timeoutMs - warningMs;
      if (idleFor >= warnAt) {
        if (!warningShown.current) setShown(true);
        timer = setTimeout(schedule, timeoutMs - idleFor);
      } else {
        if (warningShown.current) setShown(false);
        timer = setTimeout(schedule, warnAt - idleFor);
      }
    };
    check.current = schedule;

    const onActivity = () => {
      // While the warning shows, only its "Stay signed in" keeps the session (or activity in another tab).
      if (warningShown.current) return;
      const now = Date.now();
      const sessionId = sessionStore.get()?.id;
      if (!sessionId) return;
      noteActivity(sessionId, now);
      if (now - lastShared.current >= SHARE_EVERY_MS) {
        lastShared.current = now;
        broadcast({ type: 'activity', sessionId, at: now });
      }
    };
    const stopMessages = onSessionMessage((message) => {
      if (message.type !== 'activity' || message.sessionId !== sessionStore.get()?.id) return;
      noteActivity(message.sessionId, message.at);
      schedule();
    });
    // Timers of a hidden tab may run late: check again when it is shown.
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    schedule();
    return () => {
      clearTimeout(timer);
      stopMessages();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [timeoutMs, warningMs]);

  const stay = useCallback(() => {
    const now = Date.now();
    lastShared.current = now;
    const sessionId = sessionStore.get()?.id;
    if (sessionId) {
      noteActivity(sessionId, now);
      broadcast({ type: 'activity', sessionId, at: now });
    }
    check.current();
  }, []);

  return { warning, stay };
}
