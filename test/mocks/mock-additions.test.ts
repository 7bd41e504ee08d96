/**
 * What the mock service gained from the vendor notes (issue 12), through the typed service module: the
 * $150 draw add-on with a report, a 404 in the envelope for unknown API paths, and one ZIP rule for every
 * handler that takes a postal code.
 */
import * as z from 'zod/mini';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '../../src/api/client';
import { confirmPrice, listInspectionTypes, updateCompany } from '../../src/api/endpoints';
import { NOT_FOUND_MESSAGE } from '../../src/mocks/envelope';
import { keystoneDetails } from '../fixtures/company';
import { drawInspection, texasRequest } from '../fixtures/pricing';
import { expectUnknownApiPaths } from '../mock-service';
import { KEYSTONE, signIn } from '../render';

beforeEach(async () => {
  await signIn();
});

const request = { ...texasRequest, inspectionType: 'draw-inspection' };

describe('the draw inspection as an add-on to a report', () => {
  it('is offered with the renovation report', async () => {
    const types = await listInspectionTypes(KEYSTONE, 'reno-arv');
    expect(types.items.map((t) => t.slug)).toEqual([
      'interior-w-exterior',
      'interior-homeowner-direct',
      'draw-inspection',
      'none',
    ]);
    expect(types.items[2]).toEqual(drawInspection);
  });

  it('costs $150 with the report, +$10 for each additional unit', async () => {
    const single = await confirmPrice(KEYSTONE, request);
    expect(single.amounts.inspectionFee).toBe(150);
    expect(single.amounts.inspectionPrice).toBe(150);
    expect(single.totalPrice).toBe(569.99);
    const duplex = await confirmPrice(KEYSTONE, { ...request, residentialPropertyType: 'duplex' });
    expect(duplex.amounts.inspectionFee).toBe(160);
    expect(duplex.totalPrice).toBe(579.99);
  });

  it('is not offered with the property valuation', async () => {
    await expect(confirmPrice(KEYSTONE, { ...request, reportType: 'prop-value' })).rejects.toMatchObject({
      status: 422,
      fieldErrors: [
        expect.objectContaining({
          message:
            '"inspection_type" must be one of [interior-w-exterior, exterior, interior-homeowner-direct, none]',
        }),
      ],
    });
  });
});

describe('unknown API paths', () => {
  it('answer 404 with the envelope, which the portal reads as not found in the service’s words', async () => {
    expectUnknownApiPaths();
    const call = apiRequest({ method: 'GET', path: '/api/v1/order/place', data: z.unknown() });
    await expect(call).rejects.toMatchObject({ kind: 'not-found', status: 404, message: NOT_FOUND_MESSAGE });
    const response = await fetch('http://localhost:3000/api/v3/company/payment-sources');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      message: NOT_FOUND_MESSAGE,
      data: {},
      meta: {},
      errors: [],
    });
  });

  it('include a known path with a method the service does not take', async () => {
    expectUnknownApiPaths();
    const call = apiRequest({ method: 'POST', path: '/api/v1/report-types', body: {}, data: z.unknown() });
    await expect(call).rejects.toMatchObject({ kind: 'not-found', status: 404 });
  });
});

describe('one ZIP rule', () => {
  const zipPlus4 = '"postal_code" with value "43215-2210" fails to match the required pattern: /^\\d{5}$/';

  it('refuses a ZIP+4 in the company update and in pricing alike, in the same words', async () => {
    const company = { ...keystoneDetails, postalCode: '43215-2210' };
    await expect(updateCompany(KEYSTONE, company)).rejects.toMatchObject({
      status: 422,
      fieldErrors: [expect.objectContaining({ field: 'postal_code', message: zipPlus4 })],
    });
    await expect(
      confirmPrice(KEYSTONE, { ...request, state: 'OH', postalCode: '43215-2210' }),
    ).rejects.toMatchObject({
      status: 422,
      fieldErrors: [expect.objectContaining({ field: 'postal_code', message: zipPlus4 })],
    });
  });

  it('accepts five digits in both', async () => {
    const saved = await updateCompany(KEYSTONE, keystoneDetails);
    expect(saved.postalCode).toBe('43215');
    const priced = await confirmPrice(KEYSTONE, { ...request, state: 'OH', postalCode: '43215' });
    expect(priced.totalPrice).toBe(569.99);
  });
});
