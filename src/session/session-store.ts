/**
 * The signed-in session: token, user and company token, kept for the browser tab in sessionStorage
 * (never in the URL or localStorage) and restored on reload. A tiny external store so that the
 * API client, the query cache and React all read the same value.
 *
 * A tab duplicated from this one (Chrome's "Duplicate tab", `window.open`) starts with a copy of the
 * sessionStorage, so it holds the same session: `id` names it. "Sign out" ends every session of the
 * portal in this browser, whichever tab holds it: the browser's record of sign-outs (session-record.ts)
 * is checked when a tab starts and when it comes back (session-sync.ts).
 */
import { removeSignedOutData, removeTabData, removeTabDataOfOthers, storageKeys } from './local-data';
import { isIdleFor, noteActivity } from './last-activity';
import { isSignedOutElsewhere, recordSignIn, recordSignOut } from './session-record';

export interface Session {
  /** Names the session across the tabs that hold it; not a credential. */
  id: string;
  token: string;
  companyToken: string;
  user: { token: string; username: string; email: string; firstName: string; lastName: string };
  /** The browser's count of sign-outs when the session began: once it moves on, the session has ended. */
  signOuts: number;
  /** When it began (this browser's clock), for the tabs that answer "has it ended?" (session-sync.ts). */
  startedAt?: number;
  /** The browser's storage refused the record of its start: it asks the other tabs when it comes back. */
  unrecorded?: true;
  /**
   * Pages whose data the service refused this account while the session still worked (a 401 that the
   * check of queries/session-check.ts found to mean "not allowed"): marked in the navigation.
   */
  notAllowedPaths?: string[];
}
export type SessionInit = Omit<Session, 'id' | 'signOuts' | 'startedAt' | 'unrecorded' | 'notAllowedPaths'>;
/**
 * Why the last session ended: the user signed out (here, in another tab, or before this tab came back),
 * the service stopped accepting the token (a 401), or nobody used the portal for too long.
 */
export type SessionEndReason = 'signed-out' | 'expired' | 'idle';

export interface SessionEnd {
  session: Session;
  reason: SessionEndReason;
  /** Ended because of a sign-out in another tab. */
  fromOtherTab: boolean;
}

type Listener = () => void;

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilled = (value: unknown): value is string => isText(value) && value !== '';
const USER_FIELDS = ['token', 'username', 'email', 'firstName', 'lastName'] as const;

/**
 * A session as `store` writes it, or null for anything else (a value from an older portal, or edited by
 * hand). Checked by hand rather than with a zod schema: this runs on every page's critical path, the
 * sign-in page's included (docs/decisions/2026-11-23-sign-in-without-zod.md).
 */
export function readSession(value: unknown): Session | null {
  if (!value || typeof value !== 'object') return null;
  const { id, token, companyToken, user, signOuts, startedAt, unrecorded, notAllowedPaths } = value as Record<
    string,
    unknown
  >;
  if (!isFilled(id) || !isFilled(token) || !isFilled(companyToken)) return null;
  if (!user || typeof user !== 'object') return null;
  const fields = user as Record<string, unknown>;
  if (!USER_FIELDS.every((field) => isText(fields[field]))) return null;
  // A session stored before the count existed began before any sign-out it could know of.
  if (signOuts !== undefined && !(typeof signOuts === 'number' && Number.isSafeInteger(signOuts)))
    return null;
  if (notAllowedPaths !== undefined && !(Array.isArray(notAllowedPaths) && notAllowedPaths.every(isText)))
    return null;
  const session: Session = {
    id,
    token,
    companyToken,
    user: Object.fromEntries(USER_FIELDS.map((field) => [field, fields[field]])) as Session['user'],
    signOuts: signOuts ?? 0,
  };
  if (typeof startedAt === 'number' && Number.isFinite(startedAt)) session.startedAt = startedAt;
  if (unrecorded === true) session.unrecorded = true;
  if (notAllowedPaths?.length) session.notAllowedPaths = notAllowedPaths;
  return session;
}

