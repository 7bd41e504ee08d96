/**
 * Retrieve-response (4.10) through the typed service module against the mock service: the reply parses
 * to the domain type, with exact values.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { retrieveOrderResponse } from '../../src/api/endpoints';
import { signIn } from '../render';

describe('with a session', () => {
  beforeEach(async () => {
    await signIn();
  });

  it('retrieves an order response (4.10) with mixed-format strategy values and parsed budget amounts', async () => {
    const { items, skipped } = await retrieveOrderResponse({
      intakeToken: 'int_8F3K2M',
      orderToken: 'ord_5T7R1Q',
    });
    const [response, ...others] = items;
    expect(others).toEqual([]);
    expect(skipped).toBe(0);
    expect(response?.unreadable).toEqual([]);
    expect(response?.address).toEqual({
      unitNumber: null,
      address: '4817 Larkspur Lane',
      addressLine2: null,
      city: 'Columbus',
      state: 'OH',
      postalCode: '43214',
      assetRefId: 'KLG-2026-0418',
    });
    expect(response).toMatchObject({
      specs: {
        stories: { text: '1.5', value: 1.5 },
        keyFlags: { golfCourse: false, pool: false, waterFront: null },
      },
      market: { remodeled: { text: '27.40%', value: 27.4 } },
      condition: { baths: { text: 'N/A', value: null } },
      valuation: { estimatedAsIsValue: { text: '$212,000', value: 212000 } },
    });
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
