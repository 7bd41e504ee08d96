/**
 * 2.11 The result of an order: property facts, market, scores, condition ratings, valuation,
 * renovation strategies and budget line items.
 */
import * as z from 'zod/mini';
import { parseMixedValue } from '../../lib/parse';
import { decimal, decimalText, keyFlag, money, nullableText, percent, text } from './primitives';
import { tolerantList } from './tolerant-list';

/** A condition rating: decimal text, or "N/A" for not rated (value null). */
const rating = decimalText;

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

const count = z.nullish(decimal);

export const orderResponseSchema = z.pipe(
  z.object({
    order_token: text,
    property_address: z.object({
      unit_number: nullableText,
      address: text,
      address_line_2: nullableText,
      city: text,
      state: text,
      postal_code: text,
      asset_ref_id: nullableText,
    }),
    property_specs: z.nullish(
      z.object({
        above_grade_sqft: count,
        below_grade_sqft: count,
        beds: count,
        baths: count,
        year_built: nullableText,
        lot_size: count,
        stories: decimalText,
        garage: count,
        key_flags: z.nullish(
          z.object({
            golf_course: keyFlag,
            pool: keyFlag,
            water_front: keyFlag,
          }),
        ),
      }),
    ),
    market_information: z.nullish(
      z.object({
        zip_code_category: text,
        demand_score: count,
        demand_score_level: text,
        inventory: text,
        medianTTS: text,
        remodeled: percent,
      }),
    ),
    confidence_score: z.nullish(
      z.object({
        fsd_score: decimalText,
        fsd_confidence_score: count,
        rv_confidence: text,
        data_quality: text,
        application_score: text,
      }),
    ),
    subject_condition_rating: z.nullish(
      z.object({
        overall_condition: rating,
        kitchen: rating,
        baths: rating,
        interior: rating,
        exterior: rating,
      }),
    ),
    results: z.nullish(
      z.object({
        commentary: z.nullish(
          z.object({
            market: text,
            subject_property: text,
            budget: text,
            valuation: text,
            recommendations: text,
          }),
        ),
        valuation_summary: z.nullish(
          z.object({
            current_condition: text,
            estimated_as_is_value: money,
          }),
        ),
        // Read row by row: an unreadable row is left out and counted, the rest of the table stays.
        renovation_strategies: z.nullish(tolerantList(strategyRowSchema)),
        budget_line_items: z.nullish(tolerantList(budgetLineItemSchema)),
      }),
    ),
  }),
  z.transform((d) => {
    const a = d.property_address;
    const s = d.property_specs;
    const m = d.market_information;
    const c = d.confidence_score;
    const r = d.subject_condition_rating;
    const res = d.results;
    return {
      orderToken: d.order_token,
      address: {
        unitNumber: a.unit_number,
        address: a.address,
        addressLine2: a.address_line_2,
        city: a.city,
        state: a.state,
        postalCode: a.postal_code,
        assetRefId: a.asset_ref_id,
      },
      specs: s
        ? {
            aboveGradeSqft: s.above_grade_sqft ?? null,
            belowGradeSqft: s.below_grade_sqft ?? null,
            beds: s.beds ?? null,
            baths: s.baths ?? null,
            yearBuilt: s.year_built,
            lotSize: s.lot_size ?? null,
            stories: s.stories,
            garage: s.garage ?? null,
            keyFlags: {
              golfCourse: s.key_flags?.golf_course ?? null,
              pool: s.key_flags?.pool ?? null,
              waterFront: s.key_flags?.water_front ?? null,
            },
          }
        : null,
      market: m
        ? {
            zipCodeCategory: m.zip_code_category,
            demandScore: m.demand_score ?? null,
            demandScoreLevel: m.demand_score_level,
            inventory: m.inventory,
            medianTimeToSell: m.medianTTS,
            remodeled: m.remodeled,
          }
        : null,
      confidence: c
        ? {
            fsdScore: c.fsd_score,
            fsdConfidenceScore: c.fsd_confidence_score ?? null,
            rvConfidence: c.rv_confidence,
            dataQuality: c.data_quality,
            applicationScore: c.application_score,
          }
        : null,
      condition: r
        ? {
            overall: r.overall_condition,
            kitchen: r.kitchen,
            baths: r.baths,
            interior: r.interior,
            exterior: r.exterior,
          }
        : null,
      commentary: {
        market: res?.commentary?.market ?? '',
        subjectProperty: res?.commentary?.subject_property ?? '',
        budget: res?.commentary?.budget ?? '',
        valuation: res?.commentary?.valuation ?? '',
        recommendations: res?.commentary?.recommendations ?? '',
      },
      valuation: res?.valuation_summary
        ? {
            currentCondition: res.valuation_summary.current_condition,
            estimatedAsIsValue: res.valuation_summary.estimated_as_is_value,
          }
        : null,
      strategies: res?.renovation_strategies?.items ?? [],
      /** Strategy rows that could not be read and are left out. */
      strategiesSkipped: res?.renovation_strategies?.skipped ?? 0,
      budget: res?.budget_line_items?.items ?? [],
      /** Budget lines that could not be read at all and are left out (not an unreadable amount: that line stays). */
      budgetSkipped: res?.budget_line_items?.skipped ?? 0,
    };
  }),
);
export type OrderResponse = z.output<typeof orderResponseSchema>;

export const orderResponsesDataSchema = z.pipe(
  z.object({ responses: z.array(orderResponseSchema) }),
  z.transform((d) => d.responses),
);
