/**
 * The windowed body of a long table: a DataTable of 1,000 rows renders the rows in view with their true
 * place and count, sorts all of them, prints all of them; its range (the rows shown and the space that
 * stands for the others), and when a measured row moves the page.
 */
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable } from '../../src/components/ui/data-table';
import type { TableColumn } from '../../src/components/ui/table';
import { keepEndInView, windowedRange } from '../../src/components/ui/windowed-table-body';
import { toggleSort, type SortState } from '../../src/lib/sort';

interface Parcel {
  id: number;
  name: string;
  acres: number | null;
}

/** Parcel 1 to Parcel 1000; every tenth has no acreage. */
const parcels: Parcel[] = Array.from({ length: 1000 }, (_, i) => ({
  id: i + 1,
  name: `Parcel ${i + 1}`,
  acres: (i + 1) % 10 === 0 ? null : ((i * 7) % 50) + 1,
}));

const columns: TableColumn<Parcel, 'name' | 'acres'>[] = [
  {
    key: 'name',
    label: 'Parcel',
    rowHeader: true,
    width: 'w-40',
    sortValue: (p) => p.name,
    cell: (p) => p.name,
  },
  {
    key: 'acres',
    label: 'Acres',
    numeric: true,
    width: 'w-24',
    sortValue: (p) => p.acres,
    cell: (p) => (p.acres === null ? '—' : p.acres),
  },
];

function Parcels() {
  const [sort, setSort] = useState<SortState<'name' | 'acres'> | null>(null);
  return (
    <DataTable
      caption="Parcels"
      columns={columns}
      rows={parcels}
      rowKey={(p) => String(p.id)}
      sort={sort}
      onSort={(key) => setSort((current) => toggleSort(current, key))}
      windowed={{ from: 100 }}
    />
  );
}

/** The first 500 parcels, and a button that adds the next at the end (as an opened order adds rows). */
function GrowingParcels() {
  const [rows, setRows] = useState(() => parcels.slice(0, 500));
  const add = () => setRows((current) => [...current, parcels[current.length]!]);
  return (
    <>
      <button type="button" onClick={add}>
        Add a parcel
      </button>
      <DataTable
        caption="Parcels"
        columns={columns}
        rows={rows}
        rowKey={(p) => String(p.id)}
        windowed={{ from: 100 }}
      />
    </>
  );
}

