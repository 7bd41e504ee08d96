/**
 * When the signed-in session was last used, kept with it in the tab's sessionStorage (issue 45): the idle
 * timer of a page counts from it, and so does a page that comes back (loaded again by Back, or restored
 * from the back/forward cache), which ends a session idle for too long before it shows or sends anything.
 * Without it, leaving for another site and coming back restarted the timer with the old token.
 *
 * Written at most once a second while the user is active (a moving pointer would write at every event),
 * so it is at most that much older than the last activity. A session with no record (stored by an older
 * portal, or storage refused) counts from the page's own record in memory.
 */
import { IDLE_TIMEOUT_MINUTES } from './idle-setting';
import { storageKeys } from './local-data';

export const IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MINUTES * 60_000;
const WRITE_EVERY_MS = 1_000;

let inMemory: { sessionId: string; at: number } | null = null;
let writtenAt = Number.NEGATIVE_INFINITY;

function readStored(sessionId: string): number | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKeys.lastActivity);
    if (!raw) return null;
    const value = JSON.parse(raw) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { sessionId: id, at } = value as Record<string, unknown>;
    return id === sessionId && typeof at === 'number' && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/** The last activity of session `sessionId` in this tab (or told by another tab holding it); null: unknown. */
export function lastActivity(sessionId: string): number | null {
  // Storage first: it is what a page loaded later reads, and what a tab restored from the cache must obey.
  return readStored(sessionId) ?? (inMemory?.sessionId === sessionId ? inMemory.at : null);
}

/** Records activity of session `sessionId` at `at` (a time never moves it back). */
export function noteActivity(sessionId: string, at: number): void {
  // Within a second of this page's last write, nothing would be written: memory alone, no storage read
  // (a moving pointer notes activity at every event).
  if (inMemory?.sessionId === sessionId && at - writtenAt < WRITE_EVERY_MS) {
    if (at > inMemory.at) inMemory = { sessionId, at };
    return;
  }
  const known = lastActivity(sessionId);
  if (known !== null && known >= at) return;
  const isNew = inMemory?.sessionId !== sessionId;
  inMemory = { sessionId, at };
  if (!isNew && at - writtenAt < WRITE_EVERY_MS) return;
  writtenAt = at;
  try {
    globalThis.sessionStorage?.setItem(storageKeys.lastActivity, JSON.stringify({ sessionId, at }));
  } catch {
    // Storage refused: the page's own record still counts while it is open.
  }
}

/** Whether session `sessionId` has been idle for `timeoutMs` or longer at `now` (unknown: no). */
export function isIdleFor(sessionId: string, now: number, timeoutMs: number = IDLE_TIMEOUT_MS): boolean {
  const at = lastActivity(sessionId);
  return at !== null && now - at >= timeoutMs;
}
