/**
 * The batch of this tab: a job store (src/session/job-store.ts) per signed-in user and company, kept in
 * sessionStorage so that a reload or a session that ends halfway loses nothing. A reload or signing in
 * again finds the batch `running` or `paused` and the page carries on with the properties still
 * unpriced; a sign-out removes it (local-data.ts removes every key of the portal but the kept ones).
 *
 * Prices come through the stepper's query (queries/pricing-batch.ts), so the batch uses an answer the
 * stepper already has, and a 401 ends the session the way it does everywhere (query-client.ts); against
 * a real service each is requested and read in a worker (api/price-off-main-thread.ts).
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { batchQuote, endBatchPricing } from '../../../queries/pricing-batch';
import { createJobStore, sessionPersistence, type JobStore } from '../../../session/job-store';
import { storageKeys } from '../../../session/local-data';
import type { Session } from '../../../session/session-store';
import { useJobStore } from '../../../session/use-job-store';
import { useRequiredSession } from '../../../session/use-session';
import { classify } from './batch-classify';
import { parseBatch, propertyKey, type Batch } from './batch-model';

/** Requests in flight at once, in this browser: the interface states no rate limit, so a modest 4. */
export const CONCURRENCY = 4;

export type BatchStore = JobStore<Batch>;
export interface Priced {
  status: 'priced';
  total: number;
  dueDate: string;
}

export function batchStorageKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${storageKeys.batchPrefix}${encodeURIComponent(session.companyToken)}:${encodeURIComponent(session.user.username)}`;
}

export function createBatchStore({
  session,
  queryClient,
  endPricing = endBatchPricing,
}: {
  session: Pick<Session, 'companyToken' | 'user'>;
  queryClient: QueryClient;
  /** Ends the pricing worker (tests give their own). */
  endPricing?: () => void;
}): BatchStore {
  // A run's batch keeps its rows (a corrected row makes a new batch): each run looks them up by key in one map.
  const rowsOf = new WeakMap<Batch, Map<string, Batch['rows'][number]>>();
  const store = createJobStore<Batch, Priced>({
    persist: sessionPersistence(batchStorageKey(session), parseBatch),
    concurrency: CONCURRENCY,
    // One batch runs at a time in this browser, whatever the tab (session/job-sharing.ts).
    page: 'pricing-batch',
    classify,
    async work(key, batch) {
      let rows = rowsOf.get(batch);
      if (!rows) rowsOf.set(batch, (rows = new Map(batch.rows.map((row) => [propertyKey(row), row]))));
      const row = rows.get(key);
      if (!row) throw new Error(`No row for ${key}`);
      // The row's own choices (a column of the sheet), else the page's.
      const own = row.choices;
      const request = {
        reportType: (own ?? batch.choices).report.slug,
        turnaround: (own ?? batch.choices).turnaround.slug,
        inspectionType: (own ?? batch.choices).inspection.slug,
        residentialPropertyType: row.property,
        state: row.state,
        postalCode: row.zip,
      };
      // A price already in the cache (the stepper's) is used; the batch's own are not kept there: its
      // results hold what it shows, and 1,000 cached quotes made the heap's major collections long.
      const pricing = await queryClient.fetchQuery({
        ...batchQuote(session.companyToken, request),
        gcTime: 0,
      });
      return { status: 'priced', total: pricing.totalPrice, dueDate: pricing.dueDate };
    },
  });
  // Disposed at sign-out (and when another user signs in): the pricing worker goes with it.
  return {
    ...store,
    dispose() {
      store.dispose();
      endPricing();
    },
  };
}

/** The batch store of the signed-in user and company. */
export function useBatchStore(): BatchStore {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  // The app's job stores are those of one user and company: a store is never reused for another.
  return useJobStore('pricing-batch', () => createBatchStore({ session, queryClient }));
}
