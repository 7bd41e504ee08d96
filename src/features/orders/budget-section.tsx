/**
 * The budget: line items grouped by category with subtotals and a total computed from the parsed
 * amounts; sortable by any column, filtered by category and search text, exported to CSV exactly as
 * shown. Built to stay smooth with 1,000 items: rows are prepared once per report, the view is
 * memoised per query, rows are memoised components, and typing in the search box is deferred so the
 * input never waits for the table.
 */
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import type { BudgetLineItem } from '../../api/schemas';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { Section } from '../../components/ui/section';
import { downloadCsv, toCsv } from '../../lib/csv';
import { BudgetChart } from './budget-chart';
import {
  ALLOCATION_COLUMNS,
  AMOUNT_KEYS,
  budgetCategories,
  budgetCsvRows,
  buildBudgetView,
  formatCents,
  isFiltered,
  prepareBudget,
  totalLabel,
  type Amounts,
  type BudgetRow,
  type BudgetSort,
  type SortKey,
} from './budget-model';

const COLUMN_COUNT = 3 + AMOUNT_KEYS.length;
const ALL = '';

const amountCell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap print:px-1';

const BudgetItemRow = memo(function BudgetItemRow({ row }: { row: BudgetRow }) {
  return (
    <tr className="border-b border-slate-100 align-top hover:bg-slate-50">
      <th scope="row" className="py-1.5 pr-2 text-left font-medium break-words text-slate-900">
        {row.item}
      </th>
      <td className="px-2 py-1.5 break-words text-slate-800">{row.category}</td>
      <td className="px-2 py-1.5 break-words text-slate-800">
        {row.description ?? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">No description</span>
          </>
        )}
      </td>
      {AMOUNT_KEYS.map((key) => (
        <td
          key={key}
          className={`${amountCell} ${key === 'total' ? 'font-semibold text-slate-900' : row.cents[key] === 0 ? 'text-slate-700' : 'text-slate-900'}`}
        >
          {row.texts[key]}
        </td>
      ))}
    </tr>
  );
});

function AmountCells({ amounts }: { amounts: Amounts }) {
  return (
    <>
      {AMOUNT_KEYS.map((key) => (
        <td key={key} className={amountCell}>
          {formatCents(amounts[key])}
        </td>
      ))}
    </>
  );
}

const COLUMNS: { key: SortKey; label: string; short?: string; numeric: boolean }[] = [
  { key: 'item', label: 'Item', numeric: false },
  { key: 'category', label: 'Category', numeric: false },
  { key: 'description', label: 'Description', numeric: false },
  ...ALLOCATION_COLUMNS.map((c) => ({ key: c.key, label: c.label, short: c.short, numeric: true })),
  { key: 'total', label: 'Total', numeric: true },
];

