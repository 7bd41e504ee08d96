/**
 * A batch saved as one quote: kept in this browser (localStorage) for the signed-in user, beside the
 * single quotes (saved-quotes.ts) under a key of its own, so that neither list's schema drops the
 * other's entries. Kept at sign-out like saved quotes (the same prefix). Read back through the batch
 * schema: a damaged entry is left out.
 */
import { useSyncExternalStore } from 'react';
import { storageKeys } from '../../../session/local-data';
import type { Session } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';
import { batchSchema, type Batch } from './batch-model';

const NONE: Batch[] = [];
const listeners = new Set<() => void>();
let cache: { key: string; raw: string | null; batches: Batch[] } | null = null;

export function savedBatchesKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${storageKeys.quotesPrefix}batches:${session.companyToken}:${session.user.username}`;
}

export function readSavedBatches(key: string): Batch[] {
  const raw = globalThis.localStorage?.getItem(key) ?? null;
  if (cache && cache.key === key && cache.raw === raw) return cache.batches;
  let batches: Batch[] = [];
  try {
    const data: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(data))
      batches = data.flatMap((item) => {
        const parsed = batchSchema.safeParse(item);
        return parsed.success && parsed.data.reference ? [parsed.data] : [];
      });
  } catch {
    batches = [];
  }
  cache = { key, raw, batches };
  return batches;
}

function write(key: string, batches: Batch[]): void {
  globalThis.localStorage?.setItem(key, JSON.stringify(batches));
  for (const listener of listeners) listener();
}

export function saveBatch(key: string, batch: Batch & { reference: string }): void {
  const rest = readSavedBatches(key).filter((b) => b.reference !== batch.reference);
  write(key, [{ ...batch, savedAt: new Date().toISOString() }, ...rest]);
}

export function deleteBatch(key: string, reference: string): void {
  write(
    key,
    readSavedBatches(key).filter((b) => b.reference !== reference),
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(storageKeys.quotesPrefix)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's saved batches, newest first, and the key to add one with. */
export function useSavedBatches(): { key: string; batches: Batch[] } {
  const key = savedBatchesKey(useRequiredSession());
  const batches = useSyncExternalStore(
    subscribe,
    () => readSavedBatches(key),
    () => NONE,
  );
  return { key, batches };
}
