/**
 * The mock service's state: issued tokens, companies (with their payment sources and loan officers)
 * and orders. In the browser it is kept in sessionStorage so that a reload keeps the demo session.
 */
import { seedCompanies, seedUsers, type MockCompany, type MockUser } from './data/accounts';
import { seedOrders, type MockOrder } from './data/orders/seed-orders';
import type { JsonBodyType } from 'msw';
import { MOCK_STATE_KEY } from './storage-keys';

/** One queued answer (overrides.ts): a JSON body, or a text one (a proxy's error page). */
export interface MockFault {
  status: number;
  json?: JsonBodyType;
  text?: string;
  /** Extra headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  /** Answering it also forgets every token issued (a 401 of a session that really ended). */
  endsSession?: boolean;
}

export interface MockState {
  /** Bearer token → username. */
  tokens: Record<string, string>;
  companies: MockCompany[];
  /** Orders added to the seed (browser tests seed hostile or edge-case results this way). */
  extraOrders?: MockOrder[];
  /** Failures to answer before the normal replies, by call (see overrides.ts). */
  faults?: Record<string, MockFault[]>;
}

export interface MockDb {
  state: MockState;
  users: MockUser[];
  orders: MockOrder[];
  save(): void;
  reset(): void;
  userForToken(token: string): MockUser | undefined;
  company(token: string): MockCompany | undefined;
}

function freshState(): MockState {
  return { tokens: {}, companies: seedCompanies() };
}

export function createMockDb(storage?: Storage): MockDb {
  const load = (): MockState => {
    try {
      const raw = storage?.getItem(MOCK_STATE_KEY);
      if (raw) return JSON.parse(raw) as MockState;
    } catch {
      // A damaged demo state starts over.
    }
    return freshState();
  };

  const initial = load();
  const db: MockDb = {
    state: initial,
    users: seedUsers.map((u) => ({ ...u })),
    orders: [...(initial.extraOrders ?? []), ...seedOrders.map((o) => ({ ...o }))],
    save() {
      storage?.setItem(MOCK_STATE_KEY, JSON.stringify(db.state));
    },
    reset() {
      db.state = freshState();
      db.users = seedUsers.map((u) => ({ ...u }));
      db.orders = seedOrders.map((o) => ({ ...o }));
      storage?.removeItem(MOCK_STATE_KEY);
    },
    userForToken(token) {
      const username = db.state.tokens[token];
      return username === undefined ? undefined : db.users.find((u) => u.username === username);
    },
    company(token) {
      return db.state.companies.find((c) => c.token === token);
    },
  };
  return db;
}
