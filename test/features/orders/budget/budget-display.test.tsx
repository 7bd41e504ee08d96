/** How the budget shows its amounts: cents, dashes for zeros, unreadable amounts, and the phone layout. */
import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { larkspurResponse } from '../../../../src/mocks/data/orders/larkspur';
import { budgetLine, type WireBudgetLine } from '../../../../src/mocks/data/orders/wire-format';
import { mockDb } from '../../../mock-service';
import { LARKSPUR, openOrder, readFacts, section, tableHead, tableRows } from '../helpers';

/**
 * A zero amount: the cell's text is "$0.00", what screen readers read; the screen shows an en dash drawn
 * over it by CSS (index.css, .amount-zero; checked in the browser tests, orders-budget.spec.ts).
 */
const Z = '$0.00';
/** A zero amount in a line's details on a phone (a list, not a table cell): the dash and, hidden, the amount. */
const DETAIL_Z = '–$0.00';

function useBudget(lines: WireBudgetLine[]) {
  mockDb.orders.find((o) => o.orderToken === 'ord_5T7R1Q')!.responses = [
    { ...larkspurResponse, results: { ...larkspurResponse.results, budget_line_items: lines } },
  ];
}

function budgetTable() {
  return within(section('Budget')).getByRole('table', { name: /^Budget line items/ });
}

function headings(): string[] {
  return within(tableHead(budgetTable()))
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.replace(/[↕↑↓]/g, '') ?? '');
}

