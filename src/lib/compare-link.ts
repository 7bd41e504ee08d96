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

/**
 * Whether two items name the same order. The service finds an order by its intake token, its order
 * token or both: the same order token (with the same intake token, or one of them without any) is one
 * order; without order tokens, the same intake token.
 */
export function sameOrder(a: CompareItem, b: CompareItem): boolean {
  if (a.orderToken || b.orderToken) {
    return (
      a.orderToken === b.orderToken && (a.intakeToken === b.intakeToken || !a.intakeToken || !b.intakeToken)
    );
  }
  return a.intakeToken === b.intakeToken;
}

export interface LimitedComparison {
  /** At most `max` items, each naming results no other item names. */
  items: CompareItem[];
  /** What the address names beyond them, in its order: never requested. */
  leftOut: CompareItem[];
  /** How many entries named a result (or an order) named before them. */
  repeated: number;
}

/**
 * The items a comparison requests, from what its address names (a link is anyone's to write): each
 * result once, at most `max`. An order named twice, or whole and by one of its results (result 1 of a
 * single result), is one item under the tokens it was first named by, so it is one request and one
 * column. The rest is left out, to be named, with nothing requested for it.
 */
export function limitCompareItems(named: readonly CompareItem[], max: number): LimitedComparison {
  const kept: CompareItem[] = [];
  let repeated = 0;
  for (const entry of named) {
    const first = kept.find((k) => sameOrder(k, entry));
    const item = first ? { ...entry, intakeToken: first.intakeToken, orderToken: first.orderToken } : entry;
    const ofOrder = kept.filter((k) => sameOrder(k, item));
    if (ofOrder.some((k) => k.result === null || k.result === item.result)) {
      repeated += 1;
    } else if (item.result === null && ofOrder.length > 0) {
      // The order whole, after some of its results: it takes the first one's place and covers the rest.
      const at = kept.indexOf(ofOrder[0]!);
      repeated += ofOrder.length - 1;
      kept.splice(at, 1, item);
      for (const other of ofOrder.slice(1)) kept.splice(kept.indexOf(other), 1);
    } else {
      kept.push(item);
    }
  }
  return { items: kept.slice(0, max), leftOut: kept.slice(max), repeated };
}
