/**
 * Unsaved form input, kept for the tab while a form is dirty so that a session that ends in the middle
 * (a 401) loses nothing: after signing in again the user returns to the page and finds what they typed.
 * Drafts live in sessionStorage, keyed by form and company, and are wiped on an explicit sign-out so the
 * next user of the browser sees nothing of the last.
 */
const PREFIX = 'valuation-portal:draft:';

function key(form: string, companyToken: string): string {
  return `${PREFIX}${form}:${companyToken}`;
}

export function saveDraft(form: string, companyToken: string, values: Record<string, string>): void {
  try {
    globalThis.sessionStorage?.setItem(key(form, companyToken), JSON.stringify(values));
  } catch {
    // A full or disabled storage only costs the draft.
  }
}

export function readDraft(form: string, companyToken: string): Record<string, string> | null {
  try {
    const raw = globalThis.sessionStorage?.getItem(key(form, companyToken));
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

export function clearDraft(form: string, companyToken: string): void {
  globalThis.sessionStorage?.removeItem(key(form, companyToken));
}

export function clearAllDrafts(): void {
  const storage = globalThis.sessionStorage;
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const k = storage.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) storage.removeItem(k);
}
