/**
 * Replies of the list endpoints with unreadable items, in the service's wire format, for the tests of
 * tolerant parsing (Vitest and the browser tests alike): each is the demo data plus one item kept with
 * an unreadable field and one item that cannot be used at all (no key). The mock serves them on demand
 * as queued answers (src/mocks/overrides.ts).
 */
import { seedCompanies } from '../src/mocks/data/accounts';
import { reportTypes, standaloneInspectionTypes } from '../src/mocks/data/reference';
import { envelope } from '../src/mocks/envelope';

const keystone = () => {
  const company = seedCompanies()[0];
  if (!company) throw new Error('The seed has no Keystone company.');
  return company;
};

/** A success reply with `data`, as a queued answer of the mock service. */
export function listReply(data: Record<string, unknown>) {
  return { status: 200, json: envelope(true, 'Fetched successfully.', data as never) };
}

/** Keystone's sources, plus a Discover card whose expiry month and default flag are unreadable, and an ACH account with no id. */
export function paymentSourcesWithUnreadableItems() {
  const stripe = keystone().paymentSources.stripe ?? { ach: [], creditCards: [] };
  return {
    paymentSources: {
      stripe: {
        ach: [
          ...stripe.ach,
          { source_name: 'Escrow account', last_4: '7001', is_default: '0', verification_status: 'pending' },
        ],
        creditCards: [
          ...stripe.creditCards,
          {
            payment_source_id: 'ps_cc_5120',
            source_name: 'Discover',
            last_4: '1117',
            is_default: 'maybe',
            payload: { exp_month: 'soon', exp_year: 2027, brand: 'discover' },
          },
        ],
      },
    },
  };
}

/** The standalone catalogue, plus a pool inspection with an unreadable price and GLA flag, and an item with no slug. */
export function standaloneWithUnreadableItems() {
  return {
    inspectionTypes: [
      ...standaloneInspectionTypes,
      {
        slug: 'pool-inspection',
        name: 'Pool Inspection',
        pp_platform: 'crowdsource',
        public_description: 'The pool, its equipment and its fence.',
        gla_applicable: 'sometimes',
        licensing_applicable: '1',
        standalone_price: 'call us',
        standalone_price_additional_units: '0.00',
        contact_info_required: '0',
        draw_inspection: '0',
        company_custom_pricing: null,
      },
      { name: 'Roof Inspection', standalone_price: '120.00' },
    ],
  };
}

/** Keystone's officers, plus one whose email is unreadable, and one with no token. */
export function loanOfficersWithUnreadableItems() {
  return {
    loan_officers: [
      ...keystone().loanOfficers,
      {
        token: 'usr_T4YL0R',
        username: 'taylor.brooks',
        first_name: 'Taylor',
        last_name: 'Brooks',
        name: 'Taylor Brooks',
        email: { primary: 'taylor.brooks@keystonelending.example' },
        phone: '+16145550111',
      },
      { username: 'no.token', name: 'No Token' },
    ],
  };
}

/** The report types, plus one with no slug. */
export function reportTypesWithUnreadableItems() {
  return { reportTypes: [...Object.values(reportTypes), { nickname: 'Land Valuation' }] };
}

/** Property Valuation's turnarounds as of Monday 23 November 2026, Rush with an unreadable due date and fee, and one with no slug. */
export function turnaroundsWithUnreadableItems() {
  return {
    tat: [
      {
        slug: 'standard',
        name: 'Standard',
        turnaround_time: 3,
        turnaround_time_text: '3-5 biz days',
        fee: 0,
        due_date: '2026-11-30',
      },
      {
        slug: 'rush',
        name: 'Rush',
        turnaround_time: 2,
        turnaround_time_text: '2-3 biz days',
        fee: 'ask',
        due_date: '11/26/2026',
      },
      { name: 'Overnight', fee: 400, due_date: '2026-11-24' },
    ],
  };
}
