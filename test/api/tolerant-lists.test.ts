/**
 * Tolerant parsing of lists at the API boundary (issue 12), through the typed service module against
 * the mock service serving lists with unreadable items: an item with an unreadable field is kept with
 * that field null; an item that cannot be used (no key) is left out and counted; a reply whose list is
 * missing or is not a list still fails as malformed.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  listInspectionTypes,
  listLoanOfficers,
  listPaymentSources,
  listReportTypes,
  listStandaloneInspectionTypes,
  listTurnarounds,
} from '../../src/api/endpoints';
import { queueMockAnswers } from '../mock-service';
import { KEYSTONE, signIn } from '../render';
import {
  listReply,
  loanOfficersWithUnreadableItems,
  paymentSourcesWithUnreadableItems,
  reportTypesWithUnreadableItems,
  standaloneWithUnreadableItems,
  turnaroundsWithUnreadableItems,
} from '../unreadable-lists';

beforeEach(async () => {
  await signIn();
});

describe('a list with unreadable items', () => {
  it('payment sources: keeps the card with an unreadable expiry, leaves out the account with no id', async () => {
    queueMockAnswers('paymentSources', [listReply(paymentSourcesWithUnreadableItems())]);
    const sources = await listPaymentSources(KEYSTONE);
    expect(sources.skipped).toBe(1);
    const [stripe] = sources.items;
    expect(stripe?.ach.map((a) => a.id)).toEqual(['ps_ach_8812', 'ps_ach_9120']);
    expect(stripe?.cards.map((c) => c.id)).toEqual(['ps_cc_3301', 'ps_cc_3302', 'ps_cc_2877', 'ps_cc_5120']);
    expect(stripe?.cards[3]).toEqual({
      id: 'ps_cc_5120',
      sourceName: 'Discover',
      last4: '1117',
      isDefault: null,
      expMonth: null,
      expYear: 2027,
      brand: 'discover',
    });
  });

  it('payment sources: leaves out an unknown processor whose value cannot be read, and lists the others', async () => {
    const data = paymentSourcesWithUnreadableItems();
    queueMockAnswers('paymentSources', [
      listReply({ paymentSources: { ...data.paymentSources, braintree: 'oops', adyen: { ach: 'x' } } }),
    ]);
    const sources = await listPaymentSources(KEYSTONE);
    expect(sources.items.map((group) => group.processor)).toEqual(['stripe']);
    // The ACH account with no id, and the two processors that could not be read.
    expect(sources.skipped).toBe(3);
    expect(sources.items[0]?.cards).toHaveLength(4);
  });

  it('standalone inspection types: keeps the one with an unreadable price and flag, leaves out the one with no slug', async () => {
    queueMockAnswers('standaloneInspectionTypes', [listReply(standaloneWithUnreadableItems())]);
    const types = await listStandaloneInspectionTypes(KEYSTONE);
    expect(types.skipped).toBe(1);
    expect(types.items).toHaveLength(8);
    expect(types.items[7]).toEqual({
      slug: 'pool-inspection',
      name: 'Pool Inspection',
      platform: 'crowdsource',
      description: 'The pool, its equipment and its fence.',
      glaApplicable: null,
      licensingApplicable: true,
      price: null,
      additionalUnitPrice: 0,
      contactInfoRequired: false,
      drawInspection: false,
      companyCustomPricing: null,
    });
  });

  it('loan officers: keeps the one with an unreadable email, leaves out the one with no token', async () => {
    queueMockAnswers('loanOfficers', [listReply(loanOfficersWithUnreadableItems())]);
    const officers = await listLoanOfficers(KEYSTONE);
    expect(officers.skipped).toBe(1);
    expect(officers.items.map((o) => o.token)).toEqual([
      'usr_D4N4WH',
      'usr_M8RC0S',
      'usr_PR1Y4N',
      'usr_4L3XRV',
      'usr_T4YL0R',
    ]);
    expect(officers.items[4]).toMatchObject({ name: 'Taylor Brooks', email: null, phone: '+16145550111' });
  });

  it('report types: leaves out the one with no slug', async () => {
    queueMockAnswers('reportTypes', [listReply(reportTypesWithUnreadableItems())]);
    const types = await listReportTypes(KEYSTONE);
    expect(types.skipped).toBe(1);
    expect(types.items.map((t) => t.slug)).toEqual(['prop-value', 'reno-arv', 'reo-strategy']);
  });

  it('turnarounds: keeps Rush with its due date and fee unreadable, leaves out the one with no slug', async () => {
    queueMockAnswers('turnarounds', [listReply(turnaroundsWithUnreadableItems())]);
    const tat = await listTurnarounds(KEYSTONE, 'prop-value');
    expect(tat.skipped).toBe(1);
    expect(tat.items.map((t) => t.slug)).toEqual(['standard', 'rush']);
    expect(tat.items[1]).toEqual({
      slug: 'rush',
      name: 'Rush',
      rank: 2,
      timeText: '2-3 biz days',
      fee: null,
      dueDate: null,
    });
  });

  it('inspection types for a report: keeps one with an unreadable platform, leaves out one with no name', async () => {
    queueMockAnswers('inspectionTypes', [
      listReply({
        inspectionTypes: [
          { slug: 'exterior', name: 'Exterior Only', pp_platform: ['crowdsource'], gla_applicable: '0' },
          { slug: 'interior-w-exterior' },
          { slug: 'none', name: 'No Inspection' },
        ],
      }),
    ]);
    const types = await listInspectionTypes(KEYSTONE, 'prop-value');
    expect(types.skipped).toBe(1);
    expect(types.items).toEqual([
      {
        slug: 'exterior',
        name: 'Exterior Only',
        isNone: false,
        platform: null,
        description: null,
        glaApplicable: false,
        licensingApplicable: null,
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
});

describe('a whole reply that is unreadable', () => {
  it.each([
    ['payment sources', 'paymentSources', () => listPaymentSources(KEYSTONE), { paymentSources: 'none' }],
    ['loan officers, list missing', 'loanOfficers', () => listLoanOfficers(KEYSTONE), { officers: [] }],
    ['report types, not a list', 'reportTypes', () => listReportTypes(KEYSTONE), { reportTypes: {} }],
    ['turnarounds, data not an object', 'turnarounds', () => listTurnarounds(KEYSTONE, 'rush'), ['x']],
    [
      'standalone inspection types, list missing',
      'standaloneInspectionTypes',
      () => listStandaloneInspectionTypes(KEYSTONE),
      {},
    ],
  ] as const)('%s still fails as malformed', async (_name, call, request, data) => {
    queueMockAnswers(call, [
      { status: 200, json: { success: true, message: 'OK', data, meta: {}, errors: [] } },
    ]);
    await expect(request()).rejects.toMatchObject({ kind: 'malformed' });
  });
});
