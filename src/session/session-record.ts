/**
 * The browser's record of its sessions, in localStorage (shared by every tab, kept by a sign-out):
 * - `signOuts`: how many times "Sign out" was pressed in this browser. A session remembers the count at
 *   its start; once the count has moved on, it has ended, wherever it is (a tab that was on another site,
 *   restored from the back/forward cache, reopened or reloaded after being discarded). A count rather
 *   than a time, so that a clock set back cannot revive a session.
 * - `owner`: the user whose lists and drafts the portal keeps here; another user signing in removes them.
 * Neither is a credential. See docs/decisions/2026-11-24-sign-out-ends-every-session.md.
 */
import { storageKeys } from './local-data';

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

function write(record: SessionRecord): void {
  try {
    globalThis.localStorage?.setItem(storageKeys.sessionRecord, JSON.stringify(record));
  } catch {
    // Storage refused: tabs elsewhere learn of the sign-out only by the live message (session-sync.ts).
  }
}

/** Records a sign-out: every session begun before it has ended. Nobody's data is kept any more. */
export function recordSignOut(): void {
  write({ signOuts: readRecord().signOuts + 1 });
}

/** Records who signed in; returns the previous owner of what the portal keeps, if another user. */
export function recordSignIn(username: string): { signOuts: number; previousOwner: string | null } {
  const { signOuts, owner } = readRecord();
  write({ signOuts, owner: username });
  return { signOuts, previousOwner: owner !== undefined && owner !== username ? owner : null };
}

/** A session that began before the latest sign-out in this browser has ended. */
export function isSignedOutElsewhere(session: { signOuts: number }): boolean {
  return session.signOuts < readRecord().signOuts;
}
