/**
 * Helpers for browser tests that need states the demo data does not have. The demo's mock service
 * keeps its state in sessionStorage and reads it when the page loads, so a test can change that state
 * and reload: the portal then meets a real refusal from the mock, in the service's words.
 */
import type { Page } from '@playwright/test';
import { envelope } from '../../src/mocks/envelope';
import { MOCK_STATE_KEY } from '../../src/mocks/storage-keys';

/**
 * Removes a company from the mock service, keeping the session: every call for it is then refused
 * with HTTP 422 "The company token you provided, is either invalid OR you don't have access to it!".
 * Takes effect at the next page load.
 */
export async function removeCompanyFromMockService(page: Page, companyToken: string): Promise<void> {
  await page.evaluate(
    ({ key, token }) => {
      const raw = window.sessionStorage.getItem(key);
      if (!raw) throw new Error('The mock service has not stored its state yet: sign in first.');
      const state = JSON.parse(raw) as { companies: { token: string }[] };
      state.companies = state.companies.filter((company) => company.token !== token);
      window.sessionStorage.setItem(key, JSON.stringify(state));
    },
    { key: MOCK_STATE_KEY, token: companyToken },
  );
}

/** One queued answer of the mock service (see src/mocks/overrides.ts): a JSON body or a text one. */
export interface QueuedFault {
  status: number;
  json?: unknown;
  text?: string;
  headers?: Record<string, string>;
  /** The mock forgets every token as it answers: the session has really ended (src/mocks/db.ts). */
  endsSession?: boolean;
}

/**
 * Queues failures for one call of the mock service (a key of apiRoutePatterns, e.g. 'pricing'): each is
 * answered once, in order, before the normal replies come back. Takes effect at the next page load.
 */
export async function queueMockFaults(page: Page, call: string, faults: QueuedFault[]): Promise<void> {
  await page.evaluate(
    ({ key, call, faults }) => {
      const raw = window.sessionStorage.getItem(key);
      if (!raw) throw new Error('The mock service has not stored its state yet: sign in first.');
      const state = JSON.parse(raw) as { faults?: Record<string, unknown[]> };
      state.faults = { ...state.faults, [call]: faults };
      window.sessionStorage.setItem(key, JSON.stringify(state));
    },
    { key: MOCK_STATE_KEY, call, faults },
  );
}

/** The envelope of a refusal: success:false, the service's words, no errors. */
export function refusalEnvelope(message: string) {
  return envelope(false, message);
}
