/**
 * 2.11 The result of an order: property facts, market, scores, condition ratings, valuation,
 * renovation strategies and budget line items. Read section by section and field by field (field.ts):
 * a field that cannot be read is an `Unreadable` marker where it stands, a section that is not an
 * object is a marker for the whole section, a table is read row by row; the paths of the markers are
 * listed in `unreadable` for the technical details. A unit (an item of `responses`) with nothing to show
 * is left out and counted; only a reply with no usable unit fails as malformed.
 */
import * as z from 'zod/mini';
import {
  field,
  fields,
  isRecord,
  isUnreadable,
  listSection,
  section,
  unreadablePaths,
  type Unreadable,
} from './field';
import { strategyRowSchema, budgetLineItemSchema } from './order-result-rows';
import { decimal, decimalText, keyFlag, money, nullableText, percent, text } from './primitives';
import type { ListResult } from './tolerant-list';

export {
  STRATEGY_COLUMNS,
  budgetLineItemSchema,
  strategyRowSchema,
  type AllocationKey,
  type BudgetLineItem,
  type StrategyColumn,
  type StrategyRow,
} from './order-result-rows';
export { isUnreadable, type Read, type Unreadable } from './field';

/** A count (integer in the interface): a number, null when absent; text such as "three" is unreadable. */
const count = field(
  z.pipe(
    z.nullish(decimal),
    z.transform((value) => value ?? null),
  ),
);
const textField = field(text);
const nullableTextField = field(nullableText);
/** A condition rating: decimal text, or "N/A" for not rated (value null). */
const rating = field(decimalText);

const addressSchema = {
  unit_number: nullableTextField,
  address: textField,
  address_line_2: nullableTextField,
  city: textField,
  state: textField,
  postal_code: textField,
  asset_ref_id: nullableTextField,
};

const specsSchema = {
  above_grade_sqft: count,
  below_grade_sqft: count,
  beds: count,
  baths: count,
  year_built: nullableTextField,
  lot_size: count,
  stories: field(decimalText),
  garage: count,
  key_flags: section({ golf_course: field(keyFlag), pool: field(keyFlag), water_front: field(keyFlag) }),
};

const marketSchema = {
  zip_code_category: textField,
  demand_score: count,
  demand_score_level: textField,
  inventory: textField,
  medianTTS: textField,
  remodeled: field(percent),
};

const confidenceSchema = {
  fsd_score: field(decimalText),
  fsd_confidence_score: count,
  rv_confidence: textField,
  data_quality: textField,
  application_score: textField,
};

const conditionSchema = {
  overall_condition: rating,
  kitchen: rating,
  baths: rating,
  interior: rating,
  exterior: rating,
};

const commentarySchema = {
  market: textField,
  subject_property: textField,
  budget: textField,
  valuation: textField,
  recommendations: textField,
};

const resultsSchema = {
  commentary: section(commentarySchema),
  valuation_summary: section({ current_condition: textField, estimated_as_is_value: field(money) }),
  renovation_strategies: listSection(strategyRowSchema),
  budget_line_items: listSection(budgetLineItemSchema),
};

/** A section's fields under domain names: the same marker or null passes through unchanged. */
function mapSection<T extends object, U>(value: T | Unreadable | null, map: (value: T) => U) {
  return value === null || isUnreadable(value) ? value : map(value);
}

const EMPTY_LIST = { items: [], skipped: 0 };
const listOf = <T>(value: ListResult<T> | Unreadable | undefined): ListResult<T> =>
  value === undefined || isUnreadable(value) ? EMPTY_LIST : value;

