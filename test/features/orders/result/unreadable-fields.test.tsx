/**
 * An order result with bad fields (issue 21): the page shows every part it could read, "Unreadable"
 * where a field could not be read, the count and the service's field names in the technical details, a
 * note in place of a section that could not be read, and a note for a result left out of the order.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { larkspurResponse } from '../../../../src/mocks/data/orders/larkspur';
import { mockDb } from '../../../mock-service';
import { LARKSPUR, openOrder, readFacts, section } from '../helpers';

function serve(...responses: unknown[]) {
  mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!.responses = responses;
}

describe('an order result with fields it cannot read', () => {
  it('shows each bad field as unreadable in place, and counts them in the technical details', async () => {
    serve({
      ...larkspurResponse,
      property_specs: {
        ...larkspurResponse.property_specs,
        beds: 'three',
        lot_size: '6534 sqft',
        garage: '2-car',
      },
    });
    await openOrder(LARKSPUR);
    const facts = readFacts(section('Property'));
    expect(facts).toMatchObject({
      'Above grade': '1,640 sq ft',
      Beds: 'Unreadable (the service sent "three")',
      'Lot size': 'Unreadable (the service sent "6534 sqft")',
      Garage: 'Unreadable (the service sent "2-car")',
      Baths: '2',
    });
    // No unit is claimed for a lot size that could not be read.
    expect(
      within(section('Property')).queryByText('The service does not state the unit.'),
    ).not.toBeInTheDocument();
    const note = screen.getByText(/^3 parts of this result could not be read\./);
    expect(note).toHaveTextContent(
      '3 parts of this result could not be read. They show as “Unreadable” where they stand; the rest is as the service sent it.',
    );
    expect(screen.getByText(/^Fields that could not be read/)).toHaveTextContent(
      'Fields that could not be read (3): property_specs.beds, property_specs.lot_size, property_specs.garage',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '4817 Larkspur Lane, Columbus, OH 43214',
    );
  });

  it('says in place that a section could not be read, and keeps the others', async () => {
    serve({ ...larkspurResponse, results: { ...larkspurResponse.results, renovation_strategies: 'oops' } });
    await openOrder(LARKSPUR);
    expect(section('Renovation strategies')).toHaveTextContent(
      'The renovation strategies could not be read. The technical details at the top of the result say what was left out.',
    );
    expect(within(section('Budget')).getByRole('table', { name: 'Budget line items' })).toBeInTheDocument();
    expect(screen.getByText(/^Fields that could not be read/)).toHaveTextContent(
      'Fields that could not be read (1): results.renovation_strategies',
    );
  });

  it('opens a result without an address, headed by the order', async () => {
    serve({ ...larkspurResponse, property_address: null });
    await openOrder(LARKSPUR);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Order result$/);
    expect(section('Property')).toHaveTextContent('This report does not include the address.');
    expect(readFacts(section('Valuation summary'))).toEqual({
      'Estimated as-is value': '$212,000',
      'Current condition': 'Average',
    });
  });

  it('leaves out a result with nothing in it, and says so', async () => {
    serve(larkspurResponse, {});
    await openOrder(LARKSPUR);
    expect(
      screen.getByText('1 result of this order could not be read and is not shown.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '4817 Larkspur Lane, Columbus, OH 43214',
    );
  });
});
