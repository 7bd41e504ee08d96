/**
 * zod schemas for every resource of the interface (section 2), field by field.
 * Each schema reads the wire format and transforms it into a clean domain type:
 * `"0"`/`"1"` flags become booleans, decimal strings numbers, currency and percentage text
 * `{text, value}`; nullable fields stay nullable; unknown extra fields are dropped.
 * Types come from the schemas (`z.output`), never from hand-written interfaces.
 */
import * as z from 'zod/mini';
import { parseMixedValue } from '../lib/parse';
// The primitives and the token result live in their own modules so that the sign-in page's chunk carries
// them without every other resource's schemas.
import {
  decimal,
  decimalText,
  flag,
  isoDate,
  money,
  nullableText,
  optionalFlag,
  percent,
  text,
} from './schemas/primitives';

export { decimal, decimalText, flag, money, nullableText, optionalFlag, percent, text };
export { tokenResultSchema, type SessionUser, type TokenResult } from './schemas/auth';

// ---------------------------------------------------------------------------------------------
// 2.3 Standalone inspection type

export const standaloneInspectionTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    pp_platform: text,
    public_description: text,
    gla_applicable: flag,
    licensing_applicable: flag,
    standalone_price: decimal,
    standalone_price_additional_units: decimal,
    contact_info_required: flag,
    draw_inspection: flag,
    company_custom_pricing: z.optional(z.unknown()),
  }),
  z.transform((d) => ({
    slug: d.slug,
    name: d.name,
    platform: d.pp_platform,
    description: d.public_description,
    glaApplicable: d.gla_applicable,
    licensingApplicable: d.licensing_applicable,
    price: d.standalone_price,
    additionalUnitPrice: d.standalone_price_additional_units,
    contactInfoRequired: d.contact_info_required,
    drawInspection: d.draw_inspection,
    /** Any value: its type is not shown by the interface. */
    companyCustomPricing: d.company_custom_pricing ?? null,
  })),
);
export type StandaloneInspectionType = z.output<typeof standaloneInspectionTypeSchema>;

export const standaloneInspectionTypesDataSchema = z.pipe(
  z.object({ inspectionTypes: z.array(standaloneInspectionTypeSchema) }),
  z.transform((d) => d.inspectionTypes),
);

// ---------------------------------------------------------------------------------------------
// 2.4 Inspection type (report-type-filtered); the `none` entry carries only slug and name.

export const NO_INSPECTION_SLUG = 'none';

export const inspectionTypeSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    pp_platform: nullableText,
    public_description: nullableText,
    gla_applicable: optionalFlag,
    licensing_applicable: optionalFlag,
  }),
  z.transform((d) => ({
    slug: d.slug,
    name: d.name,
    isNone: d.slug === NO_INSPECTION_SLUG,
    platform: d.pp_platform,
    description: d.public_description,
    glaApplicable: d.gla_applicable,
    licensingApplicable: d.licensing_applicable,
  })),
);
export type InspectionType = z.output<typeof inspectionTypeSchema>;

export const inspectionTypesDataSchema = z.pipe(
  z.object({ inspectionTypes: z.array(inspectionTypeSchema) }),
  z.transform((d) => d.inspectionTypes),
);

// ---------------------------------------------------------------------------------------------
// 2.5 Report type

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

// ---------------------------------------------------------------------------------------------
// 2.6 Turnaround option

export const turnaroundSchema = z.pipe(
  z.object({
    slug: z.string(),
    name: z.string(),
    turnaround_time: decimal,
    turnaround_time_text: text,
    fee: decimal,
    due_date: isoDate,
  }),
  z.transform((d) => ({
    slug: d.slug,
    name: d.name,
    rank: d.turnaround_time,
    timeText: d.turnaround_time_text,
    fee: d.fee,
    dueDate: d.due_date,
  })),
);
export type Turnaround = z.output<typeof turnaroundSchema>;

export const turnaroundsDataSchema = z.pipe(
  z.object({ tat: z.array(turnaroundSchema) }),
  z.transform((d) => d.tat),
);

// ---------------------------------------------------------------------------------------------
// 2.7 Company

export const companySchema = z.pipe(
  z.object({
    token: z.string(),
    name: text,
    nickname: text,
    email: text,
    phone: text,
    address: text,
    city: text,
    state: text,
    postal_code: text,
  }),
  z.transform((d) => ({
    token: d.token,
    name: d.name,
    nickname: d.nickname,
    email: d.email,
    phone: d.phone,
    address: d.address,
    city: d.city,
    state: d.state,
    postalCode: d.postal_code,
  })),
);
export type Company = z.output<typeof companySchema>;

export const companyDataSchema = z.pipe(
  z.object({ company: companySchema }),
  z.transform((d) => d.company),
);

/** The body of the company update (4.6): exactly these eight fields. */
export interface CompanyUpdate {
  name: string;
  nickname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postalCode: string;
}

// ---------------------------------------------------------------------------------------------
// 2.8 Payment sources

export const achSourceSchema = z.pipe(
  z.object({
    payment_source_id: z.union([z.string(), z.number()]),
    source_name: text,
    last_4: text,
    is_default: flag,
    verification_status: text,
    payload: z.object({
      account_holder_name: text,
      currency: text,
      routing_number: text,
    }),
  }),
  z.transform((d) => ({
    id: String(d.payment_source_id),
    sourceName: d.source_name,
    last4: d.last_4,
    isDefault: d.is_default,
    verificationStatus: d.verification_status,
    accountHolderName: d.payload.account_holder_name,
    currency: d.payload.currency,
    routingNumber: d.payload.routing_number,
  })),
);
export type AchSource = z.output<typeof achSourceSchema>;

