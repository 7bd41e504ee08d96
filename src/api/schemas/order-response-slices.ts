/**
 * The results of an order read as `orderResponsesDataSchema` reads them, but never in one long task: a
 * unit's long budget is read a slice of line items at a time, the main thread yielded between slices
 * (src/lib/slices.ts), and first after the task that parsed the reply's JSON. The rest of the unit (a
 * few dozen fields) is read at once with its budget left empty, and the budget, read with the same item
 * schema, is put in its place: the value is the one-task reading's, tolerated items and all. A reply
 * with short budgets is read exactly as before, in its task. Parsed with `safeParseAsync` (the client
 * does).
 */
import * as z from 'zod/mini';
import { SLICE_MS, sliceClock, type SliceClock } from '../../lib/slices';
import { isRecord } from './field';
import {
  budgetLineItemSchema,
  isUsableUnit,
  orderResponseSchema,
  responsesShape,
  unitsRead,
  type OrderResponse,
} from './order-response';
import { readListInSlices } from './tolerant-list';

/** A budget shorter than this is read at once: a few milliseconds even on a slow phone. */
export const SLICED_FROM = 200;

async function readUnit(unit: Record<string, unknown>, clock: SliceClock, slicedFrom: number) {
  const results = unit.results;
  const lines = isRecord(results) ? results.budget_line_items : undefined;
  if (!isRecord(results) || !Array.isArray(lines) || lines.length < slicedFrom) {
    return orderResponseSchema.safeParse(unit);
  }
  // The reply's JSON.parse had its task: the unit's reading starts in the next one.
  await clock.next();
  const rest = orderResponseSchema.safeParse({ ...unit, results: { ...results, budget_line_items: [] } });
  if (!rest.success) return rest;
  const budget = await readListInSlices(lines, budgetLineItemSchema, clock);
  return { success: true, data: { ...rest.data, budget: budget.items, budgetSkipped: budget.skipped } };
}

/** The sliced reading; tests pass a shorter budget and threshold to slice every list. */
export function orderResponsesInSlices({ slicedFrom = SLICED_FROM, budgetMs = SLICE_MS } = {}) {
  return z.pipe(
    responsesShape,
    z.transform(async (d, ctx) => {
      const clock = sliceClock(budgetMs);
      const items: OrderResponse[] = [];
      let skipped = 0;
      for (const unit of d.responses) {
        const result = isUsableUnit(unit) ? await readUnit(unit, clock, slicedFrom) : null;
        if (result?.success) items.push(result.data);
        else skipped += 1;
      }
      return unitsRead(items, skipped, d.responses, ctx);
    }),
  );
}

export const orderResponsesSlicedSchema = orderResponsesInSlices();
