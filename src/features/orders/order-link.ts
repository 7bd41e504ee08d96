/**
 * The portal address of an order's result, and reading the tokens back from a pasted link.
 *
 * Tokens are opaque (any printable characters), so they travel in the query string, which is decoded
 * exactly once: `/orders/result?intake=…&order=…`, either one alone allowed. React Router decodes path
 * parameters a second time, so a token holding `%2F` would not survive a path segment. The older
 * `/orders/<intake>/<order>` links still open (see the router) and are still read from a paste.
 * See docs/decisions/2026-11-22-order-lookup-by-one-token.md.
 */

export interface OrderTokens {
  intakeToken: string;
  orderToken: string;
}

export const ORDER_RESULT_PATH = '/orders/result';

export function orderPath(intakeToken: string, orderToken: string): string {
  const params = new URLSearchParams();
  if (intakeToken !== '') params.set('intake', intakeToken);
  if (orderToken !== '') params.set('order', orderToken);
  return `${ORDER_RESULT_PATH}?${params.toString()}`;
}

/** The tokens of a result page's query string ('' where one is not given). */
export function tokensFromSearch(search: URLSearchParams): OrderTokens {
  return {
    intakeToken: (search.get('intake') ?? '').trim(),
    orderToken: (search.get('order') ?? '').trim(),
  };
}

// `.../orders/<intake>/<order>` with an optional trailing slash, query or fragment; with or without a host.
const PATH_LINK = /(?:^|\/)orders\/([^/?#\s]+)\/([^/?#\s]+)\/?(?:[?#]\S*)?$/;
// `.../orders/result?…`, with or without a host.
const QUERY_LINK = /(?:^|\/)orders\/result\/?\?(\S*)$/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return null;
  }
}

export function readOrderLink(text: string): OrderTokens | null {
  const trimmed = text.trim();
  const query = QUERY_LINK.exec(trimmed);
  if (query) {
    const tokens = tokensFromSearch(new URLSearchParams(query[1]!.split('#')[0]));
    return tokens.intakeToken || tokens.orderToken ? tokens : null;
  }
  const match = PATH_LINK.exec(trimmed);
  if (!match?.[1] || !match[2]) return null;
  const intakeToken = decode(match[1]);
  const orderToken = decode(match[2]);
  return intakeToken && orderToken ? { intakeToken, orderToken } : null;
}
