/**
 * A long budget's model is made ahead of its section, in slices (budget-prepare.ts): the same rows,
 * categories, first view and table rows as the one-render model, the main thread yielded between slices,
 * nothing kept when the page goes first; and the section then renders from it.
 */
import { render, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { budgetLineItemSchema, type BudgetLineItem } from '../../../../src/api/schemas/order-response';
import {
  budgetCategories,
  buildBudgetView,
  prepareBudget,
} from '../../../../src/features/orders/budget/budget-model';
import {
  FIRST_QUERY,
  PREPARED_FROM,
  prepareInSlices,
  preparedBudget,
  usePreparedBudget,
} from '../../../../src/features/orders/budget/budget-prepare';
import { displayRows } from '../../../../src/features/orders/budget/budget-rows';
import { BudgetSection } from '../../../../src/features/orders/budget/budget-section';
import { budgetLine } from '../../../../src/mocks/data/orders/wire-format';

const CATEGORIES = ['Exterior', 'Kitchen', 'Soft Costs'];

/** `count` line items over three categories, amounts 1.00, 2.00, … in heavy repair. */
function items(count: number): BudgetLineItem[] {
  return Array.from({ length: count }, (_, i) =>
    budgetLineItemSchema.parse(budgetLine(`Item ${i + 1}`, CATEGORIES[i % 3]!, null, { hr: i + 1 })),
  );
}

/** Counts the main thread's yields (scheduler.yield, which the slices use where the browser has it). */
function countYields() {
  const counter = { yields: 0 };
  vi.stubGlobal('scheduler', {
    yield: () => {
      counter.yields += 1;
      return new Promise<void>((resolve) => setTimeout(resolve, 0));
    },
  });
  return counter;
}

describe('a long budget made ahead, in slices', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes the same model as one render would, yielding between slices', async () => {
    const lines = items(900);
    const counter = countYields();
    // A slice of no time at all: every line item yields.
    const model = await prepareInSlices(lines, new AbortController().signal, 0);
    const rows = prepareBudget(lines);
    const view = buildBudgetView(rows, FIRST_QUERY);
    expect(model?.rows).toEqual(rows);
    expect(model?.categories).toEqual(budgetCategories(rows));
    expect(model?.categories).toEqual([
      { name: 'Exterior', count: 300 },
      { name: 'Kitchen', count: 300 },
      { name: 'Soft Costs', count: 300 },
    ]);
    expect(model?.view).toEqual(view);
    expect(model?.view.total.heavyRepair).toBe(40_545_000);
    expect(model?.shownRows).toEqual(displayRows(view, true));
    expect(counter.yields).toBeGreaterThanOrEqual(900);
    expect(preparedBudget(lines)).toBe(model);
  });

  it('gives up when the page goes, and keeps nothing', async () => {
    const lines = items(600);
    countYields();
    const controller = new AbortController();
    const made = prepareInSlices(lines, controller.signal, 0);
    controller.abort();
    expect(await made).toBeNull();
    expect(preparedBudget(lines)).toBeNull();
  });

  it('is ready at once for a short budget, and once the slices are done for a long one', async () => {
    const short = items(PREPARED_FROM - 1);
    expect(renderHook(() => usePreparedBudget(short)).result.current).toBe(true);
    const long = items(PREPARED_FROM);
    const { result } = renderHook(() => usePreparedBudget(long));
    expect(result.current).toBe(false);
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(preparedBudget(long)?.rows).toHaveLength(PREPARED_FROM);
  });

  it('renders the section from the model made ahead: its rows and grand total', async () => {
    const lines = items(PREPARED_FROM);
    await prepareInSlices(lines, new AbortController().signal);
    render(<BudgetSection items={lines} fileName="budget.csv" />);
    const table = screen.getByRole('table', { name: 'Budget line items' });
    // The heading row, three categories' headings and subtotals, 500 line items and the grand total.
    expect(table).toHaveAttribute('aria-rowcount', '508');
    const total = within(table).getByRole('row', { name: /Grand total/ });
    expect(within(total).getAllByRole('cell')[0]).toHaveTextContent('$125,250.00');
    // The lines come into the table a frame after it (components/ui/windowed-arrival.ts).
    await within(table).findByRole('rowheader', { name: 'Item 1' });
    const [first, second] = within(table).getAllByRole('rowheader');
    // Grouped by category: the Exterior lines (every third) first.
    expect(first).toHaveTextContent(/^Item 1$/);
    expect(second).toHaveTextContent(/^Item 4$/);
  });
});
