/**
 * Every endpoint of the interface, called through the typed service module against the mock service:
 * the reply parses to the domain type, with exact values.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  confirmPrice,
  createToken,
  listInspectionTypes,
  listLoanOfficers,
  listPaymentSources,
  listReportTypes,
  listStandaloneInspectionTypes,
  listTurnarounds,
  retrieveOrderResponse,
  updateCompany,
} from '../../src/api/endpoints';
import { DEMO, KEYSTONE, signIn } from '../render';

describe('create-token (4.1)', () => {
  it('returns the bearer token, the user and the company token', async () => {
    const result = await createToken(DEMO);
    expect(result.token).toMatch(/^tok_[0-9a-f]{32}$/);
    expect(result.user).toEqual({
      token: 'usr_D4N4WH',
      username: 'demo.officer',
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
    const types = await listStandaloneInspectionTypes(KEYSTONE);
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
    const types = await listReportTypes(KEYSTONE);
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

  describe('dated replies', () => {
    beforeEach(() => {
      // Monday 23 November 2026.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 23, 10, 0) });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('lists turnarounds (4.4) with due dates in business days', async () => {
      const tat = await listTurnarounds(KEYSTONE, 'prop-value');
      expect(tat).toEqual([
        {
          slug: 'standard',
          name: 'Standard',
          rank: 3,
          timeText: '3-5 biz days',
          fee: 0,
          dueDate: '2026-11-30',
        },
        { slug: 'rush', name: 'Rush', rank: 2, timeText: '2-3 biz days', fee: 100, dueDate: '2026-11-26' },
        {
          slug: 'super-rush',
          name: 'Super Rush',
          rank: 1,
          timeText: '1-2 biz days',
          fee: 175,
          dueDate: '2026-11-25',
        },
      ]);
    });

    it('confirms a price (4.8) itemized, with the card surcharge apart from the total', async () => {
      const pricing = await confirmPrice(KEYSTONE, {
        reportType: 'reno-arv',
        inspectionType: 'interior-w-exterior',
        turnaround: 'standard',
        residentialPropertyType: 'sfr',
        state: 'TX',
        postalCode: '75201',
      });
      expect(pricing).toEqual({
        amounts: {
          reportTypeFee: 419.99,
          baseFee: 489.99,
          inspectionFee: 70,
          rushFee: 0,
          conversionFee: 0,
          surchargeFee: 0,
          glaSurcharge: 0,
          licensingSurcharge: 0,
          floodCharge: 0,
          inspectionPrice: 70,
          inspectionPriceAdditionalUnits: 25,
        },
        totalPrice: 489.99,
        ccSurcharge: 3.5,
        units: 1,
        unitPrice: 489.99,
        dueDate: '2026-11-30',
        reportType: {
          slug: 'reno-arv',
          nickname: 'Renovation Analysis',
          formalName: 'Renovation Analysis with After-Repair Value',
        },
        inspectionType: { slug: 'interior-w-exterior', name: 'Interior with Exterior' },
        turnaround: {
          slug: 'standard',
          name: 'Standard',
          rank: 3,
          timeText: '3-5 biz days',
          requested: 'standard',
        },
      });
    });
  });

  it('prices a triplex in Manhattan on rush from its parts', async () => {
    const pricing = await confirmPrice(KEYSTONE, {
      reportType: 'prop-value',
      inspectionType: 'interior-w-exterior',
      turnaround: 'rush',
      residentialPropertyType: 'triplex',
      state: 'NY',
      postalCode: '10001',
    });
    // 349.99 report + (70 + 2 × 25) inspection + 100 rush + (25 NY + 20 Manhattan) surcharge
    expect(pricing.amounts.inspectionFee).toBe(120);
    expect(pricing.amounts.rushFee).toBe(100);
    expect(pricing.amounts.surchargeFee).toBe(45);
    expect(pricing.totalPrice).toBe(614.99);
    expect(pricing.units).toBe(3);
    expect(pricing.unitPrice).toBe(205);
    expect(pricing.turnaround.requested).toBe('rush');
  });

  it('lists inspection types for a report (4.5), with the none entry', async () => {
    const types = await listInspectionTypes(KEYSTONE, 'reno-arv');
    expect(types).toEqual([
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
    const company = await updateCompany(KEYSTONE, {
      name: 'Keystone Lending Group LLC',
      nickname: 'Keystone',
      email: 'admin@keystonelending.example',
      phone: '+16145550100',
      address: '1 Main Street',
      city: 'Dayton',
      state: 'OH',
      postalCode: '45402',
    });
    expect(company).toEqual({
      token: KEYSTONE,
      name: 'Keystone Lending Group LLC',
      nickname: 'Keystone',
      email: 'admin@keystonelending.example',
      phone: '+16145550100',
      address: '1 Main Street',
      city: 'Dayton',
      state: 'OH',
      postalCode: '45402',
    });
  });

  it('lists payment sources (4.7, v2) grouped by processor', async () => {
    const processors = await listPaymentSources(KEYSTONE);
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
    const officers = await listLoanOfficers(KEYSTONE);
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

  it('retrieves an order response (4.10) with mixed-format strategy values and parsed budget amounts', async () => {
    const [response, ...others] = await retrieveOrderResponse({
      intakeToken: 'int_8F3K2M',
      orderToken: 'ord_5T7R1Q',
    });
    expect(others).toEqual([]);
    expect(response?.address).toEqual({
      unitNumber: null,
      address: '4817 Larkspur Lane',
      addressLine2: null,
      city: 'Columbus',
      state: 'OH',
      postalCode: '43214',
      assetRefId: 'KLG-2026-0418',
    });
    expect(response?.specs?.stories).toEqual({ text: '1.5', value: 1.5 });
    expect(response?.specs?.keyFlags).toEqual({ golfCourse: false, pool: false, waterFront: null });
    expect(response?.market?.remodeled).toEqual({ text: '27.40%', value: 27.4 });
    expect(response?.condition?.baths).toEqual({ text: 'N/A', value: null });
    expect(response?.valuation?.estimatedAsIsValue).toEqual({ text: '$212,000', value: 212000 });
    expect(response?.strategies.map((r) => r.title)).toEqual([
      'ARV',
      'As Is Value',
      'Rehab',
      '$/sqft',
      'Basis',
      'Net Lift',
      'Gross Return',
      '',
      'Rehab Time',
      'Estim TTS',
      'Cushion',
      'Total Time',
      'Annualized Return',
    ]);
    expect(response?.strategies[7]?.isSeparator).toBe(true);
    expect(response?.strategies[6]?.best).toEqual({ text: '13.78%', value: 13.78, kind: 'percent' });
    expect(response?.strategies[8]?.min).toEqual({ text: '21', value: 21, kind: 'number' });
    expect(response?.budget).toHaveLength(25);
    expect(response?.budget[3]).toEqual({
      item: 'Front porch repair',
      category: 'Exterior',
      description: 'Replace rotted joists and decking',
      total: { text: '$2,300', value: 2300 },
      allocation: {
        heavyRepair: { text: '$1,900', value: 1900 },
        deferredMaintenance: { text: '$400', value: 400 },
        upgrades: { text: '$0', value: 0 },
        reconfiguration: { text: '$0', value: 0 },
        softCost: { text: '$0', value: 0 },
      },
    });
    const budgetTotal = response?.budget.reduce((sum, item) => sum + (item.total.value ?? 0), 0);
    expect(budgetTotal).toBe(78900);
  });
});
