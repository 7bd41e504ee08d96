/** Users, companies, loan officers and payment sources of the mock service (wire format). */
import { DEMO_CREDENTIALS } from '../../lib/demo-credentials';
import type { ReportSlug } from './reference';

export interface MockUser {
  token: string;
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
  companyToken: string;
  /** Calls this user's role may not make (keys of apiRoutePatterns): the service answers them with a 401. */
  notAllowed?: string[];
}

export interface MockCompany {
  token: string;
  name: string;
  nickname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  reportTypes: ReportSlug[];
  paymentSources: Record<string, { ach: unknown[]; creditCards: unknown[] }>;
  loanOfficers: unknown[];
  /** Slugs of the standalone inspection types the company may order; absent means all of them. */
  standaloneInspections?: string[];
}

export const seedUsers: MockUser[] = [
  {
    token: 'usr_D4N4WH',
    username: DEMO_CREDENTIALS.username,
    password: DEMO_CREDENTIALS.password,
    email: 'dana.whitfield@keystonelending.example',
    first_name: 'Dana',
    last_name: 'Whitfield',
    companyToken: 'cmp_KEYST0NE',
  },
  {
    token: 'usr_N3WL3N',
    username: 'new.lender',
    password: DEMO_CREDENTIALS.password,
    email: 'sam.ortiz@freshstart.example',
    first_name: 'Sam',
    last_name: 'Ortiz',
    companyToken: 'cmp_FR3SHST',
  },
  {
    // A Keystone user without loan-officer rights: the service answers the loan officers list with a 401.
    token: 'usr_J0RD4N',
    username: 'demo.assistant',
    password: DEMO_CREDENTIALS.password,
    email: 'jordan.lee@keystonelending.example',
    first_name: 'Jordan',
    last_name: 'Lee',
    companyToken: 'cmp_KEYST0NE',
    notAllowed: ['loanOfficers'],
  },
];

function officer(token: string, username: string, first: string, last: string, email: string, phone: string) {
  return { token, username, first_name: first, last_name: last, name: `${first} ${last}`, email, phone };
}

export function seedCompanies(): MockCompany[] {
  return [
    {
      token: 'cmp_KEYST0NE',
      name: 'Keystone Lending Group LLC',
      nickname: 'Keystone Lending',
      email: 'ops@keystonelending.example',
      phone: '+16145550142',
      address: '250 Civic Center Drive, Suite 400',
      city: 'Columbus',
      state: 'OH',
      postal_code: '43215',
      reportTypes: ['prop-value', 'reno-arv', 'reo-strategy'],
      paymentSources: {
        stripe: {
          ach: [
            {
              payment_source_id: 'ps_ach_8812',
              source_name: 'Operating account',
              last_4: '6789',
              is_default: '1',
              verification_status: 'verified',
              payload: {
                account_holder_name: 'Keystone Lending Group LLC',
                currency: 'usd',
                routing_number: '044000037',
              },
            },
            {
              payment_source_id: 'ps_ach_9120',
              source_name: 'Draw reserve account',
              last_4: '4410',
              is_default: '0',
              verification_status: 'pending',
              payload: {
                account_holder_name: 'Keystone Lending Group LLC',
                currency: 'usd',
                routing_number: '021000021',
              },
            },
          ],
          creditCards: [
            {
              payment_source_id: 'ps_cc_3301',
              source_name: 'Visa',
              last_4: '4242',
              is_default: '0',
              payload: { exp_month: 8, exp_year: 2028, brand: 'visa' },
            },
            {
              payment_source_id: 'ps_cc_3302',
              source_name: 'Mastercard',
              last_4: '5454',
              is_default: '0',
              payload: { exp_month: 12, exp_year: 2026, brand: 'mastercard' },
            },
            {
              payment_source_id: 'ps_cc_2877',
              source_name: 'American Express',
              last_4: '0005',
              is_default: '0',
              payload: { exp_month: 3, exp_year: 2025, brand: 'amex' },
            },
          ],
        },
      },
      loanOfficers: [
        officer(
          'usr_D4N4WH',
          DEMO_CREDENTIALS.username,
          'Dana',
          'Whitfield',
          'dana.whitfield@keystonelending.example',
          '+16145550187',
        ),
        officer(
          'usr_M8RC0S',
          'marcus.bell',
          'Marcus',
          'Bell',
          'marcus.bell@keystonelending.example',
          '+16145550123',
        ),
        officer(
          'usr_PR1Y4N',
          'priya.natarajan',
          'Priya',
          'Natarajan',
          'priya.natarajan@keystonelending.example',
          '+13125550199',
        ),
        officer(
          'usr_4L3XRV',
          'alex.rivera',
          'Alex',
          'Rivera',
          'alex.rivera@keystonelending.example',
          '+12165550164',
        ),
      ],
    },
    {
      token: 'cmp_FR3SHST',
      name: 'Fresh Start Mortgage Inc.',
      nickname: 'Fresh Start',
      email: 'hello@freshstart.example',
      phone: '+15125550110',
      address: '901 Congress Avenue',
      city: 'Austin',
      state: 'TX',
      postal_code: '78701',
      reportTypes: ['prop-value'],
      paymentSources: {},
      loanOfficers: [],
      standaloneInspections: [],
    },
  ];
}
