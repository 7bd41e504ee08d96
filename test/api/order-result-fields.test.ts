/**
 * The order result read section by section and field by field (issue 21): each bad field of the issue's
 * reproductions leaves the rest of the result as it was, the field shows as unreadable and is listed for
 * the technical details; a section that is not an object is unreadable as a whole; a unit with nothing
 * to show is left out and counted; only a reply with no usable unit fails.
 */
import { describe, expect, it } from 'vitest';
import { orderResponsesDataSchema } from '../../src/api/schemas/order-response';
import { larkspurResponse } from '../../src/mocks/data/orders/larkspur';

const unreadable = (sent: string) => ({ unreadable: true, sent });

function readOne(response: unknown) {
  const result = orderResponsesDataSchema.parse({ responses: [response] });
  expect(result.skipped).toBe(0);
  expect(result.items).toHaveLength(1);
  return result.items[0]!;
}

const withSpecs = (specs: Record<string, unknown>) => ({
  ...larkspurResponse,
  property_specs: { ...larkspurResponse.property_specs, ...specs },
});

describe('an order result with one bad field', () => {
  it.each([
    ['beds', 'three', 'beds'],
    ['lot_size', '6534 sqft', 'lotSize'],
    ['garage', '2-car', 'garage'],
  ] as const)('%s: %j is unreadable in place, the rest of the specs read', (wire, sent, key) => {
    const response = readOne(withSpecs({ [wire]: sent }));
    expect(response.specs).toMatchObject({
      [key]: unreadable(JSON.stringify(sent)),
      aboveGradeSqft: 1640,
      baths: 2,
      stories: { text: '1.5', value: 1.5 },
    });
    expect(response.unreadable).toEqual([`property_specs.${wire}`]);
    expect(response.strategies).toHaveLength(13);
    expect(response.budget).toHaveLength(25);
  });

  it('a count left out or null is absent, not unreadable', () => {
    const { beds: _beds, ...specs } = larkspurResponse.property_specs;
    const response = readOne({ ...larkspurResponse, property_specs: { ...specs, garage: null } });
    expect(response.specs).toMatchObject({ beds: null, garage: null, baths: 2 });
    expect(response.unreadable).toEqual([]);
  });

  it('property_address: null is an absent address; the rest of the result reads', () => {
    const response = readOne({ ...larkspurResponse, property_address: null });
    expect(response.address).toBeNull();
    expect(response.unreadable).toEqual([]);
    expect(response.valuation).toEqual({
      currentCondition: 'Average',
      estimatedAsIsValue: { text: '$212,000', value: 212000 },
    });
  });

  it('an address that is not an object is an unreadable section; one bad address field is that field', () => {
    expect(readOne({ ...larkspurResponse, property_address: 'Larkspur' }).address).toEqual(
      unreadable('"Larkspur"'),
    );
    const response = readOne({
      ...larkspurResponse,
      property_address: { ...larkspurResponse.property_address, city: { name: 'Columbus' } },
    });
    expect(response.address).toMatchObject({
      address: '4817 Larkspur Lane',
      city: unreadable('{"name":"Columbus"}'),
    });
    expect(response.unreadable).toEqual(['property_address.city']);
  });

  it('renovation_strategies: "oops" makes the strategies unreadable and keeps the budget', () => {
    const response = readOne({
      ...larkspurResponse,
      results: { ...larkspurResponse.results, renovation_strategies: 'oops' },
    });
    expect(response.strategiesUnreadable).toBe(true);
    expect(response.strategies).toEqual([]);
    expect(response.budgetUnreadable).toBe(false);
    expect(response.budget).toHaveLength(25);
    expect(response.unreadable).toEqual(['results.renovation_strategies']);
  });

  it('a results section that is not an object leaves the property, market and scores', () => {
    const response = readOne({ ...larkspurResponse, results: ['oops'] });
    expect(response.resultsUnreadable).toBe(true);
    expect(response.valuation).toBeNull();
    expect(response.market).toMatchObject({ zipCodeCategory: 'Suburban', demandScore: 72 });
    expect(response.unreadable).toEqual(['results']);
  });

  it('a section that is not an object is unreadable as a whole, and sent text is cut for the details', () => {
    const response = readOne({ ...larkspurResponse, market_information: 'x'.repeat(200) });
    expect(response.market).toEqual(unreadable(`"${'x'.repeat(78)}…`));
    expect(response.unreadable).toEqual(['market_information']);
  });
});

describe('the units of an order', () => {
  it('leaves out an extra {} and counts it', () => {
    const result = orderResponsesDataSchema.parse({ responses: [larkspurResponse, {}] });
    expect(result.items.map((r) => r.orderToken)).toEqual(['ord_5T7R1Q']);
    expect(result.skipped).toBe(1);
  });

  it('leaves out units that are not objects or have no section, and keeps the usable one', () => {
    const result = orderResponsesDataSchema.parse({
      responses: ['oops', null, { order_token: 'ord_X' }, larkspurResponse],
    });
    expect(result.items).toHaveLength(1);
    expect(result.skipped).toBe(3);
  });

  it('fails as a whole only when no unit can be used', () => {
    expect(orderResponsesDataSchema.safeParse({ responses: [{}, 'oops'] }).success).toBe(false);
    expect(orderResponsesDataSchema.safeParse({ responses: 'oops' }).success).toBe(false);
    expect(orderResponsesDataSchema.parse({ responses: [] })).toEqual({ items: [], skipped: 0 });
  });
});
