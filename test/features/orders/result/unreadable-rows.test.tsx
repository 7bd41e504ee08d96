/**
 * Tolerant parsing inside an order result (issue 12): a strategy row or a budget line that cannot be read
 * at all is left out and counted in a visible note; the rest of the result, and of that table, works.
 */
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { larkspurResponse, larkspurStrategies } from '../../../../src/mocks/data/orders/larkspur';
import { budgetLine } from '../../../../src/mocks/data/orders/wire-format';
import { mockDb } from '../../../mock-service';
import { LARKSPUR, openOrder, readFacts, section, tableRows } from '../helpers';

function serve(results: Record<string, unknown>) {
  mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!.responses = [
    { ...larkspurResponse, results: { ...larkspurResponse.results, ...results } },
  ];
}

describe('an order result with unreadable rows', () => {
  it('leaves out an unreadable strategy row, says so, and keeps the rest', async () => {
    serve({
      renovation_strategies: [
        ...larkspurStrategies.slice(0, 2),
        { title: ['Rehab'], min: { amount: 1 }, partial: '$1', full: '$1', best: '$1' },
        ...larkspurStrategies.slice(3),
      ],
    });
    await openOrder(LARKSPUR);
    const strategies = section('Renovation strategies');
    expect(within(strategies).getByText('1 item could not be read and is not shown.')).toBeInTheDocument();
    const table = within(strategies).getByRole('table', { name: /Renovation strategies/ });
    const titles = tableRows(table).map((cells) => cells[0]);
    expect(titles).toContain('As-is valueService: As Is Value');
    expect(titles).not.toContain('Renovation costService: Rehab');
    // The rest of the page is there.
    expect(readFacts(section('Valuation summary'))).toEqual({
      'Estimated as-is value': '$212,000',
      'Current condition': 'Average',
    });
  });

  it('leaves out budget lines that cannot be read, says how many, and totals the rest', async () => {
    serve({
      budget_line_items: [
        budgetLine('Roof replacement', 'Exterior', null, { hr: 9800 }),
        { line_itme: { name: 'Gutters' }, category: 'Exterior', total_cost: '$1,350' },
        'not a line',
        budgetLine('Permits', 'Soft Costs', null, { soft: 1450 }),
      ],
    });
    await openOrder(LARKSPUR);
    const budget = section('Budget');
    expect(within(budget).getByText('2 items could not be read and are not shown.')).toBeInTheDocument();
    const table = within(budget).getByRole('table', { name: 'Budget line items' });
    expect(tableRows(table).at(-1)).toEqual([
      'Grand total',
      '$9,800.00',
      '$0.00',
      '$0.00',
      '$0.00',
      '$1,450.00',
      '$11,250.00',
    ]);
    expect(within(budget).getByText('2 line items.')).toBeInTheDocument();
  });

  it('shows no note when every row can be read', async () => {
    await openOrder(LARKSPUR);
    expect(within(section('Renovation strategies')).queryByText(/could not be read/)).not.toBeInTheDocument();
    expect(
      within(section('Budget')).queryByText(/could not be read and (is|are) not shown/),
    ).not.toBeInTheDocument();
  });
});
