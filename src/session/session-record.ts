/**
 * The browser's record of its sessions, in localStorage (shared by every tab, kept by a sign-out):
 * - `signOuts`: how many times "Sign out" was pressed in this browser. A session remembers the count at
 *   its start; once the count has moved on, it has ended, wherever it is (a tab that was on another site,
 *   restored from the back/forward cache, reopened or reloaded after being discarded). A count rather
 *   than a time, so that a clock set back cannot revive a session.
 * - `owner`: the user whose lists and drafts the portal keeps here; another user signing in removes them.
 * Neither is a credential. See docs/decisions/2026-11-24-sign-out-ends-every-session.md.
 */
import { makeRoomForSignOut, storageKeys } from './local-data';

interface SessionRecord {
  signOuts: number;
  owner?: string;
}

export function readRecord(): SessionRecord {
  try {
    const raw = globalThis.localStorage?.getItem(storageKeys.sessionRecord);
    const value: unknown = raw ? JSON.parse(raw) : null;
    if (!value || typeof value !== 'object') return { signOuts: 0 };
    const { signOuts, owner } = value as Record<string, unknown>;
    const record: SessionRecord = {
      signOuts: typeof signOuts === 'number' && Number.isSafeInteger(signOuts) && signOuts > 0 ? signOuts : 0,
    };
    if (typeof owner === 'string' && owner !== '') record.owner = owner;
    return record;
  } catch {
    return { signOuts: 0 };
  }
}

/** Says whether the browser kept the record (a full or turned-off storage refuses it). */
function write(record: SessionRecord): boolean {
  try {
    globalThis.localStorage?.setItem(storageKeys.sessionRecord, JSON.stringify(record));
    return globalThis.localStorage !== undefined;
  } catch {
    return false;
  }
}

/**
 * Records a sign-out: every session begun before it has ended. Nobody's data is kept any more. A full
 * storage first loses the portal's own data that is not essential (local-data.ts); if it still refuses,
 * the other tabs learn of the sign-out by the channel that needs no storage (session-sync.ts).
 */
export function recordSignOut(): boolean {
  const record = { signOuts: readRecord().signOuts + 1 };
  if (write(record)) return true;
  makeRoomForSignOut();
  return write(record);
}

/**
 * Records who signed in; returns the previous owner of what the portal keeps, if another user, and
 * whether the browser kept the record (a session whose start was not recorded asks the other tabs
 * whether it has ended when it comes back: session-sync.ts).
 */
export function recordSignIn(username: string): {
  signOuts: number;
  previousOwner: string | null;
  recorded: boolean;
} {
  const { signOuts, owner } = readRecord();
  const recorded = write({ signOuts, owner: username });
  return { signOuts, previousOwner: owner !== undefined && owner !== username ? owner : null, recorded };
}

/** A session that began before the latest sign-out in this browser has ended. */
export function isSignedOutElsewhere(session: { signOuts: number }): boolean {
  return session.signOuts < readRecord().signOuts;
}
