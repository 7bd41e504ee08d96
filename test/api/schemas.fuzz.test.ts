/**
 * Property-based tests of every response parser: arbitrary JSON never throws anything but the
 * module's typed error; well-formed payloads generated from the interface's field tables always parse.
 */
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { tokenResultSchema } from '../../src/api/schemas/auth';
import { companyDataSchema } from '../../src/api/schemas/company';
import {
  inspectionTypesDataSchema,
  standaloneInspectionTypesDataSchema,
} from '../../src/api/schemas/inspection-types';
import { loanOfficersDataSchema } from '../../src/api/schemas/loan-officers';
import { orderResponsesDataSchema } from '../../src/api/schemas/order-response';
import { paymentSourcesDataSchema } from '../../src/api/schemas/payment-sources';
import { pricingDataSchema } from '../../src/api/schemas/pricing';
import { reportTypesDataSchema } from '../../src/api/schemas/report-types';
import { turnaroundsDataSchema } from '../../src/api/schemas/turnarounds';
import { currencyText } from '../../src/mocks/data/money';
import { server } from '../mock-service';
import { signIn } from '../render';
import { endpointCases } from './endpoint-table';

const dataSchemas = {
  token: tokenResultSchema,
  standalone: standaloneInspectionTypesDataSchema,
  inspection: inspectionTypesDataSchema,
  reportTypes: reportTypesDataSchema,
  turnarounds: turnaroundsDataSchema,
  company: companyDataSchema,
  paymentSources: paymentSourcesDataSchema,
  loanOfficers: loanOfficersDataSchema,
  pricing: pricingDataSchema,
  orders: orderResponsesDataSchema,
};

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

const reportType = withExtras(
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
const standalone = withExtras(
  fc.record({
    slug,
    name: text,
    pp_platform: fc.constantFrom('crowdsource', 'direct'),
    public_description: text,
    gla_applicable: flag,
    licensing_applicable: flag,
    standalone_price: decimal2,
    standalone_price_additional_units: decimal2,
    contact_info_required: flag,
    draw_inspection: flag,
    company_custom_pricing: fc.oneof(fc.constant(null), fc.jsonValue()),
  }),
);
const inspection = fc.oneof(
  fc.record({ slug: fc.constant('none'), name: text }),
  withExtras(
    fc.record({
      slug,
      name: text,
      pp_platform: fc.constantFrom('crowdsource', 'direct'),
      public_description: text,
      gla_applicable: flag,
      licensing_applicable: flag,
    }),
  ),
);
const tat = withExtras(
  fc.record({
    slug,
    name: text,
    turnaround_time: fc.integer({ min: 1, max: 9 }),
    turnaround_time_text: text,
    fee: amount,
    due_date: isoDate,
  }),
);
const company = withExtras(
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
const ach = fc.record({
  payment_source_id: text,
  source_name: text,
  last_4: fc.stringMatching(/^\d{4}$/),
  is_default: flag,
  verification_status: fc.constantFrom('pending', 'verified', 'failed'),
  payload: fc.record({
    account_holder_name: text,
    currency: fc.constantFrom('usd', 'cad'),
    routing_number: text,
  }),
});
const card = fc.record({
  payment_source_id: text,
  source_name: text,
  last_4: fc.stringMatching(/^\d{4}$/),
  is_default: flag,
  payload: fc.record({
    exp_month: fc.integer({ min: 1, max: 12 }),
    exp_year: fc.integer({ min: 2000, max: 2099 }),
    brand: text,
  }),
});
const paymentSources = fc.dictionary(
  slug,
  fc.record({ ach: fc.array(ach, { maxLength: 3 }), creditCards: fc.array(card, { maxLength: 3 }) }),
  { maxKeys: 3 },
);
const officer = withExtras(
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
const pricing = fc.record({
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
const budgetItem = fc.record({
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
const orderResponse = withExtras(
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

describe('well-formed payloads always parse', () => {
  it('report types: flags become booleans', () => {
    fc.assert(
      fc.property(fc.array(reportType, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.reportTypes.parse({ reportTypes: items });
        return parsed.every(
          (p, i) =>
            p.landEligible === (items[i]?.land_eligible === '1') &&
            p.renovationBudgetNeeded === (items[i]?.renovation_budget_needed === 1),
        );
      }),
    );
  });

  it('standalone inspection types: prices become numbers', () => {
    fc.assert(
      fc.property(fc.array(standalone, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.standalone.parse({ inspectionTypes: items });
        return parsed.every((p, i) => p.price === Number(items[i]?.standalone_price));
      }),
    );
  });

  it('inspection types, turnarounds, company, payment sources, loan officers and pricing', () => {
    fc.assert(
      fc.property(
        fc.array(inspection, { maxLength: 4 }),
        (items) => dataSchemas.inspection.parse({ inspectionTypes: items }).length === items.length,
      ),
    );
    fc.assert(
      fc.property(fc.array(tat, { maxLength: 4 }), (items) =>
        dataSchemas.turnarounds.parse({ tat: items }).every((t, i) => t.fee === items[i]?.fee),
      ),
    );
    fc.assert(
      fc.property(company, (c) => dataSchemas.company.parse({ company: c }).postalCode === c.postal_code),
    );
    fc.assert(
      fc.property(paymentSources, (sources) => {
        const parsed = dataSchemas.paymentSources.parse({ paymentSources: sources });
        return (
          parsed.length === Object.keys(sources).length &&
          parsed.every((p) => p.ach.length === sources[p.processor]?.ach.length)
        );
      }),
    );
    fc.assert(
      fc.property(
        fc.array(officer, { maxLength: 4 }),
        (items) => dataSchemas.loanOfficers.parse({ loan_officers: items }).length === items.length,
      ),
    );
    fc.assert(
      fc.property(
        pricing,
        (p) =>
          dataSchemas.pricing.parse({ pricing_data: p }).totalPrice === p.single_report_amount.total_price,
      ),
    );
  });

  it('order responses: currency text becomes the same amount', () => {
    fc.assert(
      fc.property(fc.array(orderResponse, { minLength: 1, maxLength: 2 }), (responses) => {
        const parsed = dataSchemas.orders.parse({ responses });
        return parsed.every((r, i) =>
          r.budget.every(
            (b, j) =>
              b.total.text === responses[i]?.results.budget_line_items[j]?.total_cost &&
              b.total.value !== null,
          ),
        );
      }),
      { numRuns: 50 },
    );
  });
});

describe('arbitrary JSON', () => {
  it('never makes a schema throw: it parses or it fails with issues', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const schema of Object.values(dataSchemas)) {
          const result = schema.safeParse(value);
          if (!result.success) expect(result.error.issues.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it.each(endpointCases)(
    '$name: any reply body rejects with ApiError or resolves',
    async ({ method, pattern, call }) => {
      await signIn();
      await fc.assert(
        fc.asyncProperty(
          fc.jsonValue(),
          fc.constantFrom(200, 400, 401, 404, 422, 500),
          async (body, status) => {
            server.use(http[method](pattern, () => HttpResponse.json(body as never, { status })));
            try {
              await call();
            } catch (error) {
              expect(error).toBeInstanceOf(ApiError);
            }
          },
        ),
        { numRuns: 25 },
      );
    },
  );
});
