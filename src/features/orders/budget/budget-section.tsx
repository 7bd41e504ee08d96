/**
 * The budget: line items grouped by category with subtotals and a total computed from the parsed
 * amounts; sortable by any column, filtered by category and search text, exported to CSV exactly as
 * shown. Built to stay smooth with 1,000 items: rows are prepared once per report, the view is
 * memoised per query, rows are memoised components, typing in the search box is deferred so the
 * input never waits for the table, and a long table is windowed (budget-table.tsx).
 */
import { SkippedNote } from '../../../components/ui/skipped-note';
import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import type { BudgetLineItem } from '../../../api/schemas/order-response';
import { Button } from '../../../components/ui/button';
import { Section } from '../../../components/ui/section';
import { useMediaQuery } from '../../../components/use-media-query';
import { usePrinting } from '../../../components/use-printing';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { toggleSort } from '../../../lib/sort';
import { BudgetChart } from './budget-chart';
import { budgetColumns } from './budget-columns';
import { budgetCsvRows } from './budget-csv';
import { ALL_CATEGORIES, BudgetFilters, BudgetStatus, ColumnKey } from './budget-filters';
import {
  budgetCategories,
  buildBudgetView,
  isFiltered,
  prepareBudget,
  unreadableNote,
  type BudgetSort,
  type SortKey,
} from './budget-model';
import { isFirstQuery, preparedBudget } from './budget-prepare';
import { displayRows } from './budget-rows';
import { BudgetTable, WINDOWING_THRESHOLD } from './budget-table';

export function BudgetSection({
  items,
  skipped = 0,
  fileName,
  controls = true,
  rowLimit,
}: {
  items: readonly BudgetLineItem[];
  /** Lines that could not be read at all: left out of the table and its totals, and said so. */
  skipped?: number;
  fileName: string;
  /** While the page arrives: false for its first step, the chart alone (no filters, no table yet). */
  controls?: boolean;
  /**
   * While the page is still arriving (ResponseView), how many line items the table shows so far: none
   * (no table yet), then more in each step; every item without it. A windowed table shows its window.
   */
  rowLimit?: number | undefined;
}) {
  // A long budget's model was made ahead, in slices (budget-prepare.ts); a short one is made here.
  const ahead = preparedBudget(items);
  const rows = useMemo(() => ahead?.rows ?? prepareBudget(items), [ahead, items]);
  const categories = useMemo(() => ahead?.categories ?? budgetCategories(rows), [ahead, rows]);
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<BudgetSort | null>(null);
  const [grouped, setGrouped] = useState(true);
  const [clears, setClears] = useState(0);
  const statusId = useId();
  const noteId = useId();
  const searchRef = useRef<HTMLInputElement>(null);

  const query = useMemo(
    () => ({ category: category === ALL_CATEGORIES ? null : category, search, sort, grouped }),
    [category, search, sort, grouped],
  );
  // Laying out a table of 1,000 rows again is the slow part of a sort or filter: the controls answer at
  // once (urgent state) and the table follows with the deferred query, marked busy meanwhile. A search
  // comes in a transition (budget-filters.tsx's SearchBox): it renders with the table, not before it.
  const shownQuery = useDeferredValue(query);
  const updating = shownQuery !== query;
  const view = useMemo(
    () => (ahead && isFirstQuery(shownQuery) ? ahead.view : buildBudgetView(rows, shownQuery)),
    [ahead, rows, shownQuery],
  );
  const shownRows = useMemo(
    () => (view === ahead?.view ? ahead.shownRows : displayRows(view, shownQuery.grouped)),
    [ahead, view, shownQuery.grouped],
  );
  const printing = usePrinting();
  const windowed = shownRows.length > WINDOWING_THRESHOLD;
  const filtered = isFiltered(shownQuery);
  // Below the `sm` breakpoint (640 px) the table has two columns, the item and its total; printing
  // always gets every column.
  const wide = useMediaQuery('(min-width: 640px)', true);
  const columns = budgetColumns(shownQuery.grouped, !wide && !printing);
  const note = unreadableNote(view.unreadableCount);
  // Stable, so that the memoized filters are not rendered again by a sort or by the table's busy state.
  const clearFilters = useCallback(() => {
    setCategory(ALL_CATEGORIES);
    setSearch('');
    setClears((count) => count + 1);
    // The button goes away once nothing is filtered: keep the keyboard focus in the filters, not lost.
    searchRef.current?.focus();
  }, []);
  const onSort = useCallback((key: SortKey) => setSort((current) => toggleSort(current, key)), []);

  if (rows.length === 0) {
    return (
      <Section title="Budget">
        <SkippedNote count={skipped} className="mb-4" />
        <p className="text-sm text-slate-700">This report has no budget line items.</p>
      </Section>
    );
  }

  const exportCsv = () => downloadCsv(fileName, toCsv(budgetCsvRows(view, shownQuery.grouped, filtered)));

  return (
    <Section
      title="Budget"
      description="Line items of the renovation budget, by category. Subtotals and totals are computed from the line items."
      actions={
        <Button variant="secondary" size="sm" onClick={exportCsv} disabled={view.shownCount === 0}>
          Download CSV
        </Button>
      }
    >
      <SkippedNote count={skipped} className="mb-4" />
      <BudgetChart rows={rows} />
      {controls ? (
        <>
          <BudgetFilters
            categories={categories}
            itemCount={rows.length}
            category={category}
            onCategory={setCategory}
            search={search}
            clears={clears}
            onSearch={setSearch}
            searchRef={searchRef}
            grouped={grouped}
            onGrouped={setGrouped}
            canClear={filtered || search !== ''}
            onClear={clearFilters}
            statusId={statusId}
          />
          <BudgetStatus
            id={statusId}
            filtered={filtered}
            shownCount={view.shownCount}
            itemCount={rows.length}
          />
          <ColumnKey />
          <div className="mt-3">
            {rowLimit !== 0 ? (
              <BudgetTable
                view={view}
                rows={shownRows}
                columns={columns}
                grouped={shownQuery.grouped}
                filtered={filtered}
                windowed={windowed}
                updating={updating}
                sort={sort}
                onSort={onSort}
                describedBy={note ? noteId : undefined}
                rowLimit={rowLimit}
              />
            ) : null}
          </div>
        </>
      ) : null}
      {note ? (
        <p
          id={noteId}
          className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          {note}
        </p>
      ) : null}
    </Section>
  );
}
