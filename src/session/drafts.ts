/**
 * Unsaved form input, kept for the tab while a form is dirty so that a session that ends in the middle
 * (a 401, an idle timeout) loses nothing: after signing in again the user returns to the page and finds
 * what they typed. Drafts live in sessionStorage, keyed by form, by the signed-in user who typed them and
 * by scope (the company), so they are offered to their author only; another user signing in to the tab
 * removes them (session-store.ts), and an explicit sign-out wipes them (local-data.ts).
 */
import { draftKey } from './local-data';
import { sessionStore } from './session-store';

function key(form: string, scope: string): string | null {
  const username = sessionStore.get()?.user.username;
  return username === undefined ? null : draftKey(form, username, scope);
}

export function saveDraft(form: string, scope: string, values: Record<string, string>): void {
  const k = key(form, scope);
  if (k === null) return;
  try {
    globalThis.sessionStorage?.setItem(k, JSON.stringify(values));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export function readDraft(form: string, scope: string): Record<string, string> | null {
  const k = key(form, scope);
  if (k === null) return null;
  try {
    const raw = globalThis.sessionStorage?.getItem(k);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

export function clearDraft(form: string, scope: string): void {
  const k = key(form, scope);
  if (k === null) return;
  try {
    globalThis.sessionStorage?.removeItem(k);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