/** A phone-sized window: the media query of the `sm` breakpoint (640 px) does not match. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

const MIXED = [
  budgetLine('Roof replacement', 'Exterior', null, { hr: 13190 }),
  budgetLine('Gutters', 'Exterior', null, { dm: 1125.5 }),
  budgetLine('Permits', 'Soft Costs', null, { soft: 0 }),
];

describe('budget amounts', () => {
  it('writes every amount with cents, and a zero as an en dash that is read as $0.00', async () => {
    useBudget(MIXED);
    await openOrder(LARKSPUR);
    expect(tableRows(budgetTable())).toEqual([
      ['Item', 'Description', 'HR', 'DM', 'UP', 'RC', 'Soft', 'Total'],
      ['Exterior'],
      ['Roof replacement', '—No description', '$13,190.00', Z, Z, Z, Z, '$13,190.00'],
      ['Gutters', '—No description', Z, '$1,125.50', Z, Z, Z, '$1,125.50'],
      ['Exterior subtotal', '$13,190.00', '$1,125.50', Z, Z, Z, '$14,315.50'],
      ['Soft Costs'],
      ['Permits', '—No description', Z, Z, Z, Z, Z, Z],
      // A subtotal of zero is a dash too.
      ['Soft Costs subtotal', Z, Z, Z, Z, Z, Z],
      ['Grand total', '$13,190.00', '$1,125.50', Z, Z, Z, '$14,315.50'],
    ]);
    // The cell is named by the amount and holds only its text: the dash is the cell's CSS.
    const permits = within(budgetTable()).getByRole('row', { name: /^Permits/ });
    const cells = within(permits).getAllByRole('cell');
    expect(cells.at(-1)).toHaveAccessibleName('$0.00');
    expect(cells.at(-1)).toHaveClass('amount-zero');
    expect(cells.at(-1)).toHaveTextContent(/^\$0\.00$/);
    expect(within(cells.at(-1)!).queryByText('–')).not.toBeInTheDocument();
  });

  it('hides the Category column while grouped by category and shows it otherwise', async () => {
    const { user } = await openOrder(LARKSPUR);
    expect(headings()).toEqual(['Item', 'Description', 'HR', 'DM', 'UP', 'RC', 'Soft', 'Total']);
    await user.click(within(section('Budget')).getByRole('checkbox', { name: 'Group by category' }));
    expect(headings()).toEqual(['Item', 'Category', 'Description', 'HR', 'DM', 'UP', 'RC', 'Soft', 'Total']);
    expect(tableRows(budgetTable())[1]).toEqual([
      'Roof replacement',
      'Exterior',
      'Tear off and replace with architectural shingles, 24 squares',
      '$9,800.00',
      Z,
      Z,
      Z,
      Z,
      '$9,800.00',
    ]);
    expect(tableRows(budgetTable()).at(-1)).toEqual([
      'Grand total',
      '$25,150.00',
      '$14,500.00',
      '$29,800.00',
      '$6,000.00',
      '$3,450.00',
      '$78,900.00',
    ]);
  });

  it('shows an amount it cannot read as unreadable, leaves it out of the totals and says how many', async () => {
    const paint = budgetLine('Exterior paint', 'Exterior', null, { dm: 4200 });
    paint.total_cost = 'TBD';
    const cabinets = budgetLine('Kitchen cabinets', 'Kitchen', null, { up: 5900 });
    cabinets.cost_allocation.upgrades = '$5,9OO';
    useBudget([budgetLine('Roof replacement', 'Exterior', null, { hr: 9800 }), paint, cabinets]);
    await openOrder(LARKSPUR);
    const rows = tableRows(budgetTable());
    expect(rows.find((r) => r[0] === 'Exterior paint')).toEqual([
      'Exterior paint',
      '—No description',
      Z,
      '$4,200.00',
      Z,
      Z,
      Z,
      'Unreadable: the service sent “TBD”',
    ]);
    expect(rows.find((r) => r[0] === 'Kitchen cabinets')).toEqual([
      'Kitchen cabinets',
      '—No description',
      Z,
      Z,
      'Unreadable: the service sent “$5,9OO”',
      Z,
      Z,
      '$5,900.00',
    ]);
    // Never counted as $0 in disguise: the totals are of the amounts read, and the page says so.
    expect(rows.find((r) => r[0] === 'Exterior subtotal')).toEqual([
      'Exterior subtotal',
      '$9,800.00',
      '$4,200.00',
      Z,
      Z,
      Z,
      '$9,800.00',
    ]);
    expect(rows.at(-1)).toEqual(['Grand total', '$9,800.00', '$4,200.00', Z, Z, Z, '$15,700.00']);
    const note = within(section('Budget')).getByText(
      '2 amounts could not be read and are left out of the totals.',
    );
    expect(note).toBeVisible();
    expect(budgetTable()).toHaveAccessibleDescription(
      '2 amounts could not be read and are left out of the totals.',
    );
  });

  it('says nothing of unreadable amounts when every amount was read', async () => {
    await openOrder(LARKSPUR);
    expect(within(section('Budget')).queryByText(/could not be read/)).not.toBeInTheDocument();
    expect(budgetTable()).not.toHaveAttribute('aria-describedby');
  });
});

describe('budget on a phone', () => {
  it('shows each line’s item and total, the allocations one tap away', async () => {
    onAPhone();
    useBudget(MIXED);
    const { user } = await openOrder(LARKSPUR);
    expect(tableRows(budgetTable())).toEqual([
      ['Item', 'Total'],
      ['Exterior'],
      ['Roof replacement', '$13,190.00'],
      ['Gutters', '$1,125.50'],
      ['Exterior subtotal', '$14,315.50'],
      ['Soft Costs'],
      ['Permits', Z],
      ['Soft Costs subtotal', Z],
      ['Grand total', '$14,315.50'],
    ]);
    const gutters = within(budgetTable()).getByRole('button', { name: 'Gutters' });
    expect(gutters).toHaveAttribute('aria-expanded', 'false');
    await user.click(gutters);
    expect(gutters).toHaveAttribute('aria-expanded', 'true');
    expect(gutters).toHaveAttribute('aria-controls', expect.stringMatching(/.+/));
    expect(readFacts(within(budgetTable()).getByRole('row', { name: /^Gutters/ }))).toEqual({
      'Heavy repair': DETAIL_Z,
      'Deferred maintenance': '$1,125.50',
      Upgrades: DETAIL_Z,
      Reconfiguration: DETAIL_Z,
      'Soft cost': DETAIL_Z,
    });
    await user.click(gutters);
    expect(gutters).toHaveAttribute('aria-expanded', 'false');
    expect(within(budgetTable()).queryByRole('term')).not.toBeInTheDocument();
  });

  it('names the category and the description of a line when the table is not grouped', async () => {
    onAPhone();
    const { user } = await openOrder(LARKSPUR);
    await user.click(within(section('Budget')).getByRole('checkbox', { name: 'Group by category' }));
    expect(tableRows(budgetTable()).slice(0, 2)).toEqual([
      ['Item', 'Total'],
      ['Roof replacement', '$9,800.00'],
    ]);
    await user.click(within(budgetTable()).getByRole('button', { name: 'Roof replacement' }));
    expect(within(budgetTable()).getByRole('row', { name: /^Roof replacement/ })).toHaveTextContent(
      'Roof replacementCategory: ExteriorDescriptionTear off and replace with architectural shingles, 24 squares' +
        `Heavy repair$9,800.00Deferred maintenance${DETAIL_Z}Upgrades${DETAIL_Z}Reconfiguration${DETAIL_Z}Soft cost${DETAIL_Z}$9,800.00`,
    );
  });
});
