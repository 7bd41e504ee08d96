/**
 * While the order result arrives, the budget comes in steps (ResponseView): its chart alone, then its
 * filters, then its table's first line items (a category's subtotal once its last item is there), and
 * every line item in the end.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { budgetLineItemSchema } from '../../../../src/api/schemas/order-response';
import { BudgetSection } from '../../../../src/features/orders/budget/budget-section';
import { budgetLine } from '../../../../src/mocks/data/orders/wire-format';
import { tableRows } from '../helpers';

const ITEMS = [
  budgetLine('Roof replacement', 'Exterior', null, { hr: 13190 }),
  budgetLine('Gutters', 'Exterior', null, { dm: 1125.5 }),
  budgetLine('Permits', 'Soft Costs', null, { soft: 250 }),
].map((line) => budgetLineItemSchema.parse(line));

function budgetRows(rowLimit: number | undefined): string[] {
  render(<BudgetSection items={ITEMS} fileName="budget.csv" rowLimit={rowLimit} />);
  const table = screen.getByRole('table', { name: 'Budget line items' });
  return tableRows(table).map((cells) => cells[0] ?? '');
}

describe('the budget table while the result arrives', () => {
  it('is the chart alone at its first step: no filters, no table', () => {
    render(<BudgetSection items={ITEMS} fileName="budget.csv" controls={false} rowLimit={0} />);
    expect(screen.getByRole('img', { name: 'Chart: budget allocation by category' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Budget filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Budget line items' })).not.toBeInTheDocument();
  });

  it('is not there before its first step, while the chart and the filters are', () => {
    render(<BudgetSection items={ITEMS} fileName="budget.csv" rowLimit={0} />);
    expect(screen.queryByRole('table', { name: 'Budget line items' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Chart: budget allocation by category' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Budget filters' })).getByRole('searchbox', {
        name: 'Search items',
      }),
    ).toBeInTheDocument();
  });

  it('shows the first line items, a subtotal only once its category is whole, and the grand total', () => {
    expect(budgetRows(1)).toEqual(['Item', 'Exterior', 'Roof replacement', 'Grand total']);
  });

  it('shows a category whole, with its subtotal, once the step reaches its last item', () => {
    expect(budgetRows(2)).toEqual([
      'Item',
      'Exterior',
      'Roof replacement',
      'Gutters',
      'Exterior subtotal',
      'Grand total',
    ]);
  });

  it('shows every category without a limit', () => {
    expect(budgetRows(undefined)).toEqual([
      'Item',
      'Exterior',
      'Roof replacement',
      'Gutters',
      'Exterior subtotal',
      'Soft Costs',
      'Permits',
      'Soft Costs subtotal',
      'Grand total',
    ]);
  });
});