function readStored(): Session | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKeys.session);
    return raw ? readSession(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

function store(session: Session | null) {
  try {
    if (session) globalThis.sessionStorage?.setItem(storageKeys.session, JSON.stringify(session));
    else globalThis.sessionStorage?.removeItem(storageKeys.session);
  } catch {
    // Storage refused: the session still lives in memory for this page.
  }
}

function newSessionId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

let current: Session | null = null;
let lastEndReason: SessionEndReason | null = null;
/** The user whose session ended last in this page: only they go back to where it ended. */
let lastEndedUser: string | null = null;
const listeners = new Set<Listener>();
const endListeners = new Set<(end: SessionEnd) => void>();

/**
 * A page load: the tab's session, unless a sign-out ended it while the tab was away, or it sat idle for
 * too long (the tab went to another site and came back by Back): then it ends here, before any page
 * shows or sends anything, as the idle timer would have ended it.
 */
function restore() {
  current = readStored();
  lastEndReason = null;
  lastEndedUser = null;
  if (current && isSignedOutElsewhere(current)) {
    current = null;
    lastEndReason = 'signed-out';
    store(null);
    removeTabData();
  } else if (current && isIdleFor(current.id, Date.now())) {
    lastEndReason = 'idle';
    lastEndedUser = current.user.username;
    current = null;
    store(null);
  }
}
restore();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  lastEndReason: (): SessionEndReason | null => lastEndReason,
  /** The username of the session that ended last in this page (null after a sign-out). */
  lastEndedUser: (): string | null => lastEndedUser,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once for every session that ends, before React hears of it. */
  onEnd: (listener: (end: SessionEnd) => void): (() => void) => {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
  start(init: SessionInit): void {
    const { signOuts, previousOwner, recorded } = recordSignIn(init.user.username);
    // Another user: what the portal kept for the previous one goes, as at a sign-out (saved quotes stay).
    if (previousOwner !== null) removeSignedOutData();
    const session: Session = { ...init, id: newSessionId(), signOuts, startedAt: Date.now() };
    if (!recorded) session.unrecorded = true;
    current = session;
    lastEndReason = null;
    lastEndedUser = null;
    store(session);
    noteActivity(session.id, Date.now());
    // Drafts and jobs kept in this tab across a 401 are offered to the user they belong to, and to no one else.
    removeTabDataOfOthers(session.user.username);
    emit();
  },
  end(reason: SessionEndReason, options: { fromOtherTab?: boolean } = {}): void {
    const ended = current;
    if (ended === null) return;
    current = null;
    lastEndReason = reason;
    lastEndedUser = reason === 'signed-out' ? null : ended.user.username;
    store(null);
    // A session that expired or went idle keeps the user's unsaved input and lists for their return;
    // a sign-out removes everything the portal stored about orders and the company (local-data.ts), and
    // ends every other session of the portal in this browser (session-record.ts).
    if (reason === 'signed-out' && options.fromOtherTab) removeTabData();
    else if (reason === 'signed-out') {
      removeSignedOutData();
      recordSignOut();
    }
    for (const listener of endListeners)
      listener({ session: ended, reason, fromOtherTab: !!options.fromOtherTab });
    emit();
  },
  /** Ends this tab's session if a sign-out elsewhere has ended it; says whether it did. */
  endIfSignedOutElsewhere(): boolean {
    if (!current || !isSignedOutElsewhere(current)) return false;
    sessionStore.end('signed-out', { fromOtherTab: true });
    return true;
  },
  /** Marks a page whose data the service refused this account, for the rest of the session. */
  markNotAllowed(path: string): void {
    if (!current || current.notAllowedPaths?.includes(path)) return;
    current = { ...current, notAllowedPaths: [...(current.notAllowedPaths ?? []), path] };
    store(current);
    emit();
  },
  /** What a page load does: re-read sessionStorage, forget how a previous session ended (tests use it). */
  reload(): void {
    restore();
    emit();
  },
};

export function displayName(session: Session): string {
  const name = `${session.user.firstName} ${session.user.lastName}`.trim();
  return name || session.user.username;
}
