/**
 * Reading an order's tokens back from a pasted portal link (the link itself: paths.orderResult).
 *
 * Tokens are opaque (any printable characters). The portal's links are `/orders/result?intake=…&order=…`
 * (either may be absent); an older `/orders/<intake>/<order>` link (either token may be `-`, absent; see
 * src/lib/paths.ts) is read too. See docs/decisions/2026-11-22-order-lookup-by-one-token.md.
 */

import { ABSENT_TOKEN } from '../../../lib/paths';

export interface OrderTokens {
  intakeToken: string;
  orderToken: string;
}

/** The tokens of a query string ('' where one is not given). */
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
  // An absent token is written as `-` (paths.orderResultByPath).
  const read = (part: string) => (part === ABSENT_TOKEN ? '' : decode(part));
  const intakeToken = read(match[1]);
  const orderToken = read(match[2]);
  if (intakeToken === null || orderToken === null) return null;
  return intakeToken || orderToken ? { intakeToken, orderToken } : null;
}
