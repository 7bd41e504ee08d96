/**
 * The signed-in session: token, user and company token, kept for the browser tab in sessionStorage
 * (never in the URL or localStorage) and restored on reload. A tiny external store so that the
 * API client, the query cache and React all read the same value.
 *
 * A tab duplicated from this one (Chrome's "Duplicate tab", `window.open`) starts with a copy of the
 * sessionStorage, so it holds the same session: `id` names it, so that signing out in one of them ends
 * every tab holding it (session-sync.ts).
 */
import { removeDraftsOfOthers, removeSignedOutData, storageKeys } from './local-data';

export interface Session {
  /** Names the session across the tabs that hold it; not a credential. */
  id: string;
  token: string;
  companyToken: string;
  user: { token: string; username: string; email: string; firstName: string; lastName: string };
  /**
   * Set when this session began by signing in again after a 401 on that page: while the user stays on
   * it, a 401 there means "not allowed", not "expired" (query-client.ts), so no sign-in loop.
   */
  resumedPath?: string;
}
export type SessionInit = Omit<Session, 'id' | 'resumedPath'>;
/**
 * Why the last session ended: the user signed out (here or in another tab holding the session), the
 * service stopped accepting the token (a 401), or nobody used the portal for too long.
 */
export type SessionEndReason = 'signed-out' | 'expired' | 'idle';

export interface SessionEnd {
  session: Session;
  reason: SessionEndReason;
  /** Ended because another tab holding the same session signed out. */
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
  const { id, token, companyToken, user, resumedPath } = value as Record<string, unknown>;
  if (!isFilled(id) || !isFilled(token) || !isFilled(companyToken)) return null;
  if (!user || typeof user !== 'object') return null;
  const fields = user as Record<string, unknown>;
  if (!USER_FIELDS.every((field) => isText(fields[field]))) return null;
  if (resumedPath !== undefined && !isText(resumedPath)) return null;
  const session: Session = {
    id,
    token,
    companyToken,
    user: Object.fromEntries(USER_FIELDS.map((field) => [field, fields[field]])) as Session['user'],
  };
  if (resumedPath !== undefined) session.resumedPath = resumedPath;
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

let current: Session | null = readStored();
let lastEndReason: SessionEndReason | null = null;
const listeners = new Set<Listener>();
const endListeners = new Set<(end: SessionEnd) => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  lastEndReason: (): SessionEndReason | null => lastEndReason,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Called once for every session that ends, before React hears of it. */
  onEnd: (listener: (end: SessionEnd) => void): (() => void) => {
    endListeners.add(listener);
    return () => endListeners.delete(listener);
  },
  start(init: SessionInit, options: { resumedPath?: string | undefined } = {}): void {
    const session: Session = { ...init, id: newSessionId() };
    if (options.resumedPath) session.resumedPath = options.resumedPath;
    current = session;
    lastEndReason = null;
    store(session);
    // Drafts kept in this tab across a 401 are offered to the user who typed them, and to no one else.
    removeDraftsOfOthers(session.user.username);
    emit();
  },
  end(reason: SessionEndReason, options: { fromOtherTab?: boolean } = {}): void {
    const ended = current;
    if (ended === null) return;
    current = null;
    lastEndReason = reason;
    store(null);
    // A session that expired or went idle keeps the user's unsaved input and lists for their return;
    // a sign-out removes everything the portal stored about orders and the company (local-data.ts).
    if (reason === 'signed-out') removeSignedOutData();
    for (const listener of endListeners)
      listener({ session: ended, reason, fromOtherTab: !!options.fromOtherTab });
    emit();
  },
  /** The user left the page they signed in again for: a 401 means an ended session again. */
  clearResumedPath(): void {
    if (!current?.resumedPath) return;
    const { resumedPath: _left, ...rest } = current;
    current = rest;
    store(current);
    emit();
  },
  /** What a page load does: re-read sessionStorage, forget how a previous session ended (tests use it). */
  reload(): void {
    current = readStored();
    lastEndReason = null;
    emit();
  },
};

export function displayName(session: Session): string {
  const name = `${session.user.firstName} ${session.user.lastName}`.trim();
  return name || session.user.username;
}
