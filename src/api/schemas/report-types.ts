/**
 * 2.5 Report types the company may order.
 */
import * as z from 'zod/mini';
import { flag, text } from './primitives';

export const reportTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    nickname: text,
    formal_name: text,
    renovation_budget_needed: flag,
    ask_current_stats: flag,
    ask_proposed_stats: flag,
    public_description: text,
    land_eligible: flag,
    partial_construction_eligible: flag,
  }),
  z.transform((d) => ({
    slug: d.slug,
    nickname: d.nickname,
    formalName: d.formal_name,
    renovationBudgetNeeded: d.renovation_budget_needed,
    askCurrentStats: d.ask_current_stats,
    askProposedStats: d.ask_proposed_stats,
    description: d.public_description,
    landEligible: d.land_eligible,
    partialConstructionEligible: d.partial_construction_eligible,
  })),
);
export type ReportType = z.output<typeof reportTypeSchema>;

export const reportTypesDataSchema = z.pipe(
  z.object({ reportTypes: z.array(reportTypeSchema) }),
  z.transform((d) => d.reportTypes),
);
