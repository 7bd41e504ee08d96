/**
 * The rows of the two tables of an order result (interface 2.11): renovation strategy rows and budget
 * line items. Each list is read row by row (tolerantList): a row that cannot be read is left out and
 * counted, the rest of the table stays.
 */
import * as z from 'zod/mini';
import { parseMixedValue } from '../../lib/parse';
import { money, nullableText, text } from './primitives';

/** One cell of the renovation strategy table: currency, percent, multiplier text or a day count. */
const strategyValue = z.pipe(
  z.nullish(z.union([z.string(), z.number()])),
  z.transform((input) => parseMixedValue(input)),
);

export const strategyRowSchema = z.pipe(
  z.object({
    title: text,
    min: strategyValue,
    partial: strategyValue,
    full: strategyValue,
    best: strategyValue,
  }),
  z.transform((d) => ({
    title: d.title,
    /** The empty-title row the service sends between groups of rows. */
    isSeparator: d.title.trim() === '' && [d.min, d.partial, d.full, d.best].every((v) => v.kind === 'empty'),
    min: d.min,
    partial: d.partial,
    full: d.full,
    best: d.best,
  })),
);
export type StrategyRow = z.output<typeof strategyRowSchema>;
export const STRATEGY_COLUMNS = ['min', 'partial', 'full', 'best'] as const;
export type StrategyColumn = (typeof STRATEGY_COLUMNS)[number];

export const budgetLineItemSchema = z.pipe(
  z.object({
    line_itme: text,
    category: text,
    description: nullableText,
    total_cost: money,
    cost_allocation: z.nullish(
      z.object({
        heavy_repair: money,
        deferred_maintenance: money,
        upgrades: money,
        reconfiguration: money,
        soft_cost: money,
      }),
    ),
  }),
  z.transform((d) => {
    const none = { text: '', value: null };
    const c = d.cost_allocation;
    return {
      item: d.line_itme,
      category: d.category,
      description: d.description,
      total: d.total_cost,
      allocation: {
        heavyRepair: c?.heavy_repair ?? none,
        deferredMaintenance: c?.deferred_maintenance ?? none,
        upgrades: c?.upgrades ?? none,
        reconfiguration: c?.reconfiguration ?? none,
        softCost: c?.soft_cost ?? none,
      },
    };
  }),
);
export type BudgetLineItem = z.output<typeof budgetLineItemSchema>;
export type AllocationKey = keyof BudgetLineItem['allocation'];