/** The body's rows in the document (spacer rows are hidden from the accessibility tree). */
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('a windowed DataTable', () => {
  it('renders the rows in view, each with its place, and says how many rows there are', async () => {
    render(<Parcels />);
    const table = await screen.findByRole('table', { name: 'Parcels' });
    expect(table).toHaveAttribute('aria-rowcount', '1001');
    // A few rows first, then the window (jsdom's 768 px of 36 px rows) and its overscan.
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(20));
    const rows = bodyRows(table);
    expect(rows.length).toBeLessThan(60);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Parcel 1');
    expect(rows.at(-1)).toHaveAttribute('aria-rowindex', String(rows.length + 1));
    expect(within(table).queryByRole('rowheader', { name: 'Parcel 1000' })).not.toBeInTheDocument();
  });

  it('sorts every row, not only those in view: missing values last, equal ones in the order given', async () => {
    const user = userEvent.setup();
    render(<Parcels />);
    const table = await screen.findByRole('table', { name: 'Parcels' });
    await user.click(within(table).getByRole('button', { name: 'Acres' }));
    await user.click(within(table).getByRole('button', { name: 'Acres' }));
    expect(within(table).getByRole('columnheader', { name: 'Acres' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(table).toHaveAccessibleName('Parcels, sorted by acres descending');
    // 50 acres: parcels 50, 100, … have none; 7i mod 50 = 49 first for i = 7 (Parcel 8), then every 50th.
    const names = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Parcel 8', 'Parcel 58', 'Parcel 108']));
  });

  it('keeps the rows around the view in place when a row is added out of view', async () => {
    render(<GrowingParcels />);
    const table = await screen.findByRole('table', { name: 'Parcels' });
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(25));
    const shown = bodyRows(table).map((row) => row.getAttribute('aria-rowindex'));
    // In one render, no frame between: the rows beyond the view are not dropped and put back.
    fireEvent.click(screen.getByRole('button', { name: 'Add a parcel' }));
    expect(table).toHaveAttribute('aria-rowcount', '502');
    expect(bodyRows(table).map((row) => row.getAttribute('aria-rowindex'))).toEqual(shown);
  });

  it('prints every row', async () => {
    render(<Parcels />);
    const table = await screen.findByRole('table', { name: 'Parcels' });
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(bodyRows(table)).toHaveLength(1000);
    expect(bodyRows(table)[999]).toHaveAttribute('aria-rowindex', '1001');
    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    await waitFor(() => expect(bodyRows(table).length).toBeLessThan(60));
  });
});

/** A virtualizer whose rows are 40 px from a table starting 500 px down, rows 10 to 19 in view. */
const virtualizer = {
  getVirtualItems: () =>
    Array.from({ length: 10 }, (_, i) => {
      const index = 10 + i;
      const start = 500 + index * 40;
      return { index, key: index, start, end: start + 40, size: 40, lane: 0 };
    }),
  getTotalSize: () => 100 * 40,
};

describe('windowedRange', () => {
  it('gives the rows in view and the heights of the rows above and below them', () => {
    const { items, before, after } = windowedRange(virtualizer, 500);
    expect(items.map((item) => item.index)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(before).toBe(400);
    expect(after).toBe(80 * 40);
  });

  it('gives only the rows in view when asked, the overscan around them counted as space', () => {
    const { items, before, after } = windowedRange(virtualizer, 500, Infinity, {
      startIndex: 12,
      endIndex: 15,
    });
    expect(items.map((item) => item.index)).toEqual([12, 13, 14, 15]);
    expect(before).toBe(12 * 40);
    expect(after).toBe(84 * 40);
  });

  it('gives at most so many rows, the space below standing for the others', () => {
    const { items, before, after } = windowedRange(virtualizer, 500, 4);
    expect(items.map((item) => item.index)).toEqual([10, 11, 12, 13]);
    expect(before).toBe(400);
    expect(after).toBe(86 * 40);
  });

  it('gives no row at first, the space below standing for all of them', () => {
    const { items, before, after } = windowedRange(virtualizer, 500, 0);
    expect(items).toEqual([]);
    expect(before).toBe(0);
    expect(after).toBe(100 * 40);
  });
});

describe('keepEndInView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A 1,000-row table of 40 px rows starting 500 px down, the page scrolled to 2,000 px. */
  function setUp() {
    vi.stubGlobal('scrollY', 2000);
    vi.stubGlobal('innerHeight', 800);
    const getTotalSize = vi.fn(() => 1000 * 40);
    const instance = {
      scrollDirection: null,
      itemSizeCache: new Map<number, number>(),
      getTotalSize,
      shouldAdjustScrollPositionOnItemSizeChange: undefined,
    } as unknown as Virtualizer<Window, Element>;
    keepEndInView(instance, 500);
    const adjust = (start: number) => {
      const item: VirtualItem = { index: 0, key: 0, start, end: start + 40, size: 40, lane: 0 };
      return instance.shouldAdjustScrollPositionOnItemSizeChange?.(item, 3, instance);
    };
    return { adjust, getTotalSize };
  }

  it('moves the page for a row first measured above the viewport', () => {
    const { adjust } = setUp();
    expect(adjust(1500)).toBe(true);
  });

  it("never moves it for a row in view or below, without working out the table's size", () => {
    const { adjust, getTotalSize } = setUp();
    expect(adjust(2000)).toBe(false);
    expect(adjust(2400)).toBe(false);
    expect(getTotalSize).not.toHaveBeenCalled();
  });
});
