/**
 * The writing half of a comparison's address (compare-link.ts describes it): apart from the reading half
 * because src/lib/paths.ts, which the boot module loads on every page, needs only this.
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

/** One item as the value of an `o` parameter. */
export function writeCompareItem(item: CompareItem): string {
  const tokens = `${encodePart(item.intakeToken)}:${encodePart(item.orderToken)}`;
  return item.result === null ? tokens : `${tokens}:${item.result}`;
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
