/** A page's job store (job-stores.ts) and its snapshot, for React. */
import { startTransition, useContext, useEffect, useState } from 'react';
import type { JobSnapshot, JobStore } from './job-store';
import { createJobStores, type JobStores, type ManagedStore } from './job-stores';
import { JobStoresContext, type JobStoresSlot } from './job-stores-slot';

/** The app's job stores, made on the render that first needs them, as a ref is: making them has no effect. */
function storesOf(slot: JobStoresSlot): JobStores {
  slot.stores ??= createJobStores();
  return slot.stores;
}

/** From the first page that runs a job, the stores listen to the session and the page until the app ends. */
function connect(slot: JobStoresSlot, stores: JobStores): void {
  slot.disconnect ??= stores.connect();
}

/** The store named `name` of the app's job stores, made by `create` on first use. */
export function useJobStore<Store extends ManagedStore>(name: string, create: () => Store): Store {
  const slot = useContext(JobStoresContext);
  if (!slot) throw new Error('useJobStore used outside JobStoresContext');
  const stores = storesOf(slot);
  useEffect(() => connect(slot, stores), [slot, stores]);
  return stores.get(name, create);
}

/**
 * The store's snapshot, its changes rendered in transitions: a store read with useSyncExternalStore
 * renders each change at once, in one task React cannot slice or interrupt (the start of 1,000 rows,
 * then every tenth of a second of answers). In a transition, input goes first and the render yields
 * between components.
 */
export function useJobSnapshot<Job>(store: JobStore<Job>): JobSnapshot<Job> {
  const [state, setState] = useState(() => ({ store, snapshot: store.getSnapshot() }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setState((current) => {
          const snapshot = store.getSnapshot();
          return current.store === store && current.snapshot === snapshot ? current : { store, snapshot };
        }),
      );
    // A change between the render and this subscription is not missed.
    update();
    return store.subscribe(update);
  }, [store]);
  return state.store === store ? state.snapshot : store.getSnapshot();
}
