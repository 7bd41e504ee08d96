/**
 * 2.5 Report types the company may order. An item needs its slug; its flags and description are read
 * one by one (null when unreadable), so one odd flag does not hide the report type.
 */
import * as z from 'zod/mini';
import { flag, readable, text } from './primitives';
import { tolerantList } from './tolerant-list';

export const reportTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    nickname: text,
    formal_name: text,
    renovation_budget_needed: readable(flag),
    ask_current_stats: readable(flag),
    ask_proposed_stats: readable(flag),
    public_description: readable(text),
    land_eligible: readable(flag),
    partial_construction_eligible: readable(flag),
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
  z.object({ reportTypes: tolerantList(reportTypeSchema) }),
  z.transform((d) => d.reportTypes),
);
