/** The quote: the total, what was priced, the breakdown and the actions, in one render. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuoteDetails } from '../../../src/features/pricing/quotes/quote-details';
import { noAmounts, pricedAt } from '../../fixtures/pricing';
import { savedOnFriday } from './quote-helpers';

const quote = savedOnFriday('Q-ABCD', '2026-11-20T15:00:00.000Z', 479.99);
// $409.99 for the report and $70 for the inspection, due Friday 2026-11-27; paying by card adds $3.50.
const pricing = pricedAt(479.99, {
  amounts: { ...noAmounts, reportTypeFee: 409.99, inspectionFee: 70 },
  ccSurcharge: 3.5,
  dueDate: '2026-11-27',
});

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