function SortHeader({
  column,
  sort,
  onSort,
}: {
  column: (typeof COLUMNS)[number];
  sort: BudgetSort | null;
  onSort: (key: SortKey) => void;
}) {
  const active = sort?.key === column.key;
  const arrow = !active ? '↕' : sort.direction === 'ascending' ? '↑' : '↓';
  return (
    <th
      scope="col"
      aria-sort={active ? sort.direction : undefined}
      className={`px-2 py-2 font-semibold text-slate-900 ${column.numeric ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column.key)}
        className="inline-flex items-center gap-1 rounded px-1 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 print:px-0"
      >
        {column.short ? <abbr title={column.label}>{column.short}</abbr> : column.label}
        <span aria-hidden="true" className="text-xs text-slate-700 print:hidden">
          {arrow}
        </span>
      </button>
    </th>
  );
}

export function BudgetSection({ items, fileName }: { items: readonly BudgetLineItem[]; fileName: string }) {
  const rows = useMemo(() => prepareBudget(items), [items]);
  const categories = useMemo(() => budgetCategories(rows), [rows]);
  const [category, setCategory] = useState(ALL);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<BudgetSort | null>(null);
  const [grouped, setGrouped] = useState(true);
  const statusId = useId();

  const query = useMemo(
    () => ({ category: category === ALL ? null : category, search, sort, grouped }),
    [category, search, sort, grouped],
  );
  // Laying out a table of 1,000 rows again is the slow part of a sort or filter: the controls answer at
  // once (urgent state) and the table follows with the deferred query, marked busy meanwhile.
  const shownQuery = useDeferredValue(query);
  const updating = shownQuery !== query;
  const view = useMemo(() => buildBudgetView(rows, shownQuery), [rows, shownQuery]);
  const filtered = isFiltered(shownQuery);

  if (rows.length === 0) {
    return (
      <Section title="Budget">
        <p className="text-sm text-slate-700">This report has no budget line items.</p>
      </Section>
    );
  }

  const onSort = (key: SortKey) =>
    setSort((current) =>
      current?.key === key && current.direction === 'ascending'
        ? { key, direction: 'descending' }
        : { key, direction: 'ascending' },
    );

  const exportCsv = () => downloadCsv(fileName, toCsv(budgetCsvRows(view, shownQuery.grouped, filtered)));

  const clearFilters = () => {
    setCategory(ALL);
    setSearch('');
  };

  return (
    <Section
      title="Budget"
      description="Line items of the renovation budget, by category. Subtotals and totals are computed from the line items."
      actions={
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={view.shownCount === 0}>
          Export CSV
        </Button>
      }
    >
      <BudgetChart rows={rows} />

      <div
        className="mt-6 flex flex-wrap items-end gap-4 print:hidden"
        role="group"
        aria-label="Budget filters"
      >
        <SelectField
          label="Category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          containerClassName="w-full sm:w-56"
        >
          <option value={ALL}>All categories ({rows.length})</option>
          {categories.map((c) => (
            <option key={c.name} value={c.name}>
              {c.name} ({c.count})
            </option>
          ))}
        </SelectField>
        <TextField
          label="Search items"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          containerClassName="w-full sm:w-64"
          aria-controls={statusId}
        />
        <label className="flex items-center gap-2 pb-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={grouped}
            onChange={(event) => setGrouped(event.target.checked)}
            className="h-4 w-4 rounded border-slate-400 accent-brand-700"
          />
          Group by category
        </label>
        {filtered || search !== '' ? (
          <Button variant="ghost" size="sm" className="mb-1" onClick={clearFilters}>
            Clear filters
          </Button>
        ) : null}
      </div>

      <p id={statusId} role="status" className="mt-3 text-sm text-slate-700">
        {filtered
          ? `Showing ${view.shownCount} of ${rows.length} line items.`
          : `${rows.length} line ${rows.length === 1 ? 'item' : 'items'}.`}
      </p>

      <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700">
        {ALLOCATION_COLUMNS.map((c) => (
          <div key={c.key} className="flex gap-1">
            <dt className="font-semibold text-slate-900">{c.short}</dt>
            <dd>{c.label}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-3 overflow-x-auto print:overflow-visible">
        {/* A fixed layout: the browser sizes columns from the first row instead of measuring every cell
            of a 1,000-row table again on each sort or filter. */}
        <table
          aria-busy={updating}
          className={`w-full min-w-[60rem] table-fixed border-collapse text-sm transition-opacity print:min-w-0 print:text-xs ${updating ? 'opacity-60' : ''}`}
        >
          <caption className="sr-only">Budget line items</caption>
          <colgroup>
            <col className="w-48 print:w-32" />
            <col className="w-32 print:w-20" />
            <col />
            {AMOUNT_KEYS.map((key) => (
              <col key={key} className={key === 'total' ? 'w-24 print:w-16' : 'w-20 print:w-[3.75rem]'} />
            ))}
          </colgroup>
          <thead className="border-b-2 border-slate-300">
            <tr>
              {COLUMNS.map((column) => (
                <SortHeader key={column.key} column={column} sort={sort} onSort={onSort} />
              ))}
            </tr>
          </thead>
          {view.shownCount === 0 ? (
            <tbody>
              <tr>
                <td colSpan={COLUMN_COUNT} className="py-6 text-center text-slate-700">
                  No line items match the filters.
                </td>
              </tr>
            </tbody>
          ) : (
            view.groups.map((group) => (
              <tbody key={group.category || 'all'} className="break-inside-avoid-page">
                {shownQuery.grouped ? (
                  <tr className="bg-slate-100">
                    <th
                      scope="colgroup"
                      colSpan={COLUMN_COUNT}
                      className="px-2 py-1.5 text-left font-semibold text-slate-900"
                    >
                      {group.category}
                    </th>
                  </tr>
                ) : null}
                {group.rows.map((row) => (
                  <BudgetItemRow key={row.id} row={row} />
                ))}
                {shownQuery.grouped ? (
                  <tr className="border-b-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
                    <th scope="row" colSpan={3} className="py-1.5 pr-2 text-left">
                      {group.category} subtotal
                    </th>
                    <AmountCells amounts={group.subtotal} />
                  </tr>
                ) : null}
              </tbody>
            ))
          )}
          <tfoot>
            <tr className="border-t-2 border-slate-400 bg-brand-50 font-bold text-slate-900">
              <th scope="row" colSpan={3} className="py-2 pr-2 text-left">
                {totalLabel(filtered, view.shownCount)}
              </th>
              <AmountCells amounts={view.total} />
            </tr>
          </tfoot>
        </table>
      </div>
    </Section>
  );
}
