/**
 * Turnarounds (4.4) and confirm-price (4.8) through the typed service module against the mock service:
 * due dates in business days, prices computed from their parts, with exact values.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmPrice, listTurnarounds } from '../../src/api/endpoints';
import { noAmounts, texasRequest } from '../fixtures/pricing';
import { KEYSTONE, signIn } from '../render';

describe('with a session', () => {
  beforeEach(async () => {
    await signIn();
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
      expect(tat.skipped).toBe(0);
      expect(tat.items).toEqual([
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
      const pricing = await confirmPrice(KEYSTONE, texasRequest);
      expect(pricing).toEqual({
        amounts: {
          ...noAmounts,
          reportTypeFee: 419.99,
          baseFee: 489.99,
          inspectionFee: 70,
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
});
