/**
 * A batch saved as one quote: kept in this browser (localStorage) for the signed-in user, beside the
 * single quotes (saved-quotes.ts) under a key of its own, so that neither list's schema drops the
 * other's entries. Kept at sign-out like saved quotes (the same prefix), with two limits
 * (docs/decisions/2026-11-22-saved-quotes.md, 2026-11-27 section):
 * - the rows' references (the pasted Reference or Name column: names, addresses, loan numbers) are kept
 *   apart, under a key a sign-out removes, unless the user chose to keep them when saving;
 * - at most MAX_SAVED_BATCHES batches: saving one more drops the oldest, and the page says which.
 */
import { useMemo } from 'react';
import * as z from 'zod/mini';
import { storageKeys } from '../../../session/local-data';
import { createLocalStore, listOf, useLocalStore, type StoreWrite } from '../../../session/local-store';
import type { Session } from '../../../session/session-store';
import { useRequiredSession } from '../../../session/use-session';
import { batchSchema, type Batch } from './batch-model';

/** A 1,000-row batch takes about 150 KB: ten of them stay well inside a browser's storage for a site. */
export const MAX_SAVED_BATCHES = 10;

const savedBatchSchema = z.extend(batchSchema, {
  /** The user chose to keep the rows' references after sign-out. */
  keepReferences: z.optional(z.boolean()),
});
type SavedBatch = z.infer<typeof savedBatchSchema>;
const listSchema = listOf(savedBatchSchema);

/** The references of each saved batch's rows and problem rows, by quote reference. */
const referencesSchema = z.record(
  z.string(),
  z.object({ rows: z.array(z.string()), problems: z.array(z.string()) }),
);
type References = z.infer<typeof referencesSchema>;

const NONE: Batch[] = [];
const NO_REFERENCES: References = {};

export function savedBatchesKey(session: Pick<Session, 'companyToken' | 'user'>): string {
  return `${storageKeys.quotesPrefix}batches:${session.companyToken}:${session.user.username}`;
}

function storesOf(key: string) {
  const company = key.slice(`${storageKeys.quotesPrefix}batches:`.length);
  return {
    batches: createLocalStore<SavedBatch[]>(key, listSchema, NONE),
    references: createLocalStore(
      `${storageKeys.batchReferencesPrefix}${company}`,
      referencesSchema,
      NO_REFERENCES,
    ),
  };
}

// The batches with their references put back, worked out once per stored pair of values.
let merged: { batches: SavedBatch[]; references: References; result: Batch[] } | null = null;

function withReferences(batches: SavedBatch[], references: References): Batch[] {
  if (merged && merged.batches === batches && merged.references === references) return merged.result;
  const result = batches
    .filter((b) => b.reference)
    .map((b) => {
      const kept = references[b.reference ?? ''];
      if (!kept) return b;
      return {
        ...b,
        rows: b.rows.map((row, i) => ({ ...row, reference: kept.rows[i] ?? row.reference })),
        problems: b.problems.map((p, i) => ({ ...p, reference: kept.problems[i] ?? p.reference })),
      };
    });
  merged = { batches, references, result };
  return result;
}

export function readSavedBatches(key: string): Batch[] {
  const stores = storesOf(key);
  return withReferences(stores.batches.read(), stores.references.read());
}

export interface BatchSaved {
  write: StoreWrite;
  /** The quote references of the oldest batches dropped to stay within MAX_SAVED_BATCHES. */
  dropped: string[];
}

export function saveBatch(
  key: string,
  batch: Batch & { reference: string },
  { keepReferences = false }: { keepReferences?: boolean } = {},
): BatchSaved {
  const stores = storesOf(key);
  const rest = stores.batches.read().filter((b) => b.reference !== batch.reference);
  const all: SavedBatch[] = [{ ...batch, savedAt: new Date().toISOString(), keepReferences }, ...rest];
  const kept = all.slice(0, MAX_SAVED_BATCHES);
  const dropped = all.slice(MAX_SAVED_BATCHES).map((b) => b.reference ?? '');
  const references = { ...stores.references.read() };
  for (const reference of [...dropped, batch.reference]) delete references[reference];
  if (!keepReferences) {
    references[batch.reference] = {
      rows: batch.rows.map((r) => r.reference),
      problems: batch.problems.map((p) => p.reference),
    };
    kept[0] = {
      ...kept[0]!,
      rows: batch.rows.map((r) => ({ ...r, reference: '' })),
      problems: batch.problems.map((p) => ({ ...p, reference: '' })),
    };
  }
  // The references first: a batch is never kept with its names where a sign-out would not find them.
  const referencesWrite = stores.references.write(references);
  if (!referencesWrite.saved) return { write: referencesWrite, dropped: [] };
  const write = stores.batches.write(kept);
  return { write, dropped: write.saved ? dropped : [] };
}

export function deleteBatch(key: string, reference: string): void {
  const stores = storesOf(key);
  stores.batches.write(stores.batches.read().filter((b) => b.reference !== reference));
  const { [reference]: _gone, ...references } = stores.references.read();
  stores.references.write(references);
}

/** The signed-in user's saved batches, newest first, and the key to add one with. */
export function useSavedBatches(): { key: string; batches: Batch[] } {
  const key = savedBatchesKey(useRequiredSession());
  const stores = useMemo(() => storesOf(key), [key]);
  const batches = useLocalStore(stores.batches);
  const references = useLocalStore(stores.references);
  return { key, batches: withReferences(batches, references) };
}
