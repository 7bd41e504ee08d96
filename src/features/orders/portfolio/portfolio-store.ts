/**
 * The portfolio of this tab, one per signed-in user and company: the app's generic job store
 * (src/session/job-store.ts, as batch pricing's) opens its orders, 4 at a time, retrying transient
 * failures with backoff and Retry-After, pausing when the session ends and carrying on after signing in
 * without opening an order twice. It is kept in the tab's sessionStorage (it survives a reload) under a
 * key of the portal's namespace, so a sign-out or another user's sign-in removes it (local-data.ts).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storageKeys } from '../../../session/local-data';
import { createJobStore, sessionPersistence, type JobStore } from '../../../session/job-store';
import { useJobStore } from '../../../session/use-job-store';
import type { Session } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';
import type { OrderRef } from './portfolio-lines';
import { parsePortfolio, type Portfolio } from './portfolio-model';
import { classifyOpenFailure, openOrder, type OpenedOutcome } from './portfolio-open';

/** Requests in flight at once: the interface states no rate limit, so a modest 4, as batch pricing. */
export const CONCURRENCY = 4;

export type PortfolioStore = JobStore<Portfolio>;

export function portfolioStorageKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${storageKeys.portfolioPrefix}${encodeURIComponent(session.companyToken)}:${encodeURIComponent(session.user.username)}`;
}

// The orders of a portfolio by key, worked out once per list (a portfolio's orders never change).
const byKey = new WeakMap<readonly OrderRef[], Map<string, OrderRef>>();
function orderOf(portfolio: Portfolio, key: string): OrderRef {
  let map = byKey.get(portfolio.orders);
  if (!map) {
    map = new Map(portfolio.orders.map((order) => [order.key, order]));
    byKey.set(portfolio.orders, map);
  }
  const order = map.get(key);
  if (!order) throw new Error(`No order ${key} in the portfolio`);
  return order;
}

export function createPortfolioStore(
  queryClient: QueryClient,
  storageKey: string,
  options: { sleep?: (ms: number, signal: AbortSignal) => Promise<void> } = {},
): PortfolioStore {
  return createJobStore<Portfolio, OpenedOutcome>({
    persist: sessionPersistence(storageKey, parsePortfolio),
    work: (key, portfolio) => openOrder(queryClient, orderOf(portfolio, key)),
    classify: classifyOpenFailure,
    concurrency: CONCURRENCY,
    // One portfolio opens at a time in this browser, whatever the tab (session/job-sharing.ts).
    page: 'portfolio',
    ...options,
  });
}

export function usePortfolioStore(): PortfolioStore {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const key = portfolioStorageKey(session);
  return useJobStore(key, () => createPortfolioStore(queryClient, key));
}

/** The not-ready orders put back in the queue, to be asked again ("Check not-ready again"). */
export function withNotReadyPending(portfolio: Portfolio): Portfolio {
  const results = { ...portfolio.results };
  for (const [key, outcome] of Object.entries(results))
    if (outcome.status === 'not-ready') results[key] = { status: 'pending' };
  return { ...portfolio, results };
}
