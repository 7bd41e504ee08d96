/**
 * The signed-in session: token, user and company token, kept for the browser tab in sessionStorage
 * (never in the URL or localStorage) and restored on reload. A tiny external store so that the
 * API client, the query cache and React all read the same value.
 */
import * as z from 'zod/mini';
import { clearAllDrafts } from './drafts';

const STORAGE_KEY = 'valuation-portal:session';

const sessionSchema = z.object({
  token: z.string().check(z.minLength(1)),
  companyToken: z.string().check(z.minLength(1)),
  user: z.object({
    token: z.string(),
    username: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }),
});

export type Session = z.infer<typeof sessionSchema>;
/** Why the last session ended: the user signed out, or the service stopped accepting the token. */
export type SessionEndReason = 'signed-out' | 'expired';

type Listener = () => void;

function readStored(): Session | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let current: Session | null = readStored();
let lastEndReason: SessionEndReason | null = null;
const listeners = new Set<Listener>();

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
  start(session: Session): void {
    current = session;
    lastEndReason = null;
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(session));
    emit();
  },
  end(reason: SessionEndReason): void {
    if (current === null) return;
    current = null;
    lastEndReason = reason;
    globalThis.sessionStorage?.removeItem(STORAGE_KEY);
    // A session that expired keeps the user's unsaved input for their return; a sign-out wipes it.
    if (reason === 'signed-out') clearAllDrafts();
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