export const cardSourceSchema = z.pipe(
  z.object({
    payment_source_id: z.union([z.string(), z.number()]),
    source_name: text,
    last_4: text,
    is_default: flag,
    payload: z.object({
      exp_month: decimal,
      exp_year: decimal,
      brand: text,
    }),
  }),
  z.transform((d) => ({
    id: String(d.payment_source_id),
    sourceName: d.source_name,
    last4: d.last_4,
    isDefault: d.is_default,
    expMonth: d.payload.exp_month,
    expYear: d.payload.exp_year,
    brand: d.payload.brand,
  })),
);
export type CardSource = z.output<typeof cardSourceSchema>;

const processorSourcesSchema = z.pipe(
  z.object({
    ach: z.nullish(z.array(achSourceSchema)),
    creditCards: z.nullish(z.array(cardSourceSchema)),
  }),
  z.transform((d) => ({ ach: d.ach ?? [], cards: d.creditCards ?? [] })),
);

export const paymentSourcesDataSchema = z.pipe(
  z.object({
    // An empty object is keyed by nothing; some back ends send an empty array for it.
    paymentSources: z.union([
      z.record(z.string(), processorSourcesSchema),
      z.pipe(
        z.array(z.never()),
        z.transform(() => ({})),
      ),
    ]),
  }),
  z.transform((d) =>
    Object.entries(d.paymentSources).map(([processor, sources]) => ({ processor, ...sources })),
  ),
);
export type ProcessorPaymentSources = z.output<typeof paymentSourcesDataSchema>[number];

// ---------------------------------------------------------------------------------------------
// 2.9 Loan officer

export const loanOfficerSchema = z.pipe(
  z.object({
    token: z.string(),
    username: text,
    first_name: text,
    last_name: text,
    name: text,
    email: text,
    phone: text,
  }),
  z.transform((d) => ({
    token: d.token,
    username: d.username,
    firstName: d.first_name,
    lastName: d.last_name,
    name: d.name || `${d.first_name} ${d.last_name}`.trim(),
    email: d.email,
    phone: d.phone,
  })),
);
export type LoanOfficer = z.output<typeof loanOfficerSchema>;

export const loanOfficersDataSchema = z.pipe(
  z.object({ loan_officers: z.array(loanOfficerSchema) }),
  z.transform((d) => d.loan_officers),
);

// ---------------------------------------------------------------------------------------------
// 2.10 Pricing result

/** The body of confirm-price (4.8): exactly these seven fields. */
export interface PricingRequest {
  reportType: string;
  inspectionType: string;
  turnaround: string;
  residentialPropertyType: string;
  state: string;
  postalCode: string;
}

export const pricingDataSchema = z.pipe(
  z.object({
    pricing_data: z.object({
      single_report_amount: z.object({
        report_type_fee: decimal,
        base_fee: decimal,
        inspection_fee: decimal,
        rush_fee: decimal,
        conversion_fee: decimal,
        surcharge_fee: decimal,
        gla_surcharge: decimal,
        licensing_surcharge: decimal,
        total_price: decimal,
        cc_surcharge: decimal,
        flood_charge: decimal,
        inspection_price: decimal,
        inspection_price_additional_units: decimal,
        units: decimal,
        unit_price: decimal,
        due_date: isoDate,
      }),
      report_type: z.object({ slug: z.string(), nickname: text, formal_name: text }),
      inspection_type: z.object({ slug: z.string(), name: text }),
      turnaround_time: z.object({
        slug: z.string(),
        name: text,
        turnaround_time: z.nullish(decimal),
        turnaround_time_text: text,
        requested_tat_standard_or_rush: text,
      }),
    }),
  }),
  z.transform(({ pricing_data: p }) => {
    const a = p.single_report_amount;
    return {
      amounts: {
        reportTypeFee: a.report_type_fee,
        baseFee: a.base_fee,
        inspectionFee: a.inspection_fee,
        rushFee: a.rush_fee,
        conversionFee: a.conversion_fee,
        surchargeFee: a.surcharge_fee,
        glaSurcharge: a.gla_surcharge,
        licensingSurcharge: a.licensing_surcharge,
        floodCharge: a.flood_charge,
        inspectionPrice: a.inspection_price,
        inspectionPriceAdditionalUnits: a.inspection_price_additional_units,
      },
      totalPrice: a.total_price,
      ccSurcharge: a.cc_surcharge,
      units: a.units,
      unitPrice: a.unit_price,
      dueDate: a.due_date,
      reportType: {
        slug: p.report_type.slug,
        nickname: p.report_type.nickname,
        formalName: p.report_type.formal_name,
      },
      inspectionType: { slug: p.inspection_type.slug, name: p.inspection_type.name },
      turnaround: {
        slug: p.turnaround_time.slug,
        name: p.turnaround_time.name,
        rank: p.turnaround_time.turnaround_time ?? null,
        timeText: p.turnaround_time.turnaround_time_text,
        requested: p.turnaround_time.requested_tat_standard_or_rush,
      },
    };
  }),
);
export type Pricing = z.output<typeof pricingDataSchema>;
export type PricingAmountKey = keyof Pricing['amounts'];

// ---------------------------------------------------------------------------------------------
// 2.11 Order response

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
            golf_course: optionalFlag,
            pool: optionalFlag,
            water_front: optionalFlag,
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
        renovation_strategies: z.nullish(z.array(strategyRowSchema)),
        budget_line_items: z.nullish(z.array(budgetLineItemSchema)),
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
      strategies: res?.renovation_strategies ?? [],
      budget: res?.budget_line_items ?? [],
    };
  }),
);
export type OrderResponse = z.output<typeof orderResponseSchema>;

export const orderResponsesDataSchema = z.pipe(
  z.object({ responses: z.array(orderResponseSchema) }),
  z.transform((d) => d.responses),
);
