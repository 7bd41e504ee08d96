/**
 * Every address of the portal, in one typed registry: links and redirects call `paths.x(...)`, the router
 * takes its patterns from `paths.x.pattern`. A route that moves is a change here only.
 * (The service's own paths are another table: src/api/paths.ts.)
 */
import { writeCompareSearch, type CompareItem } from './compare-link-write.ts';

/** Query parameters of a page; empty and missing values are left out. */
export type QueryParams = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

function withQuery(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  const entries = params instanceof URLSearchParams ? [...params] : Object.entries(params);
  for (const [key, value] of entries) if (value) search.append(key, value);
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

function route<Args extends unknown[]>(pattern: string, build: (...args: Args) => string) {
  return Object.assign(build, { pattern });
}

const fixed = (pattern: string) => route(pattern, () => pattern);

/**
 * An absent token in an older order link, `/orders/<intake>/<order>` (paths.orderResultByPath): the
 * service finds a result by either token alone. (A token that is itself a single hyphen cannot be told
 * apart from an absent one there; the query form has no such case.)
 */
export const ABSENT_TOKEN = '-';

function tokenSegment(token: string | null | undefined): string {
  const trimmed = token?.trim() ?? '';
  return trimmed ? encodeURIComponent(trimmed) : ABSENT_TOKEN;
}

export const paths = {
  login: fixed('/login'),
  pricing: route('/pricing', (params?: QueryParams) => withQuery('/pricing', params)),
  /** Price many properties at once (a pasted or uploaded spreadsheet); `?quote=` reopens a saved batch. */
  pricingBatch: route('/pricing/batch', (params?: QueryParams) => withQuery('/pricing/batch', params)),
  /** Saved quotes (kept in this browser). */
  quotes: fixed('/quotes'),
  inspections: route('/inspections', (params?: QueryParams) => withQuery('/inspections', params)),
  orders: fixed('/orders'),
  /**
   * `/orders/result?intake=<intake>&order=<order>`, each token trimmed and encoded, an absent one left out.
   * Opaque tokens travel in the query string: it is decoded exactly once, where React Router decodes a
   * path parameter twice (a token holding `%2F` would come back as `/`).
   */
  orderResult: route('/orders/result', (intakeToken?: string | null, orderToken?: string | null) =>
    withQuery('/orders/result', { intake: intakeToken?.trim(), order: orderToken?.trim() }),
  ),
  /**
   * The older form, `/orders/<intake>/<order>` (an absent token written as `-`): links made before the
   * query form still open, redirected to paths.orderResult.
   */
  orderResultByPath: route(
    '/orders/:intakeToken/:orderToken',
    (intakeToken?: string | null, orderToken?: string | null) =>
      `/orders/${tokenSegment(intakeToken)}/${tokenSegment(orderToken)}`,
  ),
  /** `/orders/compare?o=…&o=…`: results side by side (src/lib/compare-link.ts), `strategy` optional. */
  orderCompare: route('/orders/compare', (items: readonly CompareItem[] = [], strategy?: string) => {
    const query = writeCompareSearch(items, strategy ? { strategy } : {});
    return query ? `/orders/compare?${query}` : '/orders/compare';
  }),
  /** Review many results at once: orders pasted or from a file, every result's figures in one table. */
  orderPortfolio: fixed('/orders/portfolio'),
  company: fixed('/company'),
  paymentMethods: fixed('/payment-methods'),
  loanOfficers: fixed('/loan-officers'),
} as const;

/** Where a signed-in visitor starts, and lands after signing in. */
export const HOME = paths.pricing();

export interface OrderResultTokens {
  intakeToken: string | null;
  orderToken: string | null;
}

/** An order result's tokens from its query string (paths.orderResult), trimmed: null for an absent one. */
export function readOrderResultSearch(search: URLSearchParams): OrderResultTokens {
  const read = (value: string | null) => value?.trim() || null;
  return { intakeToken: read(search.get('intake')), orderToken: read(search.get('order')) };
}

/** An older link's tokens as the router hands them over (decoded): null for an absent one. */
export function readOrderResultParams(params: {
  intakeToken?: string;
  orderToken?: string;
}): OrderResultTokens {
  const read = (value: string | undefined) => (value && value !== ABSENT_TOKEN ? value : null);
  return { intakeToken: read(params.intakeToken), orderToken: read(params.orderToken) };
}
