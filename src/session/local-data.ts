/**
 * Everything the portal keeps in the browser, in one place: the keys, and what a sign-out does with them.
 * A sign-out removes every key of the portal's namespace from localStorage and the tab's sessionStorage
 * (orders, company details, drafts: anything added later too), except:
 * - preferences that hold no data of their own (`valuation-portal:pref:…`);
 * - the recent orders of a user who chose "Remember recent orders on this device";
 * - saved quotes (`valuation-portal:quotes:<company>:<user>`), which a loan officer keeps to take away:
 *   choices, fee lines and ZIP codes, no order, company or personal data (saved-quotes decision record);
 *   the references of a saved batch's rows (names, addresses) are kept apart, under a key a sign-out
 *   removes, unless the user chose to keep them;
 * - the demo's mock service (`valuation-portal:mock-…`), which stands for the remote service;
 * - the record of sign-outs (session-record.ts) and this tab's time of the last sign-out (session-sync.ts),
 *   which tell a tab elsewhere that its session has ended.
 * Another user signing in removes the same as a sign-out (session-store.ts).
 * See docs/decisions/2026-11-22-sessions-end-everywhere.md and 2026-11-24-sign-out-ends-every-session.md.
 */
export const NAMESPACE = 'valuation-portal:';

export const storageKeys = {
  session: `${NAMESPACE}session`,
  /** sessionStorage, per form and user: see drafts.ts. */
  draftPrefix: `${NAMESPACE}draft:`,
  /** localStorage, per user: see features/orders/lookup/recent-orders.ts. */
  recentOrdersPrefix: `${NAMESPACE}recent-orders:`,
  /** localStorage, per company: see features/company/saved-company.ts. */
  companyDetailsPrefix: `${NAMESPACE}company-details:`,
  /** localStorage, per company and user: see features/pricing/quotes/saved-quotes.ts. */
  quotesPrefix: `${NAMESPACE}quotes:`,
  /**
   * localStorage, per company and user: the references (names, addresses) of saved batches' rows, which a
   * sign-out removes (features/pricing/batch/batch-quotes.ts).
   */
  batchReferencesPrefix: `${NAMESPACE}batch-references:`,
  /** localStorage, per user: see features/orders/leverage/leverage-limits.ts. */
  leverageLimitsPrefix: `${NAMESPACE}leverage-limits:`,
  /** sessionStorage, per user and company: the batch being priced (features/pricing/batch). */
  batchPrefix: `${NAMESPACE}batch:`,
  /** sessionStorage, per user and company: the portfolio of order results (features/orders/portfolio). */
  portfolioPrefix: `${NAMESPACE}portfolio:`,
  preferencePrefix: `${NAMESPACE}pref:`,
  /** sessionStorage: when the tab's session was last used (last-activity.ts). */
  lastActivity: `${NAMESPACE}last-activity`,
  /** localStorage: the count of sign-outs and whose data is kept (session-record.ts). */
  sessionRecord: `${NAMESPACE}session-record`,
  /**
   * sessionStorage: when this tab last signed out or heard of a sign-out, so that it can tell a tab that
   * comes back that its session has ended, whatever localStorage holds (session-sync.ts). A time, no data.
   */
  signedOutAt: `${NAMESPACE}signed-out-at`,
  /** localStorage, written and removed at once: a message to the other tabs (session-sync.ts). */
  tabMessage: `${NAMESPACE}tab-message`,
} as const;

const KEPT_PREFIXES = [
  storageKeys.preferencePrefix,
  storageKeys.quotesPrefix,
  `${NAMESPACE}mock-`,
  storageKeys.sessionRecord,
  storageKeys.signedOutAt,
];

function rememberKey(username: string): string {
  return `${storageKeys.preferencePrefix}remember-recent-orders:${username}`;
}

export function recentOrdersKey(username: string): string {
  return `${storageKeys.recentOrdersPrefix}${username}`;
}

/** "Remember recent orders on this device": off unless the user turned it on here. */
export function remembersRecentOrders(username: string): boolean {
  try {
    return globalThis.localStorage?.getItem(rememberKey(username)) === 'on';
  } catch {
    return false;
  }
}

