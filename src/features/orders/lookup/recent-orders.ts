/**
 * The orders this browser opened recently, kept in localStorage per signed-in user (a shared browser
 * does not show one user's orders to another). Read through useSyncExternalStore so every view of the
 * list stays in step, including other tabs (the storage event). A sign-out removes the list unless the
 * user chose "Remember recent orders on this device" (session/local-data.ts).
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  recentOrdersKey,
  remembersRecentOrders,
  setRemembersRecentOrders,
  storageKeys,
} from '../../../session/local-data';
import { useRequiredSession } from '../../../session/use-session';

/** One result of a recent order, with the figures the orders page shows at a glance (text as sent, '' for none). */
export interface RecentResult {
  /** "2210 Cedar Street, Unit 1, Indianapolis" */
  title: string;
  asIsValue: string;
  arv: string;
  renovationCost: string;
  grossReturn: string;
  annualizedReturn: string;
}

export interface RecentOrder {
  intakeToken: string;
  orderToken: string;
  /** Each result of the order (one per unit of a multi-unit property); absent in entries kept before. */
  results?: RecentResult[];
  /** The first result's address, with "+ 1 more" when the order has several results. */
  address: string;
  /** The estimated as-is value as the service wrote it ('' when the report has none). */
  asIsValue: string;
  /** ISO timestamp. */
  openedAt: string;
}

export const MAX_RECENT_ORDERS = 10;
const EMPTY: RecentOrder[] = [];

const listeners = new Set<() => void>();
// Parsed lists by storage key and raw text, so getSnapshot returns a stable array between changes.
const cache = new Map<string, { raw: string | null; list: RecentOrder[] }>();

const RESULT_FIELDS = ['title', 'asIsValue', 'arv', 'renovationCost', 'grossReturn', 'annualizedReturn'];

function isRecentResult(value: unknown): value is RecentResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return RESULT_FIELDS.every((field) => typeof v[field] === 'string');
}

function isRecentOrder(value: unknown): value is RecentOrder {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.intakeToken === 'string' &&
    typeof v.orderToken === 'string' &&
    typeof v.address === 'string' &&
    typeof v.asIsValue === 'string' &&
    typeof v.openedAt === 'string' &&
    (v.results === undefined || (Array.isArray(v.results) && v.results.every(isRecentResult)))
  );
}

const storageKey = recentOrdersKey;

function read(key: string): RecentOrder[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return EMPTY;
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.list;
  let list = EMPTY;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      // A damaged or foreign entry is dropped, never shown half-read.
      list = Array.isArray(parsed) ? parsed.filter(isRecentOrder).slice(0, MAX_RECENT_ORDERS) : EMPTY;
    } catch {
      list = EMPTY;
    }
  }
  cache.set(key, { raw, list });
  return list;
}

function write(key: string, list: RecentOrder[]) {
  try {
    if (list.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list is a convenience, the page works without it.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key.startsWith(storageKeys.recentOrdersPrefix) ||
      event.key.startsWith(storageKeys.preferencePrefix)
    )
      listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function rememberOrder(user: string, entry: RecentOrder): void {
  const key = storageKey(user);
  const rest = read(key).filter(
    (o) => !(o.intakeToken === entry.intakeToken && o.orderToken === entry.orderToken),
  );
  write(key, [entry, ...rest].slice(0, MAX_RECENT_ORDERS));
}

export function forgetOrder(user: string, intakeToken: string, orderToken: string): void {
  const key = storageKey(user);
  write(
    key,
    read(key).filter((o) => !(o.intakeToken === intakeToken && o.orderToken === orderToken)),
  );
}

export function clearRecentOrders(user: string): void {
  write(storageKey(user), []);
}

export function setRememberRecentOrders(user: string, remember: boolean): void {
  setRemembersRecentOrders(user, remember);
  for (const listener of listeners) listener();
}

export function useRecentOrders() {
  const { user } = useRequiredSession();
  const key = storageKey(user.username);
  const getSnapshot = useCallback(() => read(key), [key]);
  const orders = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const getRemember = useCallback(() => remembersRecentOrders(user.username), [user.username]);
  const rememberOnDevice = useSyncExternalStore(subscribe, getRemember, getRemember);
  return {
    orders,
    user: user.username,
    /** "Remember recent orders on this device": the list outlives a sign-out. */
    rememberOnDevice,
    setRememberOnDevice: useCallback(
      (remember: boolean) => setRememberRecentOrders(user.username, remember),
      [user.username],
    ),
    remember: useCallback((entry: RecentOrder) => rememberOrder(user.username, entry), [user.username]),
    forget: useCallback(
      (intakeToken: string, orderToken: string) => forgetOrder(user.username, intakeToken, orderToken),
      [user.username],
    ),
    clear: useCallback(() => clearRecentOrders(user.username), [user.username]),
  };
}
