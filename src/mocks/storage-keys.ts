/**
 * Where demo mode keeps the mock service's settings in the tab's sessionStorage. Browser tests write
 * them to reach states the demo data does not have, so the keys are written once, here.
 */

/** The mock service's state (issued tokens, companies, extra orders): see `db.ts`. */
export const MOCK_STATE_KEY = 'valuation-portal:mock-service';

/** Milliseconds the mock service waits before each reply, to hold loading states long enough to see. */
export const MOCK_LATENCY_KEY = 'valuation-portal:mock-latency-ms';
