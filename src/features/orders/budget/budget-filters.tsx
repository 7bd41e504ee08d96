/** The budget's filters (category, search, grouping), the count of what is shown, and the column key. */
import { isolatedText } from '../../../lib/bidi';
import { memo, startTransition, useState, type Ref } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { ALLOCATION_COLUMNS } from './budget-model';

/** The category filter's value for every category. */
export const ALL_CATEGORIES = '';

/**
 * The search box keeps what is typed as its own state: a key press renders the box alone, at once, and
 * the budget follows with `search` in a transition (the filter, its count and the table render together,
 * and a next key interrupts them). The box shows the budget's search again when that changes or is
 * cleared (`clears` counts the clears: one can come while a typed search is still on its way).
 */
function SearchBox({
  search,
  clears,
  onSearch,
  searchRef,
  statusId,
}: {
  search: string;
  clears: number;
  onSearch: (search: string) => void;
  searchRef: Ref<HTMLInputElement>;
  statusId: string;
}) {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState({ search, clears });
  if (search !== seen.search || clears !== seen.clears) {
    setSeen({ search, clears });
    setText(search);
  }
  return (
    <TextField
      ref={searchRef}
      label="Search items"
      type="search"
      value={text}
      onChange={(event) => {
        const value = event.target.value;
        setText(value);
        startTransition(() => onSearch(value));
      }}
      containerClassName="w-full sm:w-64"
      aria-controls={statusId}
    />
  );
}

/**
 * Memoized, as are the count and the key: a sort's or a key press's urgent render of the budget renders
 * again only what changed (the section's callbacks are stable).
 */
export const BudgetFilters = memo(function BudgetFilters({
  categories,
  itemCount,
  category,
  onCategory,
  search,
  clears,
  onSearch,
  searchRef,
  grouped,
  onGrouped,
  canClear,
  onClear,
  statusId,
}: {
  categories: readonly { name: string; count: number }[];
  itemCount: number;
  category: string;
  onCategory: (category: string) => void;
  /** The search the budget shows; the box shows what is typed (SearchBox). */
  search: string;
  /** How many times the filters were cleared. */
  clears: number;
  onSearch: (search: string) => void;
  searchRef: Ref<HTMLInputElement>;
  grouped: boolean;
  onGrouped: (grouped: boolean) => void;
  canClear: boolean;
  onClear: () => void;
  /** The count the search box controls. */
  statusId: string;
}) {
  return (
    <div
      className="mt-6 flex flex-wrap items-end gap-4 print:hidden"
      role="group"
      aria-label="Budget filters"
    >
      <SelectField
        label="Category"
        value={category}
        onChange={(event) => onCategory(event.target.value)}
        containerClassName="w-full sm:w-56"
      >
        <option value={ALL_CATEGORIES}>All categories ({itemCount})</option>
        {categories.map((c) => (
          <option key={c.name} value={c.name}>
            {`${isolatedText(c.name)} (${c.count})`}
          </option>
        ))}
      </SelectField>
      <SearchBox
        search={search}
        clears={clears}
        onSearch={onSearch}
        searchRef={searchRef}
        statusId={statusId}
      />
      <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={grouped}
          onChange={(event) => onGrouped(event.target.checked)}
          className="h-4 w-4 rounded border-slate-400 accent-brand-700"
        />
        Group by category
      </label>
      {canClear ? (
        <Button variant="ghost" size="sm" className="mb-1" onClick={onClear}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
});

export const BudgetStatus = memo(function BudgetStatus({
  id,
  filtered,
  shownCount,
  itemCount,
}: {
  id: string;
  filtered: boolean;
  shownCount: number;
  itemCount: number;
}) {
  return (
    <p id={id} role="status" className="mt-3 text-sm text-slate-700">
      {filtered
        ? `Showing ${shownCount} of ${itemCount} line items.`
        : `${itemCount} line ${itemCount === 1 ? 'item' : 'items'}.`}
    </p>
  );
});

/** What the short column headings stand for. */
export const ColumnKey = memo(function ColumnKey() {
  return (
    <dl className="mt-2 hidden flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700 sm:flex print:flex">
      {ALLOCATION_COLUMNS.map((c) => (
        <div key={c.key} className="flex gap-1">
          <dt className="font-semibold text-slate-900">{c.short}</dt>
          <dd>{c.label}</dd>
        </div>
      ))}
    </dl>
  );
});
