/**
 * The results a comparison shows, written in its address (`/orders/compare?o=…&o=…`) so that the link
 * can be shared. Each `o` names one order by its tokens and, for an order with several results (a
 * multi-unit property), which one: `<intake>:<order>[:<result number, from 1>]`. Tokens are opaque, so
 * each is percent-encoded inside the value and a colon in a token can never be read as a separator.
 * Without a result number the comparison shows every result of the order.
 */

import { COMPARE_PARAM, type CompareItem } from './compare-link-write';

export type { CompareItem } from './compare-link-write';

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return null;
  }
}

/** One `o` value read back; null when it names no order or cannot be read. */
export function readCompareItem(value: string): CompareItem | null {
  const parts = value.split(':');
  if (parts.length < 2 || parts.length > 3) return null;
  const intakeToken = decodePart(parts[0]!);
  const orderToken = decodePart(parts[1]!);
  if (intakeToken === null || orderToken === null || (!intakeToken && !orderToken)) return null;
  let result: number | null = null;
  if (parts.length === 3) {
    if (!/^[1-9]\d{0,2}$/.test(parts[2]!)) return null;
    result = Number(parts[2]);
  }
  return { intakeToken, orderToken, result };
}

/** The items of a comparison's query string, in order; unreadable ones are counted, not guessed at. */
export function readCompareSearch(search: URLSearchParams): { items: CompareItem[]; unreadable: number } {
  const items: CompareItem[] = [];
  let unreadable = 0;
  for (const value of search.getAll(COMPARE_PARAM)) {
    const item = readCompareItem(value);
    if (item) items.push(item);
    else unreadable += 1;
  }
  return { items, unreadable };
}
