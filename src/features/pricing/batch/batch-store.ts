/**
 * The batch of this tab: one per signed-in user and company, kept in sessionStorage so that a reload
 * or a session that ends halfway loses nothing. It lives outside React: answers that arrive after the
 * page has gone (the user was sent to sign in again) are still recorded. A reload or signing in again
 * finds the batch `running` or `paused` and the page carries on with the properties still unpriced;
 * a sign-out removes it (local-data.ts removes every key of the portal but the kept ones).
 *
 * Prices come through the stepper's query (queries/pricing-batch.ts), so the batch uses an answer the
 * stepper already has, and a 401 ends the session the way it does everywhere (query-client.ts); against
 * a real service each is requested and read in a worker (api/price-off-main-thread.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { batchQuote } from '../../../queries/pricing-batch';
import { storageKeys } from '../../../session/local-data';
import { sessionStore, type Session } from '../../../session/session-store';
import { classify } from './batch-classify';
import { propertyKey, readBatch, type Batch, type PropertyResult } from './batch-model';
import { runQueue, type Run } from './batch-runner';
import { idleSaver } from './batch-save';

/** Requests in flight at once: the interface states no rate limit, so a modest 4. */
export const CONCURRENCY = 4;
const NOTIFY_EVERY_MS = 100;

