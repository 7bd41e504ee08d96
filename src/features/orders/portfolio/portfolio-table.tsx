/**
 * The portfolio's results: the summary and totals, the filters (text and status), the table sorted by
 * any column, "Download CSV" of every row, and the choice of 2 to 4 results for the comparison.
 * Filtering and sorting are deferred: typing in the filter stays quick while the rows follow.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { SelectField, TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/states';
import type { CompareItem } from '../../../lib/compare-link';
import { formatNumber } from '../../../lib/numbers';
import { toggleSort, type SortState } from '../../../lib/sort';
import { CompareChoice } from '../compare/compare-choice';
import { useLeverageLimits } from '../leverage/leverage-limits';
import type { Portfolio } from './portfolio-model';
import { portfolioColumns } from './portfolio-columns';
import { downloadPortfolio } from './portfolio-csv';
import {
  filterRows,
  STATUS_LABELS,
  tableRows,
  totalsOf,
  type RowStatus,
  type SortKey,
  type StatusFilter,
  type TableRow,
} from './portfolio-rows';
import { PortfolioSummary } from './portfolio-summary';

const STATUSES = Object.keys(STATUS_LABELS) as RowStatus[];
// Wide enough for every column's width: narrower, the table scrolls sideways.
const WINDOWED = { from: 40, className: 'sm:min-w-[100rem]' };
const rowId = (row: TableRow) => row.id;

/**
 * Null on the first render: the page around the table (the progress, the buttons) commits first, as the
 * pasted box leaves, and the table follows in a render of its own (as the batch's, batch-results.tsx).
 */
export function PortfolioTable({ portfolio }: { portfolio: Portfolio }) {
  const deferred = useDeferredValue<Portfolio | null>(portfolio, null);
  return deferred ? <PortfolioResults portfolio={deferred} /> : <LoadingState label="Loading the results…" />;
}

function PortfolioResults({ portfolio }: { portfolio: Portfolio }) {
  const { limits } = useLeverageLimits();
  const rows = useMemo(() => tableRows(portfolio, limits), [portfolio, limits]);
  const totals = useMemo(() => totalsOf(rows), [rows]);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set());
  const deferredText = useDeferredValue(text);
  const deferredStatus = useDeferredValue(status);
  const shown = useMemo(
    () => filterRows(rows, deferredText, deferredStatus),
    [rows, deferredText, deferredStatus],
  );
  const onChoose = useCallback(
    (row: TableRow, on: boolean) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(row.id);
        else next.delete(row.id);
        return next;
      }),
    [],
  );
  const columns = useMemo(() => portfolioColumns(chosen, onChoose, limits), [chosen, onChoose, limits]);
  const onSort = useCallback((key: SortKey) => setSort((current) => toggleSort(current, key)), []);
  // The same element while its rows, columns and order are: a key typed in the filter renders the box,
  // not the table (its rows follow in the deferred render).
  const table = useMemo(
    () => (
      <DataTable
        caption="Results of the portfolio"
        columns={columns}
        rows={shown}
        rowKey={rowId}
        sort={sort}
        onSort={onSort}
        density="compact"
        windowed={WINDOWED}
      />
    ),
    [columns, shown, sort, onSort],
  );
  const choices: CompareItem[] = rows
    .filter((row) => chosen.has(row.id))
    .map((row) => ({
      intakeToken: row.intakeToken,
      orderToken: row.orderToken,
      result: row.of !== null && row.of > 1 ? row.position : null,
    }));

  return (
    <div className="space-y-4">
      <PortfolioSummary totals={totals} />
      <div className="flex flex-wrap items-end gap-3 print:hidden">
        <TextField
          // One line, as the Status label beside it: the two labels stay level.
          label="Filter by address, city or token"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          containerClassName="min-w-0 grow basis-56"
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
          containerClassName="basis-44"
        >
          <option value="all">All</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" onClick={() => downloadPortfolio(rows)}>
          Download CSV
        </Button>
      </div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {shown.length === rows.length
          ? `${formatNumber(rows.length)} rows.`
          : `${formatNumber(shown.length)} of ${formatNumber(rows.length)} rows shown.`}
      </p>
      {table}
      <CompareChoice chosen={choices} />
    </div>
  );
}
