/**
 * The budget: line items grouped by category with subtotals and a total computed from the parsed
 * amounts; sortable by any column, filtered by category and search text, exported to CSV exactly as
 * shown. Built to stay smooth with 1,000 items: rows are prepared once per report, the view is
 * memoised per query, rows are memoised components, and typing in the search box is deferred so the
 * input never waits for the table.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import { flushSync } from 'react-dom';
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
  type BudgetView,
  type SortKey,
} from './budget-model';

const COLUMN_COUNT = 3 + AMOUNT_KEYS.length;
const ALL = '';

const amountCell = 'px-2 py-1.5 text-right tabular-nums whitespace-nowrap print:px-1';

/** What a row needs when the table is windowed: the virtualizer's measuring ref, its index, its ARIA position. */
interface WindowSlot {
  ref?: Ref<HTMLTableRowElement>;
  index?: number;
  rowIndex?: number;
}

const BudgetItemRow = memo(function BudgetItemRow({
  row,
  ref,
  index,
  rowIndex,
}: { row: BudgetRow } & WindowSlot) {
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={rowIndex}
      className="border-b border-slate-100 align-top hover:bg-slate-50"
    >
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

/** One row of the table body as displayed: a category heading, a line item, or a category subtotal. */
type DisplayRow =
  | { kind: 'group'; key: string; category: string }
  | { kind: 'item'; key: string; row: BudgetRow }
  | { kind: 'subtotal'; key: string; category: string; amounts: Amounts };

function displayRows(view: BudgetView, grouped: boolean): DisplayRow[] {
  const out: DisplayRow[] = [];
  for (const group of view.groups) {
    if (grouped) out.push({ kind: 'group', key: `group:${group.category}`, category: group.category });
    for (const row of group.rows) out.push({ kind: 'item', key: `item:${row.id}`, row });
    if (grouped)
      out.push({
        kind: 'subtotal',
        key: `subtotal:${group.category}`,
        category: group.category,
        amounts: group.subtotal,
      });
  }
  return out;
}

function GroupHeadingRow({ category, ref, index, rowIndex }: { category: string } & WindowSlot) {
  return (
    <tr ref={ref} data-index={index} aria-rowindex={rowIndex} className="bg-slate-100">
      <th
        scope="colgroup"
        colSpan={COLUMN_COUNT}
        className="px-2 py-1.5 text-left font-semibold text-slate-900"
      >
        {category}
      </th>
    </tr>
  );
}

function SubtotalRow({
  category,
  amounts,
  ref,
  index,
  rowIndex,
}: { category: string; amounts: Amounts } & WindowSlot) {
  return (
    <tr
      ref={ref}
      data-index={index}
      aria-rowindex={rowIndex}
      className="border-b-2 border-slate-300 bg-slate-50 font-semibold text-slate-900"
    >
      <th scope="row" colSpan={3} className="py-1.5 pr-2 text-left">
        {category} subtotal
      </th>
      <AmountCells amounts={amounts} />
    </tr>
  );
}

function DisplayRowView({ row, ...rest }: { row: DisplayRow } & WindowSlot) {
  if (row.kind === 'group') return <GroupHeadingRow category={row.category} {...rest} />;
  if (row.kind === 'subtotal') return <SubtotalRow category={row.category} amounts={row.amounts} {...rest} />;
  return <BudgetItemRow row={row.row} {...rest} />;
}

/**
 * Above this many rows the table renders only the rows near the viewport (plus a margin), so that
 * sorting or filtering 1,000 line items lays out a few dozen rows, not thousands of cells.
 * See docs/decisions/2026-11-21-windowed-budget-table.md.
 */
export const WINDOWING_THRESHOLD = 150;

/** True while the page prints: every row must then be in the document. */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia?.('print').matches ?? false);
  useEffect(() => {
    // beforeprint comes before the browser lays out the printed page: render every row synchronously.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    const query = window.matchMedia?.('print');
    const change = (event: MediaQueryListEvent) => (event.matches ? before() : after());
    query?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}

const SPACER_CLASS = 'p-0 print:hidden';

function WindowedRows({ rows }: { rows: DisplayRow[] }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (body) setScrollMargin(body.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => 36,
    overscan: 12,
    scrollMargin,
    getItemKey: (index) => rows[index]?.key ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? virtualizer.getTotalSize() - (last.end - scrollMargin) : 0;
  return (
    <tbody ref={bodyRef}>
      {before > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={COLUMN_COUNT} className={SPACER_CLASS} style={{ height: before }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row ? (
          <DisplayRowView
            key={item.key}
            row={row}
            ref={virtualizer.measureElement}
            index={item.index}
            // Row 1 is the column headings.
            rowIndex={item.index + 2}
          />
        ) : null;
      })}
      {after > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={COLUMN_COUNT} className={SPACER_CLASS} style={{ height: after }} />
        </tr>
      ) : null}
    </tbody>
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
        // The heading shows the short form; a screen reader hears the full name.
        aria-label={column.short ? `${column.label} (${column.short})` : undefined}
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
  const searchRef = useRef<HTMLInputElement>(null);

  const query = useMemo(
    () => ({ category: category === ALL ? null : category, search, sort, grouped }),
    [category, search, sort, grouped],
  );
  // Laying out a table of 1,000 rows again is the slow part of a sort or filter: the controls answer at
  // once (urgent state) and the table follows with the deferred query, marked busy meanwhile.
  const shownQuery = useDeferredValue(query);
  const updating = shownQuery !== query;
  const view = useMemo(() => buildBudgetView(rows, shownQuery), [rows, shownQuery]);
  const shownRows = useMemo(() => displayRows(view, shownQuery.grouped), [view, shownQuery.grouped]);
  const printing = usePrinting();
  const windowed = shownRows.length > WINDOWING_THRESHOLD && !printing;
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
    // The button goes away once nothing is filtered: keep the keyboard focus in the filters, not lost.
    searchRef.current?.focus();
  };

  return (
    <Section
      title="Budget"
      description="Line items of the renovation budget, by category. Subtotals and totals are computed from the line items."
      actions={
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={view.shownCount === 0}>
          Export to a spreadsheet (CSV)
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
          ref={searchRef}
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
          // Windowed: the rows in the document are a part of the table; say how many there are in all.
          aria-rowcount={windowed ? shownRows.length + 2 : undefined}
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
            <tr aria-rowindex={windowed ? 1 : undefined}>
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
          ) : windowed ? (
            <WindowedRows key={`${shownRows.length}`} rows={shownRows} />
          ) : (
            view.groups.map((group) => (
              <tbody key={group.category || 'all'} className="break-inside-avoid-page">
                {shownQuery.grouped ? <GroupHeadingRow category={group.category} /> : null}
                {group.rows.map((row) => (
                  <BudgetItemRow key={row.id} row={row} />
                ))}
                {shownQuery.grouped ? (
                  <SubtotalRow category={group.category} amounts={group.subtotal} />
                ) : null}
              </tbody>
            ))
          )}
          <tfoot>
            <tr
              aria-rowindex={windowed ? shownRows.length + 2 : undefined}
              className="border-t-2 border-slate-400 bg-brand-50 font-bold text-slate-900"
            >
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
