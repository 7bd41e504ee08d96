/**
 * One way to keep a value in this browser's localStorage: `createLocalStore(key, schema, fallback)`.
 * - Read back through a zod schema: a damaged, older or hand-edited value gives the fallback (or what the
 *   schema makes of it), never a value half-read.
 * - Every write is guarded and says how it went: a browser whose storage is full (or turned off) refuses
 *   it, and the caller tells the user (a Save button says the quote was not saved, and why).
 * - The same value (the same object) while the stored text is unchanged, so that React's
 *   `useSyncExternalStore` can read it; listeners hear writes in this tab and, by the `storage` event,
 *   in the other tabs.
 * The keys, and what a sign-out does with them, are listed in local-data.ts.
 */
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

/** How a write went: `full` when the browser's storage has no room, `unavailable` when it is turned off. */
export type StoreWrite = { saved: true } | { saved: false; reason: 'full' | 'unavailable' };

export interface LocalStore<T> {
  readonly key: string;
  read: () => T;
  write: (value: T) => StoreWrite;
  remove: () => void;
  subscribe: (listener: () => void) => () => void;
}

/** The error a browser throws when its storage is full (names differ by browser and age). */
export function isStorageFull(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

// Per key, shared by every store made for it: the parsed value by its raw text, and this tab's listeners.
const parsed = new Map<string, { raw: string | null; value: unknown }>();
const listenersByKey = new Map<string, Set<() => void>>();

function notify(key: string) {
  for (const listener of listenersByKey.get(key) ?? []) listener();
}

function readRaw(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // Storage turned off: nothing kept.
  }
}

export function createLocalStore<T>(key: string, schema: z.ZodMiniType<T>, fallback: T): LocalStore<T> {
  const read = (): T => {
    const raw = readRaw(key);
    const cached = parsed.get(key);
    if (cached && cached.raw === raw) return cached.value as T;
    let value = fallback;
    if (raw !== null) {
      try {
        const result = schema.safeParse(JSON.parse(raw));
        if (result.success) value = result.data;
      } catch {
        // Not JSON: the fallback.
      }
    }
    parsed.set(key, { raw, value });
    return value;
  };

  const write = (value: T): StoreWrite => {
    const storage = globalThis.localStorage;
    if (!storage) return { saved: false, reason: 'unavailable' };
    try {
      storage.setItem(key, JSON.stringify(value));
      return { saved: true };
    } catch (error) {
      return { saved: false, reason: isStorageFull(error) ? 'full' : 'unavailable' };
    } finally {
      notify(key);
    }
  };

  const remove = () => {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Storage turned off: nothing to remove.
    }
    notify(key);
  };

  const subscribe = (listener: () => void) => {
    let listeners = listenersByKey.get(key);
    if (!listeners) listenersByKey.set(key, (listeners = new Set()));
    listeners.add(listener);
    // Another tab wrote or removed the key, or cleared the storage (a null key).
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return { key, read, write, remove, subscribe };
}

/**
 * A list schema that leaves out the entries that do not fit (a damaged or older entry), rather than
 * losing the whole list for one of them; anything but an array is an empty list.
 */
export function listOf<T>(item: z.ZodMiniType<T>): z.ZodMiniType<T[]> {
  return z.pipe(
    z.unknown(),
    z.transform((data: unknown) =>
      Array.isArray(data)
        ? data.flatMap((entry: unknown) => {
            const result = item.safeParse(entry);
            return result.success ? [result.data] : [];
          })
        : [],
    ),
  );
}

/** The store's value in React, kept in step with writes here and in other tabs. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}

/** The user's words for a write the browser refused (the portal's own, for a message by the button). */
export function refusedWriteMessage(reason: 'full' | 'unavailable'): string {
  return reason === 'full'
    ? "This browser's storage for the portal is full. Delete saved quotes you no longer need (under Quotes), then save again."
    : 'This browser does not let the portal keep anything (private browsing or a setting may turn it off).';
}
