/**
 * The job stores of the signed-in user (job-store.ts): one per page that runs one (the pricing batch,
 * the order portfolio), made on the page's first use and kept while the user stays signed in, so a job
 * carries on, and its answers are recorded, when its page is left or the session ends. Made by the first
 * page that runs a job and kept in the app's slot (job-stores-slot.ts, beside the query client);
 * `connect()` (that page's effect, once) tells every store of the session and of the page's life until
 * the app ends, and nothing happens before it.
 * A sign-out, or a session of another user or company, forgets every store.
 */
import { sessionStore, type Session } from './session-store';

/** What the job stores need of a store (job-store.ts's JobStore has it). */
export interface ManagedStore {
  pause: () => void;
  unloading: () => void;
  shown: () => void;
  flush: () => void;
  dispose: () => void;
}

export interface JobStores {
  /** The store named `name`, made by `create` on first use (it has no effect until used). */
  get: <Store extends ManagedStore>(name: string, create: () => Store) => Store;
  /** Listens to the session and the page; returns the function that stops listening. */
  connect: () => () => void;
  /** Forgets every store, stopping what they send. */
  disposeAll: () => void;
}

const ownerOf = (session: Session | null) =>
  session ? `${session.companyToken}\n${session.user.username}` : null;

export function createJobStores(): JobStores {
  const stores = new Map<string, ManagedStore>();
  let owner = ownerOf(sessionStore.get());
  const each = (act: (store: ManagedStore) => void) => () => stores.forEach(act);
  function disposeAll() {
    stores.forEach((store) => store.dispose());
    stores.clear();
  }
  return {
    get<Store extends ManagedStore>(name: string, create: () => Store): Store {
      let store = stores.get(name) as Store | undefined;
      if (!store) {
        // Made lazily, as a ref is, on the render that first needs it: making one has no effect.
        store = create();
        stores.set(name, store);
      }
      return store;
    },
    connect() {
      owner = ownerOf(sessionStore.get()) ?? owner;
      const unloading = each((store) => store.unloading());
      const shown = each((store) => store.shown());
      const hidden = each((store) => store.flush());
      const stops = [
        sessionStore.onEnd(({ reason }) => {
          if (reason === 'signed-out') disposeAll();
          else stores.forEach((store) => store.pause());
        }),
        sessionStore.subscribe(() => {
          const next = ownerOf(sessionStore.get());
          if (next === null) return;
          if (next !== owner) disposeAll();
          owner = next;
        }),
      ];
      // A reload sends nothing more once it has begun: a request sent while the page unloads can be
      // answered by something other than the service (the demo's mock stops answering this page first).
      globalThis.addEventListener?.('beforeunload', unloading);
      globalThis.addEventListener?.('pageshow', shown);
      globalThis.addEventListener?.('pagehide', hidden);
      return () => {
        stops.forEach((stop) => stop());
        globalThis.removeEventListener?.('beforeunload', unloading);
        globalThis.removeEventListener?.('pageshow', shown);
        globalThis.removeEventListener?.('pagehide', hidden);
      };
    },
    disposeAll,
  };
}