export function batchStorageKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${storageKeys.batchPrefix}${encodeURIComponent(session.companyToken)}:${encodeURIComponent(session.user.username)}`;
}

export interface BatchSnapshot {
  batch: Batch | null;
  /** Requests are being sent (or finishing after a cancel). */
  sending: boolean;
  /** Estimated milliseconds left, once a few answers give a pace. */
  msLeft: number | null;
}

const EMPTY: BatchSnapshot = { batch: null, sending: false, msLeft: null };

let key: string | null = null;
let batch: Batch | null = null;
let run: Run | null = null;
let pace = { startedAt: 0, answered: 0 };
let snapshot: BatchSnapshot = EMPTY;
let notifyTimer: ReturnType<typeof setTimeout> | null = null;
// Answers not yet in `batch`, applied together when the page is next told or the batch saved.
const queued = new Map<string, PropertyResult>();
/** The tab is unloading (a reload): answers from now on are not kept, the next page load asks again. */
let leaving = false;
const listeners = new Set<() => void>();

function pendingKeys(b: Batch): string[] {
  return Object.keys(b.results).filter((k) => b.results[k]?.status === 'pending');
}

/** Applies the queued answers to `batch` in one copy of its results. */
function applyQueued() {
  if (queued.size === 0) return;
  if (batch) batch = { ...batch, results: { ...batch.results, ...Object.fromEntries(queued) } };
  queued.clear();
}

function refresh() {
  applyQueued();
  let msLeft: number | null = null;
  if (batch && run && pace.answered >= 3) {
    const perAnswer = (Date.now() - pace.startedAt) / pace.answered;
    msLeft = Math.round(perAnswer * pendingKeys(batch).length);
  }
  snapshot = batch ? { batch, sending: run !== null, msLeft } : EMPTY;
  for (const listener of listeners) listener();
}

function notify(now = false) {
  if (now) {
    if (notifyTimer) clearTimeout(notifyTimer);
    notifyTimer = null;
    refresh();
  } else if (!notifyTimer) {
    notifyTimer = setTimeout(() => {
      notifyTimer = null;
      refresh();
    }, NOTIFY_EVERY_MS);
  }
}

function write() {
  if (key === null) return;
  applyQueued();
  try {
    if (batch) globalThis.sessionStorage?.setItem(key, JSON.stringify(batch));
    else globalThis.sessionStorage?.removeItem(key);
  } catch {
    // A full or disabled storage only costs surviving a reload.
  }
}

const saver = idleSaver(write);

function save(now = false) {
  if (now) saver.now();
  else saver.soon();
}

function update(change: (b: Batch) => Batch, urgent = false) {
  if (!batch) return;
  applyQueued();
  batch = change(batch);
  save(urgent);
  notify(urgent);
}

// Answers of the batch replaced are not applied to the next.
function replaceBatch(next: Batch | null) {
  queued.clear();
  batch = next;
}

/** The snapshot for `storageKey`, reading the stored batch when the user (or company) changed. */
export function snapshotFor(storageKey: string): BatchSnapshot {
  if (key !== storageKey) {
    run?.stop();
    run = null;
    key = storageKey;
    replaceBatch(null);
    batch = readBatch(globalThis.sessionStorage?.getItem(storageKey) ?? null);
    snapshot = batch ? { batch, sending: false, msLeft: null } : EMPTY;
  }
  return snapshot;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Pricer {
  queryClient: QueryClient;
  companyToken: string;
}

/** Sends every property still pending. */
function launch(pricer: Pricer) {
  if (!batch || run) return;
  applyQueued();
  const current = batch;
  const keys = pendingKeys(current);
  const rowFor = new Map(current.rows.map((row) => [propertyKey(row), row]));
  const { report, turnaround, inspection } = current.choices;
  pace = { startedAt: Date.now(), answered: 0 };
  batch = { ...current, status: 'running', startedAt: current.startedAt ?? Date.now() };
  const thisRun: Run = runQueue(keys, {
    concurrency: CONCURRENCY,
    async price(k) {
      const row = rowFor.get(k);
      if (!row) throw new Error(`No row for ${k}`);
      const request = {
        reportType: report.slug,
        turnaround: turnaround.slug,
        inspectionType: inspection.slug,
        residentialPropertyType: row.property,
        state: row.state,
        postalCode: row.zip,
      };
      // A price already in the cache (the stepper's) is used; the batch's own are not kept there: its
      // results hold what it shows, and 1,000 cached quotes made the heap's major collections long.
      const pricing = await pricer.queryClient.fetchQuery({
        ...batchQuote(pricer.companyToken, request),
        gcTime: 0,
      });
      return { total: pricing.totalPrice, dueDate: pricing.dueDate };
    },
    classify,
    onOutcome(k, outcome) {
      if (run !== thisRun || leaving) return; // signed out or unloading meanwhile: nothing is kept
      if (outcome.status !== 'pending') pace.answered += 1;
      queued.set(k, outcome);
      save();
      notify();
    },
    onSessionEnded() {
      if (run === thisRun) update((b) => ({ ...b, status: 'paused' }), true);
    },
  });
  run = thisRun;
  // Not written now: the click that started it paints first (a reload still writes it, on pagehide).
  save();
  notify(true);
  void thisRun.finished.then(() => {
    if (run !== thisRun) return;
    run = null;
    update(
      (b) => (b.status === 'running' && pendingKeys(b).length === 0 ? { ...b, status: 'done' } : b),
      true,
    );
  });
}

export const batchActions = {
  start(next: Batch, pricer: Pricer) {
    run?.stop();
    run = null;
    replaceBatch(next);
    launch(pricer);
  },
  /** Carries on after a reload or after signing in again. */
  resume(pricer: Pricer) {
    if (batch && (batch.status === 'running' || batch.status === 'paused')) launch(pricer);
  },
  cancel() {
    run?.stop();
    update((b) => ({ ...b, status: 'canceled' }), true);
  },
  priceRest(pricer: Pricer) {
    launch(pricer);
  },
  retryFailed(pricer: Pricer) {
    if (run) return;
    update((b) => {
      const results = { ...b.results };
      for (const [k, r] of Object.entries(results))
        if (r.status === 'failed') results[k] = { status: 'pending' };
      return { ...b, results };
    }, true);
    launch(pricer);
  },
  /** Shows a saved batch (a reopened quote) in place of the current one. */
  open(saved: Batch) {
    run?.stop();
    run = null;
    replaceBatch(saved);
    save(true);
    notify(true);
  },
  setReference(reference: string) {
    update((b) => ({ ...b, reference }), true);
  },
  clear() {
    run?.stop();
    run = null;
    replaceBatch(null);
    save(true);
    notify(true);
  },
};

// A session that ends stops sending at once: a sign-out forgets the batch (its storage is already
// removed), an expired or idle session keeps it paused for the user's return.
sessionStore.onEnd(({ reason }) => {
  if (reason === 'signed-out') {
    run?.stop();
    run = null;
    replaceBatch(null);
    key = null;
    saver.cancel();
    notify(true);
    return;
  }
  if (run) {
    run.stop();
    update((b) => ({ ...b, status: 'paused' }), true);
  }
});

// A reload sends nothing more once it has begun: a request sent while the page unloads can be answered
// by something other than the service (the demo's mock stops answering this page first).
globalThis.addEventListener?.('beforeunload', () => {
  leaving = true;
  run?.stop();
  saver.now();
});
globalThis.addEventListener?.('pageshow', () => {
  leaving = false;
});
globalThis.addEventListener?.('pagehide', () => saver.now());