export const orderResponseSchema = z.pipe(
  fields({
    order_token: textField,
    property_address: section(addressSchema),
    property_specs: section(specsSchema),
    market_information: section(marketSchema),
    confidence_score: section(confidenceSchema),
    subject_condition_rating: section(conditionSchema),
    results: section(resultsSchema),
  }),
  z.transform((d) => {
    const res = isUnreadable(d.results) ? null : d.results;
    const strategies = listOf(res?.renovation_strategies);
    const budget = listOf(res?.budget_line_items);
    return {
      orderToken: d.order_token,
      address: mapSection(d.property_address, (a) => ({
        unitNumber: a.unit_number,
        address: a.address,
        addressLine2: a.address_line_2,
        city: a.city,
        state: a.state,
        postalCode: a.postal_code,
        assetRefId: a.asset_ref_id,
      })),
      specs: mapSection(d.property_specs, (s) => ({
        aboveGradeSqft: s.above_grade_sqft,
        belowGradeSqft: s.below_grade_sqft,
        beds: s.beds,
        baths: s.baths,
        yearBuilt: s.year_built,
        lotSize: s.lot_size,
        stories: s.stories,
        garage: s.garage,
        keyFlags: mapSection(s.key_flags, (k) => ({
          golfCourse: k.golf_course,
          pool: k.pool,
          waterFront: k.water_front,
        })),
      })),
      market: mapSection(d.market_information, (m) => ({
        zipCodeCategory: m.zip_code_category,
        demandScore: m.demand_score,
        demandScoreLevel: m.demand_score_level,
        inventory: m.inventory,
        medianTimeToSell: m.medianTTS,
        remodeled: m.remodeled,
      })),
      confidence: mapSection(d.confidence_score, (c) => ({
        fsdScore: c.fsd_score,
        fsdConfidenceScore: c.fsd_confidence_score,
        rvConfidence: c.rv_confidence,
        dataQuality: c.data_quality,
        applicationScore: c.application_score,
      })),
      condition: mapSection(d.subject_condition_rating, (r) => ({
        overall: r.overall_condition,
        kitchen: r.kitchen,
        baths: r.baths,
        interior: r.interior,
        exterior: r.exterior,
      })),
      /** The five commentaries ('' when absent), or the marker when the whole commentary is unreadable. */
      commentary: isUnreadable(res?.commentary)
        ? res.commentary
        : {
            market: res?.commentary?.market ?? '',
            subjectProperty: res?.commentary?.subject_property ?? '',
            budget: res?.commentary?.budget ?? '',
            valuation: res?.commentary?.valuation ?? '',
            recommendations: res?.commentary?.recommendations ?? '',
          },
      valuation: mapSection(res?.valuation_summary ?? null, (v) => ({
        currentCondition: v.current_condition,
        estimatedAsIsValue: v.estimated_as_is_value,
      })),
      strategies: strategies.items,
      /** Strategy rows that could not be read and are left out. */
      strategiesSkipped: strategies.skipped,
      /** The strategy table was sent but is not a list: its section says so. */
      strategiesUnreadable: isUnreadable(res?.renovation_strategies),
      budget: budget.items,
      /** Budget lines that could not be read at all and are left out (not an unreadable amount: that line stays). */
      budgetSkipped: budget.skipped,
      budgetUnreadable: isUnreadable(res?.budget_line_items),
      /** The results section was sent but is not an object: strategies, budget and commentary say so. */
      resultsUnreadable: isUnreadable(d.results),
      /** The service's paths of every field and section that could not be read, for the technical details. */
      unreadable: unreadablePaths(d),
    };
  }),
);
export type OrderResponse = z.output<typeof orderResponseSchema>;

/** The sections of a unit: a unit with none of them (`{}`, a string) has nothing to show. */
const SECTION_KEYS = [
  'property_address',
  'property_specs',
  'market_information',
  'confidence_score',
  'subject_condition_rating',
  'results',
] as const;

/** A unit that can be shown: an object with at least one section that is an object. */
export function isUsableUnit(input: unknown): input is Record<string, unknown> {
  return isRecord(input) && SECTION_KEYS.some((key) => isRecord(input[key]));
}

/**
 * The results of an order: the units that can be shown, and how many were left out. A reply whose
 * units are all unusable fails as malformed (an order that seems to have no result would be untrue).
 */
/** The units of a reply, each read on its own. */
export const responsesShape = z.object({ responses: z.array(z.unknown()) });

export const orderResponsesDataSchema = z.pipe(
  responsesShape,
  z.transform((d, ctx): ListResult<OrderResponse> => {
    const items: OrderResponse[] = [];
    let skipped = 0;
    for (const unit of d.responses) {
      const result = isUsableUnit(unit) ? orderResponseSchema.safeParse(unit) : null;
      if (result?.success) items.push(result.data);
      else skipped += 1;
    }
    return unitsRead(items, skipped, d.responses, ctx);
  }),
);

/** The units read, or the reply's issue when none of them could be (order-response-slices.ts too). */
export function unitsRead(
  items: OrderResponse[],
  skipped: number,
  responses: unknown[],
  ctx: z.core.ParsePayload,
): ListResult<OrderResponse> {
  if (items.length === 0 && skipped > 0) {
    ctx.issues.push({
      code: 'custom',
      message: `none of the ${skipped} results could be read`,
      input: responses,
      path: ['responses'],
    });
    return z.NEVER;
  }
  return { items, skipped };
}
