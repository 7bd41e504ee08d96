/** /orders/result?intake=…&order=… over the mock service: the complete renovation analysis, section by section. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { larkspurResponse } from '../../../../src/mocks/data/orders/larkspur';
import { mockDb } from '../../../mock-service';
import {
  address,
  LARKSPUR,
  RECENT_ORDERS_KEY,
  TWO_UNITS,
  openOrder,
  readFacts,
  section,
  tableRows,
} from '../helpers';

const STRATEGY_CHART = 'Chart: After-repair value, As-is value, Renovation cost by strategy';

describe('order result: the complete renovation analysis', () => {
  it('shows the property, its specs and key flags', async () => {
    await openOrder(LARKSPUR);
    const property = section('Property');
    expect(address(property)).toHaveTextContent(/^4817 Larkspur LaneColumbus, OH 43214$/);
    expect(within(property).getByText('Asset reference')).toHaveTextContent('Asset reference KLG-2026-0418');
    // The specs are the section's one definition list, under its "Property specs" heading.
    expect(within(property).getByRole('heading', { name: 'Property specs' })).toBeInTheDocument();
    expect(readFacts(property)).toEqual({
      'Above grade': '1,640 sq ft',
      'Below grade': '820 sq ft',
      Beds: '3',
      Baths: '2',
      'Year built': '1958',
      'Lot size': '7,405',
      Stories: '1.5',
      Garage: '1',
      'Golf course': 'No',
      Pool: 'No',
    });
    // Waterfront was not sent (null): it is left out rather than shown as unknown.
    expect(within(property).queryByText('Waterfront')).not.toBeInTheDocument();
    // The interface gives the lot size no unit: none is invented, and the page says so.
    expect(within(property).getByText('The service does not state the unit.')).toBeInTheDocument();
  });

  it('shows a key flag that is neither "0" nor "1" as the service sent it', async () => {
    const { user } = await openOrder(TWO_UNITS);
    expect(readFacts(section('Property'))).toMatchObject({ 'Golf course': 'No', Waterfront: 'Canal view' });
    await user.click(screen.getByRole('tab', { name: /Unit 2/ }));
    expect(readFacts(section('Property'))).toMatchObject({ Pool: 'No', Waterfront: 'Yes' });
  });

  it('shows the valuation summary, market, confidence, condition and the non-empty commentary', async () => {
    await openOrder(LARKSPUR);
    expect(readFacts(section('Valuation summary'))).toEqual({
      'Estimated as-is value': '$212,000',
      'Current condition': 'Average',
    });
    expect(readFacts(section('Market information'))).toEqual({
      'ZIP code category': 'Suburban',
      'Demand score': '72 (High)',
      Inventory: '2.1 months',
      'Median time to sell': '38 days',
      'Share remodeled': '27.40%',
    });
    const confidence = section('Confidence');
    // Plain labels, the service's own in small type; no invented meaning, and no guessed hint.
    expect(readFacts(confidence)).toEqual({
      'FSD scoreService: FSD': '0.084',
      'Confidence scoreService: FSD confidence score': '91',
      'Value confidenceService: RV confidence': 'High',
      'Data quality': 'Good',
      'Application score': 'A-',
    });
    expect(confidence).toHaveTextContent(
      'Scores as the service sends them. The service does not define them.',
    );
    expect(confidence).not.toHaveTextContent(/lower is|higher is/i);
    expect(section('Condition ratings')).toHaveTextContent('The service does not define the scale.');
    expect(readFacts(section('Condition ratings'))).toEqual({
      Overall: '3.5',
      Kitchen: '3',
      Baths: 'Not rated',
      Interior: '4',
      Exterior: '3.5',
    });
    const commentary = section('Commentary');
    expect(
      within(commentary)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Market', 'Subject property', 'Budget', 'Valuation']);
    expect(
      within(commentary).getByText(/^As-is value supported by four closed sales within 0\.6 miles/),
    ).toBeInTheDocument();
  });

  it('lists the renovation strategies in the service’s order, without the separator row, Best recommended', async () => {
    await openOrder(LARKSPUR);
    const strategies = section('Renovation strategies');
    const table = within(strategies).getByRole('table', { name: 'Renovation strategies' });
    // Plain labels with the service's titles under them; the arithmetic only where it holds (total time
    // is not renovation time + time to sell in this report, so it is not shown).
    expect(tableRows(table)).toEqual([
      ['Figure', 'MinimumService: Min', 'Partial', 'Full', 'RecommendedService: Best'],
      ['After-repair valueService: ARV', '$248,000', '$289,500', '$331,000', '$331,000'],
      ['As-is valueService: As Is Value', '$212,000', '$212,000', '$212,000', '$212,000'],
      ['Renovation costService: Rehab', '$18,400', '$46,750', '$78,900', '$78,900'],
      ['Dollars per square footService: $/sqft', '$11.22', '$28.51', '$48.11', '$48.11'],
      [
        'Cost basisService: Basis= As-is value + renovation cost',
        '$230,400',
        '$258,750',
        '$290,900',
        '$290,900',
      ],
      [
        'Net gainService: Net Lift= After-repair value − cost basis',
        '$17,600',
        '$30,750',
        '$40,100',
        '$40,100',
      ],
      ['Gross return= Net gain ÷ cost basis', '7.64%', '11.88%', '13.78%', '13.78%'],
      ['Renovation timeService: Rehab Time', '21 days', '45 days', '75 days', '75 days'],
      ['Estimated time to sellService: Estim TTS', '38 days', '38 days', '34 days', '34 days'],
      ['CushionThe service does not define it.', '14 days', '14 days', '14 days', '14 days'],
      ['Total time', '73 days', '97 days', '123 days', '123 days'],
      ['Annualized return= Gross return × 365 ÷ total time', '38.20%', '44.70%', '40.89%', '40.89%'],
    ]);
    // The separator splits the body rows into two groups, after the head's.
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'RecommendedService: Best' })).toBeInTheDocument();

    const chart = within(strategies).getByRole('img', { name: STRATEGY_CHART });
    expect(chart).toHaveAccessibleDescription(
      'Minimum: After-repair value $248,000, As-is value $212,000, Renovation cost $18,400, annualized return 38.20%. ' +
        'Partial: After-repair value $289,500, As-is value $212,000, Renovation cost $46,750, annualized return 44.70%. ' +
        'Full: After-repair value $331,000, As-is value $212,000, Renovation cost $78,900, annualized return 40.89%. ' +
        'Recommended: After-repair value $331,000, As-is value $212,000, Renovation cost $78,900, annualized return 40.89%.',
    );
  });

  it('shows a condition rating written as text as sent, N/A as not rated, and nothing for an empty one', async () => {
    mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!.responses = [
      {
        ...larkspurResponse,
        subject_condition_rating: {
          overall_condition: 'C3',
          kitchen: 'Good',
          baths: 'n/a',
          interior: '',
          exterior: '4',
        },
      },
    ];
    await openOrder(LARKSPUR);
    expect(readFacts(section('Condition ratings'))).toEqual({
      Overall: 'C3',
      Kitchen: 'Good',
      Baths: 'Not rated',
      Exterior: '4',
    });
  });

  it('remembers the opened order for the orders page', async () => {
    await openOrder(LARKSPUR);
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(RECENT_ORDERS_KEY) ?? '[]')).toEqual([
        expect.objectContaining({
          intakeToken: 'int_8F3K2M',
          orderToken: 'ord_5T7R1Q',
          address: '4817 Larkspur Lane, Columbus',
          asIsValue: '$212,000',
        }),
      ]),
    );
  });
});
