/**
 * A long budget's model made before its section first renders, in slices: reading 5,000 line items,
 * counting their categories, grouping them with subtotals and listing the table's rows is one long unit
 * of a render that React cannot split, on top of the section's own first render
 * (docs/decisions/2026-11-24-slow-phone.md).
 * The result page starts this when the result arrives and holds the budget's step until it is done
 * (response-view.tsx); BudgetSection then finds it here and computes none of it again. A short budget is
 * made in the render, as before: a few milliseconds even on a slow phone.
 */
import { startTransition, useEffect, useState } from 'react';
import type { BudgetLineItem } from '../../../api/schemas/order-response';
import { sliceClock } from '../../../lib/schedule-steps';
import {
  budgetCategories,
  buildBudgetView,
  prepareLine,
  type BudgetQuery,
  type BudgetRow,
  type BudgetView,
} from './budget-model';
import { displayRows, type DisplayRow } from './budget-rows';

/** A budget this long or longer is made ahead, in slices. */
export const PREPARED_FROM = 500;

/** What the section shows first: every category, no search, the service's order, grouped. */
export const FIRST_QUERY: BudgetQuery = { category: null, search: '', sort: null, grouped: true };

export function isFirstQuery(query: BudgetQuery): boolean {
  return query.category === null && query.search === '' && query.sort === null && query.grouped;
}

export interface PreparedBudget {
  rows: readonly BudgetRow[];
  categories: { name: string; count: number }[];
  /** The view of FIRST_QUERY and the table's rows for it. */
  view: BudgetView;
  shownRows: DisplayRow[];
}

const prepared = new WeakMap<readonly BudgetLineItem[], PreparedBudget>();

/** The model made ahead for these items (the same array the result holds), or null. */
export function preparedBudget(items: readonly BudgetLineItem[]): PreparedBudget | null {
  return prepared.get(items) ?? null;
}

/** Makes the model a slice at a time, each step in a task of its own once the slice is used up. */
export async function prepareInSlices(
  items: readonly BudgetLineItem[],
  signal: AbortSignal,
  budgetMs?: number,
): Promise<PreparedBudget | null> {
  const clock = sliceClock(budgetMs);
  const pause = async () => {
    if (clock.due()) await clock.next();
    return signal.aborted;
  };
  const rows: BudgetRow[] = [];
  for (const line of items) {
    if (await pause()) return null;
    rows.push(prepareLine(line, rows.length));
  }
  if (await pause()) return null;
  const categories = budgetCategories(rows);
  if (await pause()) return null;
  const view = buildBudgetView(rows, FIRST_QUERY);
  if (await pause()) return null;
  const model = { rows, categories, view, shownRows: displayRows(view, FIRST_QUERY.grouped) };
  prepared.set(items, model);
  return model;
}

/**
 * True once the budget's section can render without making its model: at once for a short budget,
 * after the sliced work for a long one (started by the first call, given up when the page goes).
 */
export function usePreparedBudget(items: readonly BudgetLineItem[]): boolean {
  const ahead = items.length >= PREPARED_FROM;
  const [done, setDone] = useState<readonly BudgetLineItem[] | null>(null);
  useEffect(() => {
    if (!ahead || prepared.has(items)) return;
    const controller = new AbortController();
    void prepareInSlices(items, controller.signal).then((model) => {
      if (model) startTransition(() => setDone(items));
    });
    return () => controller.abort();
  }, [ahead, items]);
  return !ahead || done === items || prepared.has(items);
}
