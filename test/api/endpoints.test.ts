/**
 * Every endpoint of the interface, called through the typed service module against the mock service:
 * the reply parses to the domain type, with exact values. Reference data, company, payment sources and
 * loan officers here; turnarounds and prices in endpoints-pricing, order results in endpoints-orders.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createToken } from '../../src/api/create-token';
import {
  listInspectionTypes,
  listLoanOfficers,
  listPaymentSources,
  listReportTypes,
  listStandaloneInspectionTypes,
  updateCompany,
} from '../../src/api/endpoints';
import { DEMO_CREDENTIALS } from '../../src/lib/demo-credentials';
import { drawInspection } from '../fixtures/pricing';
import { KEYSTONE, signIn } from '../render';

describe('create-token (4.1)', () => {
  it('returns the bearer token, the user and the company token', async () => {
    const result = await createToken(DEMO_CREDENTIALS);
    expect(result.token).toMatch(/^tok_[0-9a-f]{32}$/);
    expect(result.user).toEqual({
      token: 'usr_D4N4WH',
      username: DEMO_CREDENTIALS.username,
      email: 'dana.whitfield@keystonelending.example',
      firstName: 'Dana',
      lastName: 'Whitfield',
    });
    expect(result.companyToken).toBe(KEYSTONE);
  });
});

describe('with a session', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('lists standalone inspection types (4.2) with prices as numbers and flags as booleans', async () => {
    const { items: types, skipped } = await listStandaloneInspectionTypes(KEYSTONE);
    expect(skipped).toBe(0);
    expect(types).toHaveLength(7);
    expect(types[0]).toEqual({
      slug: 'interior-w-exterior',
      name: 'Interior with Exterior',
      platform: 'crowdsource',
      description: 'A local inspector photographs and measures the interior and exterior.',
      glaApplicable: true,
      licensingApplicable: true,
      price: 150,
      additionalUnitPrice: 95,
      contactInfoRequired: true,
      drawInspection: false,
      companyCustomPricing: null,
    });
    expect(types.map((t) => [t.slug, t.price, t.additionalUnitPrice])).toEqual([
      ['interior-w-exterior', 150, 95],
      ['interior-homeowner-direct', 80, 10],
      ['exterior', 85, 0],
      ['draw-inspection', 150, 10],
      ['draw-inspection-direct', 80, 0],
      ['pdi-interior', 150, 95],
      ['pdi-exterior', 85, 0],
    ]);
  });

  it('lists report types (4.3)', async () => {
    const { items: types, skipped } = await listReportTypes(KEYSTONE);
    expect(skipped).toBe(0);
    expect(types[1]).toEqual({
      slug: 'reno-arv',
      nickname: 'Renovation Analysis',
      formalName: 'Renovation Analysis with After-Repair Value',
      renovationBudgetNeeded: true,
      askCurrentStats: true,
      askProposedStats: true,
      description:
        'As-is and after-repair values for four renovation strategies, with a line-item renovation budget.',
      landEligible: false,
      partialConstructionEligible: true,
    });
  });

  it('lists inspection types for a report (4.5), with the none entry', async () => {
    const types = await listInspectionTypes(KEYSTONE, 'reno-arv');
    expect(types.skipped).toBe(0);
    expect(types.items).toEqual([
      {
        slug: 'interior-w-exterior',
        name: 'Interior with Exterior',
        isNone: false,
        platform: 'crowdsource',
        description: 'A local inspector photographs and measures the interior and exterior.',
        glaApplicable: true,
        licensingApplicable: true,
      },
      {
        slug: 'interior-homeowner-direct',
        name: 'Interior (Homeowner Direct)',
        isNone: false,
        platform: 'direct',
        description: 'The homeowner takes guided photos of the interior with a phone app.',
        glaApplicable: false,
        licensingApplicable: false,
      },
      drawInspection,
      {
        slug: 'none',
        name: 'No Inspection',
        isNone: true,
        platform: null,
        description: null,
        glaApplicable: null,
        licensingApplicable: null,
      },
    ]);
  });

  it('updates the company (4.6) and returns the stored values', async () => {
    const update = {
      name: 'Keystone Lending Group LLC',
      nickname: 'Keystone',
      email: 'admin@keystonelending.example',
      phone: '+16145550100',
      address: '1 Main Street',
      city: 'Dayton',
      state: 'OH',
      postalCode: '45402',
    };
    const company = await updateCompany(KEYSTONE, update);
    expect(company).toEqual({ token: KEYSTONE, ...update });
  });

  it('lists payment sources (4.7, v2) grouped by processor', async () => {
    const { items: processors, skipped } = await listPaymentSources(KEYSTONE);
    expect(skipped).toBe(0);
    expect(processors).toHaveLength(1);
    const [stripe] = processors;
    expect(stripe?.processor).toBe('stripe');
    expect(stripe?.ach[1]).toEqual({
      id: 'ps_ach_9120',
      sourceName: 'Draw reserve account',
      last4: '4410',
      isDefault: false,
      verificationStatus: 'pending',
      accountHolderName: 'Keystone Lending Group LLC',
      currency: 'usd',
      routingNumber: '021000021',
    });
    expect(stripe?.cards.map((c) => [c.brand, c.last4, c.expMonth, c.expYear, c.isDefault])).toEqual([
      ['visa', '4242', 8, 2028, false],
      ['mastercard', '5454', 12, 2026, false],
      ['amex', '0005', 3, 2025, false],
    ]);
  });

  it('lists loan officers (4.9)', async () => {
    const { items: officers, skipped } = await listLoanOfficers(KEYSTONE);
    expect(skipped).toBe(0);
    expect(officers.map((o) => o.name)).toEqual([
      'Dana Whitfield',
      'Marcus Bell',
      'Priya Natarajan',
      'Alex Rivera',
    ]);
    expect(officers[1]).toEqual({
      token: 'usr_M8RC0S',
      username: 'marcus.bell',
      firstName: 'Marcus',
      lastName: 'Bell',
      name: 'Marcus Bell',
      email: 'marcus.bell@keystonelending.example',
      phone: '+16145550123',
    });
  });
});
