/**
 * Where the app keeps its job stores (job-stores.ts): a slot made by start.tsx and provided through
 * `JobStoresContext`. The stores, and their code, are made by the first page that runs a job
 * (use-job-store.ts), then kept for the app's life: a page that runs none, the sign-in page first of all,
 * carries none of it.
 */
import { createContext } from 'react';
import type { JobStores } from './job-stores';

export interface JobStoresSlot {
  /** The app's job stores, once a page has made them. */
  stores: JobStores | null;
  /** Stops their listening to the session and the page; set once they listen. */
  disconnect: (() => void) | null;
}

export function createJobStoresSlot(): JobStoresSlot {
  return { stores: null, disconnect: null };
}

/** The app's end: its job stores stop listening (they listen again if the app comes back). */
export function disconnectJobStores(slot: JobStoresSlot): void {
  slot.disconnect?.();
  slot.disconnect = null;
}

export const JobStoresContext = createContext<JobStoresSlot | null>(null);
