/**
 * The columns of the comparison, one per result, from the items of its address (limited and made
 * distinct first: limitCompareItems). One request per order (two units of one order share it), through
 * the order result's own query: a result opened before comes from the cache, and the comparison keeps
 * only what `toCompareResults` picks from the cached reply, never a second copy of its budget lines.
 * Only results (and orders still loading) take one of the MAX_COMPARED places; an order that cannot be
 * opened, or a result the reply does not have, is a notice above the table.
 */
import { useQueries } from '@tanstack/react-query';
import type { CompareItem } from '../../../lib/compare-link';
import { isNotReady, orderQueries } from '../../../queries/orders';
import { resultHeading, toCompareResults, type CompareResult } from './compare-model';

/** Side by side, at most: more would not fit a screen or a landscape page. */
export const MAX_COMPARED = 4;

interface ColumnBase {
  /** Stable across renders: the order's tokens and the result's position. */
  id: string;
  /** The item of the address this column comes from. */
  itemIndex: number;
  item: CompareItem;
  /** The column's heading. */
  title: string;
}

export type CompareColumn = ColumnBase &
  (
    | { state: 'loading' }
    | { state: 'error'; error: unknown; notReady: boolean; retry: () => void }
    /** The reply has no result at that position (or none at all). */
    | { state: 'missing' }
    | { state: 'ready'; result: CompareResult; place: string; position: number; of: number }
  );

const orderKey = (item: CompareItem) => `${item.intakeToken}\u0000${item.orderToken}`;

/** "Order ord_5T7R1Q", "Order ord_7J3L5X, result 2": the name of a column whose result is not here. */
export function itemTitle(item: CompareItem): string {
  const token = item.orderToken || item.intakeToken;
  return item.result === null ? `Order ${token}` : `Order ${token}, result ${item.result}`;
}

/** A column that takes a place: a result, or an order still loading. */
export type PlaceColumn = Extract<CompareColumn, { state: 'loading' | 'ready' }>;
/** An order that could not be opened, or a result its reply does not have. */
export type NoticeColumn = Extract<CompareColumn, { state: 'error' | 'missing' }>;

export interface CompareColumns {
  places: PlaceColumn[];
  notices: NoticeColumn[];
  /** Results beyond MAX_COMPARED (an order named whole with more results than places): named, not shown. */
  overflow: string[];
}

export function useCompareColumns(items: readonly CompareItem[]): CompareColumns {
  const orders = [...new Map(items.map((item) => [orderKey(item), item])).values()];
  const queries = useQueries({
    queries: orders.map((order) => ({
      ...orderQueries.response(order.intakeToken, order.orderToken),
      select: toCompareResults,
    })),
  });
  const byOrder = new Map(orders.map((order, index) => [orderKey(order), queries[index]!]));

  const columns: CompareColumn[] = [];
  const seen = new Set<string>();
  items.forEach((item, itemIndex) => {
    const query = byOrder.get(orderKey(item))!;
    const base = { itemIndex, item, title: itemTitle(item) };
    const id = `${orderKey(item)}\u0000${item.result ?? 'all'}`;
    if (query.isPending) {
      columns.push({ ...base, id, state: 'loading' });
    } else if (query.isError) {
      // Always offered: a report that was not ready, or a refusal that has since been lifted, opens later.
      const retry = () => void query.refetch();
      columns.push({
        ...base,
        id,
        state: 'error',
        error: query.error,
        notReady: isNotReady(query.error),
        retry,
      });
    } else {
      const results = query.data;
      const chosen = item.result === null ? results : results.slice(item.result - 1, item.result);
      if (chosen.length === 0) columns.push({ ...base, id, state: 'missing' });
      for (const result of chosen) {
        const resultId = `${orderKey(item)}\u0000${result.position}`;
        // The same result reached twice (by other tokens of the same order) is shown once.
        const sameResult = `${result.orderToken || orderKey(item)}\u0000${result.position}`;
        if (seen.has(sameResult)) continue;
        seen.add(sameResult);
        columns.push({
          ...base,
          id: resultId,
          title: resultHeading(result),
          state: 'ready',
          result,
          place: result.place,
          position: result.position,
          of: result.of,
        });
      }
    }
  });
  const notices = columns.filter((c): c is NoticeColumn => c.state === 'error' || c.state === 'missing');
  const places = columns.filter((c): c is PlaceColumn => c.state === 'loading' || c.state === 'ready');
  return {
    places: places.slice(0, MAX_COMPARED),
    notices,
    overflow: places.slice(MAX_COMPARED).map((c) => c.title),
  };
}

/** The items once `column` is removed; an order shown whole keeps its other results. */
export function withoutColumn(items: readonly CompareItem[], column: CompareColumn): CompareItem[] {
  return items.flatMap((item, index) => {
    if (index !== column.itemIndex) return [item];
    if (column.state !== 'ready' || item.result !== null) return [];
    return Array.from({ length: column.of }, (_, i) => i + 1)
      .filter((position) => position !== column.position)
      .map((position) => ({ ...item, result: position }));
  });
}
