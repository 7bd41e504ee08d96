import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { larkspurResponse } from '../../../src/mocks/data/orders';
import { mockDb, server } from '../../mock-service';
import { renderApp, signIn } from '../../render';
import {
  LARKSPUR,
  MISSING_PARTS,
  NOT_READY,
  TWO_UNITS,
  openOrder,
  readFacts,
  section,
  tableRows,
} from './helpers';

const STRATEGY_CHART = 'Chart: After-repair value (ARV), As-is value, Renovation cost by strategy';
const EXPORT = 'Export to a spreadsheet (CSV)';
const FSD_HINT = 'The likely spread of the value estimate. Lower is tighter.';

const NOT_FOUND_WORDS =
  "The intake token you provided, is either invalid OR you don't have access of the order associated with it!";

describe('order result: the complete renovation analysis', () => {
  it('shows the property, its specs and key flags', async () => {
    await openOrder(LARKSPUR);
    const property = section('Property');
    expect(property.querySelector('address')?.textContent).toBe('4817 Larkspur LaneColumbus, OH 43214');
    expect(within(property).getByText('Asset reference').parentElement).toHaveTextContent(
      'Asset reference KLG-2026-0418',
    );
    expect(
      readFacts(
        within(property).getByRole('heading', { name: 'Property specs' }).nextElementSibling as HTMLElement,
      ),
    ).toEqual({
      'Above grade': '1,640 sq ft',
      'Below grade': '820 sq ft',
      Beds: '3',
      Baths: '2',
      'Year built': '1958',
      'Lot size': '7,405 sq ft',
      Stories: '1.5',
      Garage: '1',
      'Golf course': 'No',
      Pool: 'No',
      Waterfront: 'Unknown',
    });
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
    expect(readFacts(confidence)).toEqual({
      'Forecast standard deviation (FSD)': '0.084',
      'Confidence score': '91',
      'RV confidence': 'High',
      'Data quality': 'Good',
      'Application score': 'A-',
    });
    expect(within(confidence).getByText(FSD_HINT)).toBeInTheDocument();
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
    expect(tableRows(table)).toEqual([
      ['Measure', 'Min', 'Partial', 'Full', 'Best Recommended'],
      ['ARV', '$248,000', '$289,500', '$331,000', '$331,000'],
      ['As Is Value', '$212,000', '$212,000', '$212,000', '$212,000'],
      ['Rehab', '$18,400', '$46,750', '$78,900', '$78,900'],
      ['$/sqft', '$11.22', '$28.51', '$48.11', '$48.11'],
      ['Basis', '$230,400', '$258,750', '$290,900', '$290,900'],
      ['Net Lift', '$17,600', '$30,750', '$40,100', '$40,100'],
      ['Gross Return', '7.64%', '11.88%', '13.78%', '13.78%'],
      ['Rehab Time', '21 days', '45 days', '75 days', '75 days'],
      ['Estim TTS', '38 days', '38 days', '34 days', '34 days'],
      ['Cushion', '14 days', '14 days', '14 days', '14 days'],
      ['Total Time', '73 days', '97 days', '123 days', '123 days'],
      ['Annualized Return', '38.20%', '44.70%', '40.89%', '40.89%'],
    ]);
    // The separator splits the rows into two groups.
    expect(table.querySelectorAll('tbody')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: 'Best Recommended' })).toBeInTheDocument();

    const chart = within(strategies).getByRole('img', { name: STRATEGY_CHART });
    expect(chart).toHaveAccessibleDescription(
      'Min: After-repair value (ARV) $248,000, As-is value $212,000, Renovation cost $18,400, annualized return 38.20%. ' +
        'Partial: After-repair value (ARV) $289,500, As-is value $212,000, Renovation cost $46,750, annualized return 44.70%. ' +
        'Full: After-repair value (ARV) $331,000, As-is value $212,000, Renovation cost $78,900, annualized return 40.89%. ' +
        'Best (recommended): After-repair value (ARV) $331,000, As-is value $212,000, Renovation cost $78,900, annualized return 40.89%.',
    );
  });

  it('shows a condition rating written as text as sent, and only N/A or nothing as not rated', async () => {
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
      Interior: 'Not rated',
      Exterior: '4',
    });
  });

  it('remembers the opened order for the orders page', async () => {
    await openOrder(LARKSPUR);
    await waitFor(() =>
      expect(
        JSON.parse(window.localStorage.getItem('valuation-portal:recent-orders:demo.officer') ?? '[]'),
      ).toEqual([
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

describe('order result: states', () => {
  it('shows "not completed yet" as a normal state and checks again', async () => {
    const { user } = await openOrder(NOT_READY, 'settled');
    const notReady = await screen.findByText('This report is not ready yet');
    const box = notReady.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('The service says: “Report is not completed yet!”');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    let calls = 0;
    server.use(
      http.get('*/api/v1/order/retrieve-response', () => {
        calls += 1;
        return HttpResponse.json(
          { success: false, message: 'Report is not completed yet!', data: {}, meta: {}, errors: [] },
          { status: 422 },
        );
      }),
    );
    await user.click(within(box).getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(calls).toBe(1));
    const checkAgain = await within(box).findByRole('button', { name: 'Check again' });
    expect(checkAgain).toHaveFocus();
    await waitFor(() => expect(checkAgain).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('heading', { level: 1, name: 'Order result' })).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });

  it('shows the result once a not-ready report is completed', async () => {
    const { user } = await openOrder(NOT_READY, 'settled');
    await screen.findByText('This report is not ready yet');
    const { mockDb } = await import('../../mock-service');
    const larkspur = mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!;
    mockDb.orders.find((o) => o.orderToken === 'ord_9N4W6P')!.responses = larkspur.responses;
    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
    expect(readFacts(section('Valuation summary'))['Estimated as-is value']).toBe('$212,000');
  });

  it('shows the service’s words for an unknown order', async () => {
    await signIn();
    renderApp('/orders/int_NOPE/ord_NOPE');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This order cannot be opened');
    expect(alert).toHaveTextContent(NOT_FOUND_WORDS);
    expect(screen.getByRole('heading', { level: 1, name: 'Order result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
    expect(window.localStorage.getItem('valuation-portal:recent-orders:demo.officer')).toBeNull();
  });

  it('offers a retry when the service is having trouble', async () => {
    server.use(
      http.get('*/api/v1/order/retrieve-response', () =>
        HttpResponse.json(
          { success: false, message: 'Upstream timed out', data: {}, meta: {}, errors: [] },
          { status: 503 },
        ),
      ),
    );
    await signIn();
    const { user } = renderApp(LARKSPUR);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Upstream timed out');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Property' })).toBeInTheDocument();
  });

  it('shows the rest of a result that is missing optional parts', async () => {
    await openOrder(MISSING_PARTS);
    const property = section('Property');
    expect(property.querySelector('address')?.textContent).toBe(
      '350 Riverside Drive, Unit 4BBuilding 2Cincinnati, OH 45202',
    );
    expect(within(property).queryByText('Asset reference')).not.toBeInTheDocument();
    expect(within(property).getByText('This report does not include property specs.')).toBeInTheDocument();
    expect(
      within(section('Market information')).getByText('This report does not include market information.'),
    ).toBeInTheDocument();
    expect(readFacts(section('Valuation summary'))).toEqual({
      'Estimated as-is value': '$186,500',
      'Current condition': 'Good',
    });
    expect(readFacts(section('Condition ratings'))).toEqual({
      Overall: '4',
      Kitchen: '4',
      Baths: '4',
      Interior: 'Not rated',
      Exterior: 'Not rated',
    });
    expect(
      within(section('Commentary'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Subject property', 'Valuation']);
    expect(
      within(section('Renovation strategies')).getByText(
        'This report does not include renovation strategies.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Budget')).getByText('This report has no budget line items.')).toBeInTheDocument();
    expect(within(section('Budget')).queryByRole('button', { name: EXPORT })).not.toBeInTheDocument();
  });

  it('makes each of several results reachable as tabs', async () => {
    const { user } = await openOrder(TWO_UNITS);
    const tabs = screen.getByRole('tablist', { name: 'Results of this order' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['1. 2210 Cedar Street, Unit 1 $148,000', '2. 2210 Cedar Street, Unit 2 $139,500']);
    const first = screen.getByRole('tabpanel');
    expect(first).toHaveAccessibleName('1. 2210 Cedar Street, Unit 1 $148,000');
    expect(readFacts(section('Valuation summary', first))).toEqual({
      'Estimated as-is value': '$148,000',
      'Current condition': 'Fair',
    });

    await user.click(within(tabs).getByRole('tab', { name: /Unit 2/ }));
    const second = screen.getByRole('tabpanel');
    expect(second).toHaveAccessibleName('2. 2210 Cedar Street, Unit 2 $139,500');
    expect(readFacts(section('Valuation summary', second))).toEqual({
      'Estimated as-is value': '$139,500',
      'Current condition': 'Average',
    });
    expect(within(second).getByRole('table', { name: 'Budget line items' })).toHaveTextContent('Rear stairs');
    const total = within(within(second).getByRole('table', { name: 'Budget line items' })).getByRole('row', {
      name: /^Grand total/,
    });
    expect(total).toHaveTextContent('Grand total$3,200$4,950$16,150$0$3,350$27,650');

    // Arrow keys move between tabs.
    await user.keyboard('{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: /Unit 1/ })).toHaveFocus();
    expect(within(tabs).getByRole('tab', { name: /Unit 1/ })).toHaveAttribute('aria-selected', 'true');
  });
});
