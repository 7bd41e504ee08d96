import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LARKSPUR, captureDownloads, openOrder, section, tableHead, tableRows } from '../helpers';

/** Grouped by category (the default), the category heads each group instead of having a column. */
const HEADER = ['Item', 'Description', 'HR', 'DM', 'UP', 'RC', 'Soft', 'Total'];
/**
 * A zero amount: the cell's text is "$0.00", what screen readers read; the screen shows an en dash drawn
 * over it by CSS (index.css, .amount-zero; checked in the browser tests, orders-budget.spec.ts).
 */
const Z = '$0.00';

function budgetTable() {
  return within(section('Budget')).getByRole('table', { name: /^Budget line items/ });
}

/** The item names of the line-item rows, in the order shown. */
function itemNames(): string[] {
  return within(budgetTable())
    .getAllByRole('row')
    .slice(1)
    .filter(
      (row) =>
        row.querySelector('td') &&
        !/subtotal$|total$|items?$/.test(row.querySelector('th')?.textContent ?? ''),
    )
    .map((row) => row.querySelector('th')?.textContent ?? '');
}

function summaryRows(): string[][] {
  return tableRows(budgetTable()).filter((cells) => /subtotal$|^Grand total$|^Total of/.test(cells[0] ?? ''));
}

describe('budget', () => {
  it('groups the line items by category with exact subtotals and the grand total', async () => {
    await openOrder(LARKSPUR);
    const rows = tableRows(budgetTable());
    expect(
      within(tableHead(budgetTable()))
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[↕↑↓]/g, '')),
    ).toEqual(HEADER);
    // Every column sorts from a button in its heading; screen readers hear the full names of the short ones.
    expect(
      within(tableHead(budgetTable()))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent?.replace(/[↕↑↓]/g, '')),
    ).toEqual([
      'Item',
      'Description',
      'HR (Heavy repair)',
      'DM (Deferred maintenance)',
      'UP (Upgrades)',
      'RC (Reconfiguration)',
      'Soft (Soft cost)',
      'Total',
    ]);
    expect(rows[1]).toEqual(['Exterior']);
    expect(rows[2]).toEqual([
      'Roof replacement',
      'Tear off and replace with architectural shingles, 24 squares',
      '$9,800.00',
      Z,
      Z,
      Z,
      Z,
      '$9,800.00',
    ]);
    expect(rows.filter((cells) => cells.length === 8 && !/subtotal$|total$/.test(cells[0]!))).toHaveLength(
      26,
    );
    expect(summaryRows()).toEqual([
      ['Exterior subtotal', '$11,700.00', '$7,200.00', '$600.00', Z, Z, '$19,500.00'],
      ['Kitchen subtotal', Z, '$650.00', '$13,400.00', '$4,800.00', Z, '$18,850.00'],
      ['Bathrooms subtotal', Z, '$1,100.00', '$7,600.00', '$1,200.00', Z, '$9,900.00'],
      ['Interior subtotal', '$1,150.00', '$4,150.00', '$8,200.00', Z, Z, '$13,500.00'],
      ['Systems subtotal', '$12,300.00', '$1,400.00', Z, Z, Z, '$13,700.00'],
      ['Soft Costs subtotal', Z, Z, Z, Z, '$3,450.00', '$3,450.00'],
      ['Grand total', '$25,150.00', '$14,500.00', '$29,800.00', '$6,000.00', '$3,450.00', '$78,900.00'],
    ]);
    expect(within(section('Budget')).getByRole('status')).toHaveTextContent('25 line items.');
    // A missing description is said, not left blank.
    expect(within(budgetTable()).getByRole('row', { name: /^Architectural drawings/ })).toHaveTextContent(
      `Architectural drawings—No description${Z}${Z}${Z}${Z}$900.00$900.00`,
    );
    // The short column names are explained (on a desk, where they are the headings).
    expect(
      within(within(budgetTable()).getByRole('button', { name: 'HR (Heavy repair)' })).getByTitle(
        'Heavy repair',
      ),
    ).toHaveTextContent('HR');
  });

  it('charts the allocation by category with the values in words', async () => {
    await openOrder(LARKSPUR);
    expect(
      within(section('Budget')).getByRole('img', { name: 'Chart: budget allocation by category' }),
    ).toHaveAccessibleDescription(
      'Exterior $19,500: heavy repair $11,700, deferred maintenance $7,200, upgrades $600. ' +
        'Kitchen $18,850: deferred maintenance $650, upgrades $13,400, reconfiguration $4,800. ' +
        'Bathrooms $9,900: deferred maintenance $1,100, upgrades $7,600, reconfiguration $1,200. ' +
        'Interior $13,500: heavy repair $1,150, deferred maintenance $4,150, upgrades $8,200. ' +
        'Systems $13,700: heavy repair $12,300, deferred maintenance $1,400. ' +
        'Soft Costs $3,450: soft cost $3,450.',
    );
  });

  it('sorts by any column, within categories and then without grouping', async () => {
    const { user } = await openOrder(LARKSPUR);
    const budget = section('Budget');
    const totalHeader = () => within(budgetTable()).getByRole('columnheader', { name: 'Total' });
    expect(totalHeader()).not.toHaveAttribute('aria-sort');

    await user.click(within(budgetTable()).getByRole('button', { name: 'Total' }));
    expect(totalHeader()).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(budgetTable()).getByRole('button', { name: 'Total' }));
    expect(totalHeader()).toHaveAttribute('aria-sort', 'descending');
    // The caption says the order, as on every sortable table.
    expect(budgetTable()).toHaveAccessibleName('Budget line items, sorted by total descending');
    // Grouped: categories by subtotal, items by total within each.
    expect(summaryRows().map((cells) => cells[0])).toEqual([
      'Exterior subtotal',
      'Kitchen subtotal',
      'Systems subtotal',
      'Interior subtotal',
      'Bathrooms subtotal',
      'Soft Costs subtotal',
      'Grand total',
    ]);
    expect(itemNames().slice(0, 5)).toEqual([
      'Roof replacement',
      'Exterior paint',
      'Front porch repair',
      'Landscaping and clean-up',
      'Gutters and downspouts',
    ]);

    await user.click(within(budget).getByRole('checkbox', { name: 'Group by category' }));
    expect(itemNames().slice(0, 5)).toEqual([
      'Roof replacement',
      'Primary bath remodel',
      'Kitchen cabinets',
      'HVAC replacement',
      'Flooring',
    ]);
    expect(summaryRows()).toEqual([
      ['Grand total', '$25,150.00', '$14,500.00', '$29,800.00', '$6,000.00', '$3,450.00', '$78,900.00'],
    ]);

    await user.click(within(budgetTable()).getByRole('button', { name: 'Item' }));
    expect(within(budgetTable()).getByRole('columnheader', { name: 'Item' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(totalHeader()).not.toHaveAttribute('aria-sort');
    expect(itemNames().slice(0, 5)).toEqual([
      'Appliance package',
      'Architectural drawings',
      'Countertops',
      'Doors and trim',
      'Drywall repair',
    ]);

    await user.click(within(budgetTable()).getByRole('button', { name: 'RC (Reconfiguration)' }));
    await user.click(within(budgetTable()).getByRole('button', { name: 'RC (Reconfiguration)' }));
    expect(itemNames().slice(0, 3)).toEqual([
      'Open wall to dining room',
      'Primary bath remodel',
      'Roof replacement',
    ]);
  });

  it('filters by category and by search text, with the total of what is shown', async () => {
    const { user } = await openOrder(LARKSPUR);
    const budget = section('Budget');
    await user.selectOptions(within(budget).getByRole('combobox', { name: 'Category' }), 'Kitchen');
    expect(within(budget).getByRole('status')).toHaveTextContent('Showing 5 of 25 line items.');
    expect(itemNames()).toEqual([
      'Kitchen cabinets',
      'Countertops',
      'Appliance package',
      'Kitchen plumbing fixtures',
      'Open wall to dining room',
    ]);
    expect(summaryRows()).toEqual([
      ['Kitchen subtotal', Z, '$650.00', '$13,400.00', '$4,800.00', Z, '$18,850.00'],
      ['Total of 5 shown items', Z, '$650.00', '$13,400.00', '$4,800.00', Z, '$18,850.00'],
    ]);

    await user.click(within(budget).getByRole('button', { name: 'Clear filters' }));
    await user.type(within(budget).getByRole('searchbox', { name: 'Search items' }), 'PAINT');
    await waitFor(() => expect(itemNames()).toEqual(['Exterior paint', 'Interior paint']));
    expect(within(budget).getByRole('status')).toHaveTextContent('Showing 2 of 25 line items.');
    expect(summaryRows()).toEqual([
      ['Exterior subtotal', Z, '$4,200.00', Z, Z, Z, '$4,200.00'],
      ['Interior subtotal', Z, '$3,600.00', Z, Z, Z, '$3,600.00'],
      ['Total of 2 shown items', Z, '$7,800.00', Z, Z, Z, '$7,800.00'],
    ]);

    // The search reads descriptions too.
    await user.clear(within(budget).getByRole('searchbox', { name: 'Search items' }));
    await user.type(within(budget).getByRole('searchbox', { name: 'Search items' }), '200 amp');
    await waitFor(() => expect(itemNames()).toEqual(['Electrical panel upgrade']));

    await user.type(within(budget).getByRole('searchbox', { name: 'Search items' }), ' nothing like this');
    expect(await within(budget).findByText('No line items match the filters.')).toBeInTheDocument();
    expect(within(budget).getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    expect(summaryRows()).toEqual([['Total of 0 shown items', Z, Z, Z, Z, Z, Z]]);
  });

  it('keeps the keyboard focus in the filters when they are cleared', async () => {
    const { user } = await openOrder(LARKSPUR);
    const budget = section('Budget');
    const search = within(budget).getByRole('searchbox', { name: 'Search items' });
    await user.type(search, 'paint');
    // The box shows what is typed at once; the table follows.
    expect(search).toHaveValue('paint');
    await waitFor(() => expect(itemNames()).toEqual(['Exterior paint', 'Interior paint']));
    within(budget).getByRole('button', { name: 'Clear filters' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(itemNames()).toHaveLength(25));
    expect(within(budget).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(within(budget).getByRole('searchbox', { name: 'Search items' })).toHaveFocus();
    expect(within(budget).getByRole('searchbox', { name: 'Search items' })).toHaveValue('');

    // Typed again after the clear: the search starts from the empty box.
    await user.type(within(budget).getByRole('searchbox', { name: 'Search items' }), 'roof');
    await waitFor(() => expect(itemNames()).toEqual(['Roof replacement']));
    expect(within(budget).getByRole('searchbox', { name: 'Search items' })).toHaveValue('roof');
  });

  it('exports exactly the rows and columns shown, amounts as plain numbers', async () => {
    const saved = captureDownloads();
    const { user } = await openOrder(LARKSPUR);
    const budget = section('Budget');
    await user.selectOptions(within(budget).getByRole('combobox', { name: 'Category' }), 'Kitchen');
    await user.click(within(budgetTable()).getByRole('button', { name: 'Total' }));
    await user.click(within(budgetTable()).getByRole('button', { name: 'Total' }));
    await user.click(within(budget).getByRole('button', { name: 'Download CSV' }));

    expect(saved).toHaveLength(1);
    expect(saved[0]!.fileName).toBe('budget-ord_5T7R1Q.csv');
    expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
    expect(await saved[0]!.blob.text()).toBe(
      [
        'Item,Category,Description,Heavy repair (HR),Deferred maintenance (DM),Upgrades (UP),Reconfiguration (RC),Soft cost (Soft),Total',
        'Kitchen cabinets,Kitchen,"Shaker-style cabinets, soft-close",0,0,5900,0,0,5900',
        'Open wall to dining room,Kitchen,"Remove non-bearing wall, patch floor and ceiling",0,0,0,4800,0,4800',
        'Countertops,Kitchen,"Quartz, 42 square feet with undermount sink",0,0,3850,0,0,3850',
        'Appliance package,Kitchen,"Stainless range, refrigerator, dishwasher, microwave",0,0,3200,0,0,3200',
        'Kitchen plumbing fixtures,Kitchen,,0,650,450,0,0,1100',
        'Kitchen subtotal,Kitchen,,0,650,13400,4800,0,18850',
        'Total of 5 shown items,,,0,650,13400,4800,0,18850',
        '',
      ].join('\r\n'),
    );

    // Without grouping: no subtotal rows.
    await user.selectOptions(
      within(budget).getByRole('combobox', { name: 'Category' }),
      'All categories (25)',
    );
    await user.click(within(budget).getByRole('checkbox', { name: 'Group by category' }));
    await user.type(within(budget).getByRole('searchbox', { name: 'Search items' }), 'paint');
    await waitFor(() => expect(itemNames()).toEqual(['Exterior paint', 'Interior paint']));
    await user.click(within(budget).getByRole('button', { name: 'Download CSV' }));
    expect(await saved[1]!.blob.text()).toBe(
      [
        'Item,Category,Description,Heavy repair (HR),Deferred maintenance (DM),Upgrades (UP),Reconfiguration (RC),Soft cost (Soft),Total',
        'Exterior paint,Exterior,"Scrape, prime and paint siding and trim",0,4200,0,0,0,4200',
        'Interior paint,Interior,Walls and ceilings throughout,0,3600,0,0,0,3600',
        'Total of 2 shown items,,,0,7800,0,0,0,7800',
        '',
      ].join('\r\n'),
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '4817 Larkspur Lane, Columbus, OH 43214' }),
    ).toBeInTheDocument();
  });
});
