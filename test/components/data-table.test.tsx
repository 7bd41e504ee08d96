/**
 * The shared table: sort buttons in the headings, the rows sorted by the column's `sortValue`, aria-sort
 * on the sorted column only and the order in the caption, figures aligned.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from '../../src/components/ui/data-table';
import type { TableColumn } from '../../src/components/ui/table';
import { toggleSort, type SortState } from '../../src/lib/sort';

interface Fruit {
  name: string;
  price: number;
}

type Key = 'name' | 'price' | 'origin';

const fruits: Fruit[] = [
  { name: 'banana', price: 30 },
  { name: 'Apple', price: 120 },
  { name: 'cherry', price: 5 },
];

const columns: TableColumn<Fruit, Key>[] = [
  { key: 'name', label: 'Fruit', rowHeader: true, sortValue: (f) => f.name, cell: (f) => f.name },
  {
    key: 'price',
    label: 'Price per pound',
    short: 'Price',
    sortName: 'price',
    numeric: true,
    sortValue: (f) => f.price,
    cell: (f) => `$${f.price}`,
  },
  { key: 'origin', label: 'Origin', cell: () => 'Ohio' },
];

function Fruits({ initial = null }: { initial?: SortState<Key> | null }) {
  const [sort, setSort] = useState<SortState<Key> | null>(initial);
  return (
    <DataTable
      caption="Fruit"
      columns={columns}
      rows={fruits}
      rowKey={(f) => f.name}
      sort={sort}
      onSort={(key) => setSort((current) => toggleSort(current, key))}
    />
  );
}

const names = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts from a button in each sortable heading, with aria-sort on the sorted column only', async () => {
    const user = userEvent.setup();
    render(<Fruits />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Fruit', 'Price', 'Origin']);
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, null, null]);
    // A short heading is read out in full; a column that does not sort has no button.
    expect(
      within(table)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    ).toEqual(['Fruit', 'Price (Price per pound)']);
    expect(within(headers[1]!).getByText('Price')).toHaveAttribute('title', 'Price per pound');
    expect(names()).toEqual(['banana', 'Apple', 'cherry']);

    await user.click(within(table).getByRole('button', { name: 'Price (Price per pound)' }));
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'ascending', null]);
    expect(names()).toEqual(['cherry', 'banana', 'Apple']);
    expect(table).toHaveAccessibleName('Fruit, sorted by price ascending');

    await user.click(within(table).getByRole('button', { name: 'Price (Price per pound)' }));
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'descending', null]);
    expect(names()).toEqual(['Apple', 'banana', 'cherry']);

    // Another column starts ascending, and the first one loses its aria-sort.
    await user.click(within(table).getByRole('button', { name: 'Fruit' }));
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['ascending', null, null]);
    expect(names()).toEqual(['Apple', 'banana', 'cherry']);
    expect(table).toHaveAccessibleName('Fruit, sorted by fruit ascending');
  });

  it('shows a sort given from outside (a shared link)', () => {
    render(<Fruits initial={{ key: 'name', direction: 'descending' }} />);
    expect(screen.getByRole('columnheader', { name: 'Fruit' })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['cherry', 'banana', 'Apple']);
  });

  it('aligns figures and their heading right, and labels every cell with its column', () => {
    render(<Fruits />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Fruit', 'Price', 'Origin']);
    expect(headers[1]).toHaveClass('text-right');
    expect(headers[2]).toHaveClass('text-left');
    const apple = within(table).getByRole('row', { name: /^Apple/ });
    const cells = [...within(apple).getAllByRole('rowheader'), ...within(apple).getAllByRole('cell')];
    expect(cells.map((c) => [c.getAttribute('data-label'), c.textContent])).toEqual([
      ['Fruit', 'Apple'],
      ['Price per pound', '$120'],
      ['Origin', 'Ohio'],
    ]);
    expect(cells[1]).toHaveClass('text-right', 'tabular-nums');
    expect(cells[2]).not.toHaveClass('text-right');
  });

  it('scrolls in a focusable region named by its caption', () => {
    render(<Fruits />);
    const region = screen.getByRole('region', { name: 'Fruit' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
  });
});

describe('toggleSort', () => {
  it('toggles: a new column ascending, the same column flipped', () => {
    expect(toggleSort(null, 'price')).toEqual({ key: 'price', direction: 'ascending' });
    expect(toggleSort({ key: 'price', direction: 'ascending' }, 'price')).toEqual({
      key: 'price',
      direction: 'descending',
    });
    expect(toggleSort({ key: 'price', direction: 'descending' }, 'price')).toEqual({
      key: 'price',
      direction: 'ascending',
    });
    expect(toggleSort({ key: 'price', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });
});
