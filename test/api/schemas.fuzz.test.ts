/**
 * Property-based tests of every response parser: well-formed payloads generated from the interface's
 * field tables always parse, into the same values.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { dataSchemas } from './data-schemas';
import {
  reportType,
  standalone,
  inspection,
  tat,
  company,
  paymentSources,
  officer,
  pricing,
  orderResponse,
} from './wire-arbitraries';

describe('well-formed payloads always parse', () => {
  it('report types: flags become booleans', () => {
    fc.assert(
      fc.property(fc.array(reportType, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.reportTypes.parse({ reportTypes: items });
        return (
          parsed.skipped === 0 &&
          parsed.items.length === items.length &&
          parsed.items.every(
            (p, i) =>
              p.landEligible === (items[i]?.land_eligible === '1') &&
              p.renovationBudgetNeeded === (items[i]?.renovation_budget_needed === 1),
          )
        );
      }),
    );
  });

  it('standalone inspection types: prices become numbers', () => {
    fc.assert(
      fc.property(fc.array(standalone, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.standalone.parse({ inspectionTypes: items });
        return (
          parsed.skipped === 0 &&
          parsed.items.length === items.length &&
          parsed.items.every((p, i) => p.price === Number(items[i]?.standalone_price))
        );
      }),
    );
  });

  it('inspection types, turnarounds, company, payment sources, loan officers and pricing', () => {
    fc.assert(
      fc.property(fc.array(inspection, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.inspection.parse({ inspectionTypes: items });
        return parsed.skipped === 0 && parsed.items.length === items.length;
      }),
    );
    fc.assert(
      fc.property(fc.array(tat, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.turnarounds.parse({ tat: items });
        return (
          parsed.skipped === 0 &&
          parsed.items.length === items.length &&
          parsed.items.every((t, i) => t.fee === items[i]?.fee && t.dueDate === items[i]?.due_date)
        );
      }),
    );
    fc.assert(
      fc.property(company, (c) => dataSchemas.company.parse({ company: c }).postalCode === c.postal_code),
    );
    fc.assert(
      fc.property(paymentSources, (sources) => {
        const parsed = dataSchemas.paymentSources.parse({ paymentSources: sources });
        return (
          parsed.skipped === 0 &&
          parsed.items.length === Object.keys(sources).length &&
          parsed.items.every(
            (p) =>
              p.ach.length === sources[p.processor]?.ach.length &&
              p.cards.length === sources[p.processor]?.creditCards.length,
          )
        );
      }),
    );
    fc.assert(
      fc.property(fc.array(officer, { maxLength: 4 }), (items) => {
        const parsed = dataSchemas.loanOfficers.parse({ loan_officers: items });
        return parsed.skipped === 0 && parsed.items.length === items.length;
      }),
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
        return parsed.items.every((r, i) =>
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