export function setRemembersRecentOrders(username: string, remember: boolean): void {
  try {
    if (remember) globalThis.localStorage.setItem(rememberKey(username), 'on');
    else globalThis.localStorage.removeItem(rememberKey(username));
  } catch {
    // Storage refused: the option stays off, which is the safe side.
  }
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function isKept(key: string): boolean {
  if (!key.startsWith(NAMESPACE)) return true; // not the portal's
  if (KEPT_PREFIXES.some((prefix) => key.startsWith(prefix))) return true;
  if (key.startsWith(storageKeys.recentOrdersPrefix)) {
    return remembersRecentOrders(key.slice(storageKeys.recentOrdersPrefix.length));
  }
  return false;
}

/** What a sign-out does to the browser's storage (this tab's sessionStorage, the shared localStorage). */
export function removeSignedOutData(): void {
  removeFrom([globalThis.sessionStorage, globalThis.localStorage]);
}

/**
 * What a sign-out in another tab leaves to this one: its own sessionStorage (the shared localStorage was
 * cleared by the tab that signed out, and may since hold a new user's lists).
 */
export function removeTabData(): void {
  removeFrom([globalThis.sessionStorage]);
}

function removeFrom(
  storages: (Storage | undefined)[],
  remove: (key: string) => boolean = (key) => !isKept(key),
): void {
  for (const storage of storages) {
    if (!storage) continue;
    try {
      for (const key of keysOf(storage)) if (remove(key)) storage.removeItem(key);
    } catch {
      // A storage that cannot be read holds nothing of ours either.
    }
  }
}

/**
 * What the portal may remove from localStorage to make room for the record of a sign-out when the
 * browser's storage is full: everything of the portal's but what the user saved to keep (saved quotes),
 * the record itself and the demo's mock service. Recent orders the user asked to remember and the
 * preferences go: a sign-out that ends every session matters more than a convenience.
 */
export function makeRoomForSignOut(): void {
  const essential = [storageKeys.quotesPrefix, storageKeys.sessionRecord, `${NAMESPACE}mock-`];
  removeFrom(
    [globalThis.localStorage],
    (key) => key.startsWith(NAMESPACE) && !essential.some((p) => key.startsWith(p)),
  );
}

/** A draft's key: the form, the user who typed it, and the scope it was typed for (the company). */
export function draftKey(form: string, username: string, scope: string): string {
  return `${storageKeys.draftPrefix}${form}:${encodeURIComponent(username)}:${encodeURIComponent(scope)}`;
}

/** The sessionStorage prefixes of what a tab keeps per user: drafts, and the jobs of the batch and the portfolio. */
const TAB_DATA_BY_USER = [storageKeys.draftPrefix, storageKeys.batchPrefix, storageKeys.portfolioPrefix];

/**
 * The user a key of TAB_DATA_BY_USER belongs to (encoded), or null for any other key: the second part of
 * what follows the prefix (a draft: `<form>:<user>:<scope>`; a job: `<company>:<user>`; parts encoded, no `:`).
 */
function tabDataOwner(key: string): string | null {
  const prefix = TAB_DATA_BY_USER.find((p) => key.startsWith(p));
  return prefix === undefined ? null : (key.slice(prefix.length).split(':')[1] ?? '');
}

/**
 * Removes this tab's drafts and jobs of every user but `username`, at each sign-in: what a tab kept for
 * its user across an ended session (a batch paused by an expiry, unsaved input) is offered to that user
 * only. Checked in the tab itself rather than against the browser's record of who signed in last, which
 * another tab moves on (issue 45: a second user signed in elsewhere, then here after an expiry, found the
 * first user's batch in this tab).
 */
export function removeTabDataOfOthers(username: string): void {
  const storage = globalThis.sessionStorage;
  if (!storage) return;
  const own = encodeURIComponent(username);
  try {
    for (const key of keysOf(storage)) {
      const owner = tabDataOwner(key);
      if (owner !== null && owner !== own) storage.removeItem(key);
    }
  } catch {
    // Nothing readable, nothing to remove.
  }
}
