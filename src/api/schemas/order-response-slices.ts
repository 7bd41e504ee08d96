/**
 * The results of an order read as `orderResponsesDataSchema` reads them, but never in one long task. The
 * reading starts in the task after the one that parsed the reply's JSON; a reply's units are read one
 * after another, the main thread yielded between them once a slice has used its time (src/lib/schedule-steps.ts);
 * a unit's long budget is read a slice of line items at a time: the rest of the unit (a few dozen
 * fields) is read at once with its budget left empty, and the budget, read with the same item schema, is
 * put in its place. The value is the one-task reading's, tolerated items and all. Parsed with
 * `safeParseAsync` (the client does).
 */
import * as z from 'zod/mini';
import { yieldToMain } from '../../lib/schedule';
import { SLICE_MS, sliceClock, type SliceClock } from '../../lib/schedule-steps';
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
  if (clock.due()) await clock.next();
  const results = unit.results;
  const lines = isRecord(results) ? results.budget_line_items : undefined;
  if (!isRecord(results) || !Array.isArray(lines) || lines.length < slicedFrom) {
    return orderResponseSchema.safeParse(unit);
  }
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
      // The reading starts in a task of its own, not in the one that parsed the reply's JSON: replies that
      // arrive together (a comparison's four) were otherwise all read in one long task.
      await yieldToMain();
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
