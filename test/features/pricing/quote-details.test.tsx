/** The quote: the total, what was priced, the breakdown and the actions, in one render. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Pricing } from '../../../src/api/schemas/pricing';
import { QuoteDetails } from '../../../src/features/pricing/quotes/quote-details';
import { savedOnFriday } from './quote-helpers';

const quote = savedOnFriday('Q-ABCD', '2026-11-20T15:00:00.000Z', 479.99);
const pricing: Pricing = {
  amounts: {
    reportTypeFee: 409.99,
    baseFee: 0,
    inspectionFee: 70,
    rushFee: 0,
    conversionFee: 0,
    surchargeFee: 0,
    glaSurcharge: 0,
    licensingSurcharge: 0,
    floodCharge: 0,
    inspectionPrice: 0,
    inspectionPriceAdditionalUnits: 0,
  },
  totalPrice: 479.99,
  ccSurcharge: 3.5,
  units: 1,
  unitPrice: 479.99,
  dueDate: '2026-11-27',
  reportType: { slug: 'reno-arv', nickname: 'Renovation Analysis', formalName: 'Renovation Analysis' },
  inspectionType: { slug: 'interior-w-exterior', name: 'Interior with Exterior' },
  turnaround: {
    slug: 'standard',
    name: 'Standard',
    rank: 1,
    timeText: '3-5 biz days',
    requested: 'standard',
  },
};

const details = () => (
  <QuoteDetails pricing={pricing} quote={quote}>
    <button type="button">Save quote</button>
  </QuoteDetails>
);

describe('QuoteDetails', () => {
  it('shows the total, the due date, the card surcharge, what was priced, the breakdown and the actions', () => {
    render(details());
    expect(screen.getByText('$479.99', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText('Fri, Nov 27, 2026')).toBeInTheDocument();
    expect(
      screen.getByText('Paying by card adds a card surcharge of $3.50, not included in the total.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Priced on')).toBeInTheDocument();
    expect(screen.getByText('Fri, Nov 20, 2026')).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ItemAmount',
      'ReportRenovation Analysis.$409.99',
      'InspectionInterior.$70.00',
      'Total$479.99',
    ]);
    expect(screen.getByRole('button', { name: 'Save quote' })).toBeInTheDocument();
  });
});
