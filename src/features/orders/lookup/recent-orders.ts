/**
 * The orders this browser opened recently, kept in localStorage per signed-in user (a shared browser
 * does not show one user's orders to another). Read through useSyncExternalStore so every view of the
 * list stays in step, including other tabs (the storage event). A sign-out removes the list unless the
 * user chose "Remember recent orders on this device" (session/local-data.ts).
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import {
  recentOrdersKey,
  remembersRecentOrders,
  setRemembersRecentOrders,
  storageKeys,
} from '../../../session/local-data';
import { createLocalStore, listOf, useLocalStore } from '../../../session/local-store';
import { useRequiredSession } from '../../../session/use-session';

const recentResultSchema = z.object({
  /** "2210 Cedar Street, Unit 1, Indianapolis" */
  title: z.string(),
  asIsValue: z.string(),
  arv: z.string(),
  renovationCost: z.string(),
  grossReturn: z.string(),
  annualizedReturn: z.string(),
});
/** One result of a recent order, with the figures the orders page shows at a glance (text as sent, '' for none). */
export type RecentResult = z.infer<typeof recentResultSchema>;

const recentOrderSchema = z.object({
  intakeToken: z.string(),
  orderToken: z.string(),
  /** Each result of the order (one per unit of a multi-unit property); absent in entries kept before. */
  results: z.optional(z.array(recentResultSchema)),
  /** The first result's address, with "+ 1 more" when the order has several results. */
  address: z.string(),
  /** The estimated as-is value as the service wrote it ('' when the report has none). */
  asIsValue: z.string(),
  /** ISO timestamp. */
  openedAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

export const MAX_RECENT_ORDERS = 10;
const EMPTY: RecentOrder[] = [];
// A damaged or foreign entry is dropped, never shown half-read.
const listSchema = listOf(recentOrderSchema);

function storeOf(user: string) {
  return createLocalStore(recentOrdersKey(user), listSchema, EMPTY);
}

function read(user: string): RecentOrder[] {
  return storeOf(user).read().slice(0, MAX_RECENT_ORDERS);
}

// The list is a convenience: a browser that refuses to keep it leaves the page working without it.
function write(user: string, list: RecentOrder[]) {
  const store = storeOf(user);
  if (list.length === 0) store.remove();
  else store.write(list);
}

// The "Remember recent orders on this device" choice is a preference (local-data.ts), heard here too.
const rememberListeners = new Set<() => void>();
function subscribeRemember(listener: () => void) {
  rememberListeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(storageKeys.preferencePrefix)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    rememberListeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function rememberOrder(user: string, entry: RecentOrder): void {
  const rest = read(user).filter(
    (o) => !(o.intakeToken === entry.intakeToken && o.orderToken === entry.orderToken),
  );
  write(user, [entry, ...rest].slice(0, MAX_RECENT_ORDERS));
}

export function forgetOrder(user: string, intakeToken: string, orderToken: string): void {
  write(
    user,
    read(user).filter((o) => !(o.intakeToken === intakeToken && o.orderToken === orderToken)),
  );
}

export function clearRecentOrders(user: string): void {
  write(user, []);
}

export function setRememberRecentOrders(user: string, remember: boolean): void {
  setRemembersRecentOrders(user, remember);
  for (const listener of rememberListeners) listener();
}

export function useRecentOrders() {
  const { user } = useRequiredSession();
  const store = useMemo(() => storeOf(user.username), [user.username]);
  const all = useLocalStore(store);
  const orders = useMemo(
    () => (all.length > MAX_RECENT_ORDERS ? all.slice(0, MAX_RECENT_ORDERS) : all),
    [all],
  );
  const getRemember = useCallback(() => remembersRecentOrders(user.username), [user.username]);
  const rememberOnDevice = useSyncExternalStore(subscribeRemember, getRemember, getRemember);
  return {
    orders,
    user: user.username,
    /** "Remember recent orders on this device": the list outlives a sign-out. */
    rememberOnDevice,
    setRememberOnDevice: useCallback(
      (remember: boolean) => setRememberRecentOrders(user.username, remember),
      [user.username],
    ),
    forget: useCallback(
      (intakeToken: string, orderToken: string) => forgetOrder(user.username, intakeToken, orderToken),
      [user.username],
    ),
    clear: useCallback(() => clearRecentOrders(user.username), [user.username]),
  };
}
