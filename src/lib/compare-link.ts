/**
 * The results a comparison shows, written in its address (`/orders/compare?o=…&o=…`) so that the link
 * can be shared. Each `o` names one order by its tokens and, for an order with several results (a
 * multi-unit property), which one: `<intake>:<order>[:<result number, from 1>]`. Tokens are opaque, so
 * each is percent-encoded inside the value and a colon in a token can never be read as a separator.
 * Without a result number the comparison shows every result of the order.
 */

export interface CompareItem {
  intakeToken: string;
  orderToken: string;
  /** 1-based position of the result in the order's reply; null: every result of the order. */
  result: number | null;
}

export const COMPARE_PARAM = 'o';

function encodePart(part: string): string {
  return encodeURIComponent(part.trim());
}

function decodePart(part: string): string | null {
  try {
    return decodeURIComponent(part).trim();
  } catch {
    return null;
  }
}

/** One item as the value of an `o` parameter. */
export function writeCompareItem(item: CompareItem): string {
  const tokens = `${encodePart(item.intakeToken)}:${encodePart(item.orderToken)}`;
  return item.result === null ? tokens : `${tokens}:${item.result}`;
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

/** The query string of a comparison (without `?`); the separators stay readable colons. */
export function writeCompareSearch(
  items: readonly CompareItem[],
  extra: Record<string, string> = {},
): string {
  const search = new URLSearchParams();
  for (const item of items) search.append(COMPARE_PARAM, writeCompareItem(item));
  for (const [key, value] of Object.entries(extra)) if (value) search.append(key, value);
  // A colon inside a token is %253A by now (encoded twice); only the separators read %3A.
  return search.toString().replace(/%3A/g, ':');
}

export function sameCompareItem(a: CompareItem, b: CompareItem): boolean {
  return a.intakeToken === b.intakeToken && a.orderToken === b.orderToken && a.result === b.result;
}
