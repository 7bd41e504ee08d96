/**
 * Where the service is. `VITE_API_BASE_URL` is read at build time:
 * - unset or empty: demo mode, the built-in mock service answers on the portal's own origin;
 * - `/`: the portal's own origin, behind a reverse proxy that routes `/api` to the service;
 * - an absolute URL: the service itself (it must then allow cross-origin calls).
 */
const configured = (import.meta.env.VITE_API_BASE_URL ?? '').trim();

// Written so that the bundler folds it to a constant: a build for a real service drops demo-only code.
export const isDemoMode = !import.meta.env.VITE_API_BASE_URL;

export function resolveBaseUrl(value: string = configured): string {
  if (value === '' || value === '/') return globalThis.location?.origin ?? 'http://localhost';
  return value.replace(/\/+$/, '');
}

export interface ApiSettings {
  baseUrl: string;
  timeoutMs: number;
  /** The bearer token of the signed-in user, or null. */
  getToken: () => string | null;
  /**
   * After a 401: does the session still work? true (the account may not make that call), false (the
   * session has ended), null (could not tell). Set by the query layer (queries/session-check.ts).
   */
  checkSession: (() => Promise<boolean | null>) | null;
}

export const apiSettings: ApiSettings = {
  baseUrl: resolveBaseUrl(),
  timeoutMs: 20_000,
  getToken: () => null,
  checkSession: null,
};

/** What one call is sent with: the service's address, the timeout and the bearer token. */
export interface Connection {
  baseUrl: string;
  timeoutMs: number;
  token: string | null;
}

/** The page's connection at this moment (a worker is handed it with each call: it has no apiSettings). */
export function currentConnection(): Connection {
  return { baseUrl: apiSettings.baseUrl, timeoutMs: apiSettings.timeoutMs, token: apiSettings.getToken() };
}

export function configureApi(settings: Partial<ApiSettings>): void {
  Object.assign(apiSettings, settings);
}
