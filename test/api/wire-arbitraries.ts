/**
 * fast-check arbitraries of well-formed payloads, generated from the interface's field tables (section 2),
 * with the liberties the interface allows (numbers or text, unknown extra fields, nulls).
 */
import fc from 'fast-check';
import { currencyText } from '../../src/mocks/data/money';

// Extra fields the service might add: they are ignored.
const extras = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 8 }).map((k) => `x_${k}`),
  fc.jsonValue(),
  { maxKeys: 2 },
);
const withExtras = <T extends object>(arb: fc.Arbitrary<T>) =>
  fc.tuple(arb, extras).map(([a, e]) => ({ ...e, ...a }));
const flag = fc.constantFrom('0', '1');
const text = fc.string({ maxLength: 30 });
const slug = fc.stringMatching(/^[a-z][a-z-]{0,15}$/);
const amount = fc.integer({ min: 0, max: 100_000_000 }).map((c) => c / 100);
const decimal2 = amount.map((a) => a.toFixed(2));
const isoDate = fc
  .date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const currency = amount.map(currencyText);

export const reportType = withExtras(
  fc.record({
    slug,
    nickname: text,
    formal_name: text,
    renovation_budget_needed: fc.constantFrom(0, 1),
    ask_current_stats: flag,
    ask_proposed_stats: flag,
    public_description: text,
    land_eligible: flag,
    partial_construction_eligible: flag,
  }),
);
// The fields both kinds of inspection type have (the `none` entry aside).
const inspectionFields = {
  slug,
  name: text,
  pp_platform: fc.constantFrom('crowdsource', 'direct'),
  public_description: text,
  gla_applicable: flag,
  licensing_applicable: flag,
};
export const standalone = withExtras(
  fc.record({
    ...inspectionFields,
    standalone_price: decimal2,
    standalone_price_additional_units: decimal2,
    contact_info_required: flag,
    draw_inspection: flag,
    company_custom_pricing: fc.oneof(fc.constant(null), fc.jsonValue()),
  }),
);
export const inspection = fc.oneof(
  fc.record({ slug: fc.constant('none'), name: text }),
  withExtras(fc.record(inspectionFields)),
);
export const tat = withExtras(
  fc.record({
    slug,
    name: text,
    turnaround_time: fc.integer({ min: 1, max: 9 }),
    turnaround_time_text: text,
    fee: amount,
    due_date: isoDate,
  }),
);
export const company = withExtras(
  fc.record({
    token: text,
    name: text,
    nickname: text,
    email: text,
    phone: text,
    address: text,
    city: text,
    state: text,
    postal_code: text,
  }),
);
// What bank accounts and cards have in common.
const source = {
  payment_source_id: text,
  source_name: text,
  last_4: fc.stringMatching(/^\d{4}$/),
  is_default: flag,
};
const ach = fc.record({
  ...source,
  verification_status: fc.constantFrom('pending', 'verified', 'failed'),
  payload: fc.record({
    account_holder_name: text,
    currency: fc.constantFrom('usd', 'cad'),
    routing_number: text,
  }),
});
const card = fc.record({
  ...source,
  payload: fc.record({
    exp_month: fc.integer({ min: 1, max: 12 }),
    exp_year: fc.integer({ min: 2000, max: 2099 }),
    brand: text,
  }),
});
export const paymentSources = fc.dictionary(
  slug,
  fc.record({ ach: fc.array(ach, { maxLength: 3 }), creditCards: fc.array(card, { maxLength: 3 }) }),
  { maxKeys: 3 },
);
export const officer = withExtras(
  fc.record({
    token: text,
    username: text,
    first_name: text,
    last_name: text,
    name: text,
    email: text,
    phone: text,
  }),
);
export const pricing = fc.record({
  single_report_amount: fc.record({
    report_type_fee: amount,
    base_fee: amount,
    inspection_fee: amount,
    rush_fee: amount,
    conversion_fee: amount,
    surcharge_fee: amount,
    gla_surcharge: amount,
    licensing_surcharge: amount,
    total_price: amount,
    cc_surcharge: amount,
    flood_charge: amount,
    inspection_price: amount,
    inspection_price_additional_units: amount,
    units: fc.integer({ min: 1, max: 4 }),
    unit_price: amount,
    due_date: isoDate,
  }),
  report_type: fc.record({ slug, nickname: text, formal_name: text }),
  inspection_type: fc.record({ slug, name: text }),
  turnaround_time: fc.record({
    slug,
    name: text,
    turnaround_time: fc.integer({ min: 1, max: 3 }),
    turnaround_time_text: text,
    requested_tat_standard_or_rush: fc.constantFrom('standard', 'rush'),
  }),
});
const strategyCell = fc.oneof(
  currency,
  fc.integer({ min: 0, max: 400 }),
  fc.integer({ min: -5000, max: 5000 }).map((p) => `${(p / 100).toFixed(2)}%`),
  fc.constant(''),
);
export const budgetItem = fc.record({
  line_itme: text,
  category: text,
  description: fc.option(text, { nil: null }),
  total_cost: currency,
  cost_allocation: fc.record({
    heavy_repair: currency,
    deferred_maintenance: currency,
    upgrades: currency,
    reconfiguration: currency,
    soft_cost: currency,
  }),
});
export const orderResponse = withExtras(
  fc.record({
    order_token: text,
    property_address: fc.record({
      unit_number: fc.option(text, { nil: null }),
      address: text,
      address_line_2: fc.option(text, { nil: null }),
      city: text,
      state: text,
      postal_code: text,
      asset_ref_id: fc.option(text, { nil: null }),
    }),
    property_specs: fc.record({
      above_grade_sqft: fc.nat(),
      below_grade_sqft: fc.nat(),
      beds: fc.nat(9),
      baths: fc.nat(9),
      year_built: fc.stringMatching(/^\d{4}$/),
      lot_size: fc.nat(),
      stories: fc.constantFrom('1', '1.5', '2'),
      garage: fc.nat(4),
      key_flags: fc.record({
        golf_course: fc.option(flag, { nil: null }),
        pool: fc.option(flag, { nil: null }),
        water_front: fc.option(flag, { nil: null }),
      }),
    }),
    market_information: fc.record({
      zip_code_category: text,
      demand_score: fc.nat(100),
      demand_score_level: text,
      inventory: text,
      medianTTS: text,
      remodeled: fc.integer({ min: 0, max: 10_000 }).map((p) => `${(p / 100).toFixed(2)}%`),
    }),
    confidence_score: fc.record({
      fsd_score: fc.constantFrom('0.084', '0.12'),
      fsd_confidence_score: fc.nat(100),
      rv_confidence: text,
      data_quality: text,
      application_score: text,
    }),
    subject_condition_rating: fc.record({
      overall_condition: fc.constantFrom('1', '2.5', '4'),
      kitchen: fc.constantFrom('3', 'N/A'),
      baths: fc.constantFrom('3', 'N/A'),
      interior: fc.constantFrom('3', 'N/A'),
      exterior: fc.constantFrom('3', 'N/A'),
    }),
    results: fc.record({
      commentary: fc.record({
        market: text,
        subject_property: text,
        budget: text,
        valuation: text,
        recommendations: text,
      }),
      valuation_summary: fc.record({ current_condition: text, estimated_as_is_value: currency }),
      renovation_strategies: fc.array(
        fc.record({
          title: text,
          min: strategyCell,
          partial: strategyCell,
          full: strategyCell,
          best: strategyCell,
        }),
        { maxLength: 14 },
      ),
      budget_line_items: fc.array(budgetItem, { maxLength: 8 }),
    }),
  }),
);
