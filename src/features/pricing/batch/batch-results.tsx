/**
 * The batch's rows with their answers, through the portal's one table (cards on phones): reference,
 * state, ZIP code, type, status, total and due date, sortable by any column; the grand total of the
 * priced rows below. The table mounts and follows the answers and sorts in deferred renders, so controls
 * stay quick while a long batch fills in. Above WINDOW_FROM rows only the rows in view are rendered
 * (batch-windowed-table.tsx); printing renders every row.
 */
import { lazy, startTransition, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { LoadingState } from '../../../components/ui/states';
import type { TableColumn } from '../../../components/ui/table';
import { usePrinting } from '../../../components/use-printing';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { compareText, directionSign, toggleSort, type SortState } from '../../../lib/sort';
import { propertyTypeLabel } from '../stepper/wizard-params';
import { propertyKeys, type Batch, type BatchRow, type PropertyResult } from './batch-model';
import { STATUS_LABELS, STATUS_TONES } from './batch-status';

// Loaded with the first long batch: the virtualizer stays out of the page's own download. The setup
// asks for it as soon as it has read more than WINDOW_FROM rows, so that the results, when "Price"
// is pressed, mount in one go, without a fallback in between and a second render and layout.
type WindowedModule = typeof import('./batch-windowed-table');
let windowed: WindowedModule | null = null;
const loadWindowed = async () => (windowed ??= await import('./batch-windowed-table'));
const LazyWindowedTable = lazy(async () => ({
  default: (await loadWindowed()).WindowedTable<ResultRow, SortKey>,
}));

/** Starts loading the windowed table (a failure is left to the table's own load, which retries). */
export function preloadWindowedTable(): void {
  loadWindowed().catch(() => undefined);
}

/** Longer batches are windowed: a table lays out as a whole, and 1,000 rows are 8,000 cells. */
export const WINDOW_FROM = 100;

interface ResultRow extends BatchRow {
  result: PropertyResult;
}

type SortKey = 'line' | 'reference' | 'state' | 'zip' | 'property' | 'status' | 'total' | 'due';

const STATUS_ORDER = { priced: 0, failed: 1, refused: 2, pending: 3 } as const;
const PENDING: PropertyResult = { status: 'pending' };

/**
 * One row object per batch row and answer, kept while its answer is the same, so that a memoized row
 * re-renders only when its own answer arrives (keyed by the batch's row objects, which outlive an update).
 */
const resultRows = new WeakMap<BatchRow, ResultRow>();

function withResult(row: BatchRow, result: PropertyResult): ResultRow {
  const kept = resultRows.get(row);
  if (kept?.result === result) return kept;
  const next = { ...row, result };
  resultRows.set(row, next);
  return next;
}

const total = (r: ResultRow) => (r.result.status === 'priced' ? r.result.total : null);
const due = (r: ResultRow) => (r.result.status === 'priced' ? r.result.dueDate : null);

/** Missing values (not priced) sort last in either direction. */
function compareMaybe<T>(a: T | null, b: T | null, compare: (a: T, b: T) => number, sign: number) {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return compare(a, b) * sign;
}

function sortRows(rows: ResultRow[], sort: SortState<SortKey> | null): ResultRow[] {
  if (!sort) return rows;
  const sign = directionSign(sort.direction);
  const byKey: Record<SortKey, (a: ResultRow, b: ResultRow) => number> = {
    line: (a, b) => (a.line - b.line) * sign,
    reference: (a, b) => compareText(a.reference, b.reference) * sign,
    state: (a, b) => compareText(a.state, b.state) * sign,
    zip: (a, b) => compareText(a.zip, b.zip) * sign,
    property: (a, b) => compareText(propertyTypeLabel(a.property), propertyTypeLabel(b.property)) * sign,
    status: (a, b) => (STATUS_ORDER[a.result.status] - STATUS_ORDER[b.result.status]) * sign,
    total: (a, b) => compareMaybe(total(a), total(b), (x, y) => x - y, sign),
    due: (a, b) => compareMaybe(due(a), due(b), (x, y) => x.localeCompare(y), sign),
  };
  const compare = byKey[sort.key];
  return [...rows].sort((a, b) => compare(a, b) || a.line - b.line);
}

const columns: TableColumn<ResultRow, SortKey>[] = [
  { key: 'line', label: 'Row', numeric: true, sortable: true, width: 'w-16', cell: (r) => r.line },
  {
    key: 'reference',
    label: 'Reference',
    sortable: true,
    rowHeader: true,
    cell: (r) => r.reference || `Row ${r.line}`,
  },
  { key: 'state', label: 'State', sortable: true, width: 'w-20', cell: (r) => r.state },
  { key: 'zip', label: 'ZIP code', sortable: true, width: 'w-24', cell: (r) => r.zip },
  {
    key: 'property',
    label: 'Property type',
    sortable: true,
    width: 'w-40',
    cell: (r) => propertyTypeLabel(r.property),
  },
  {
    key: 'status',
    label: 'Status',
    sortable: true,
    width: 'w-36',
    cell: (r) => (
      <div className="space-y-1">
        <Badge tone={STATUS_TONES[r.result.status]}>{STATUS_LABELS[r.result.status]}</Badge>
        {r.result.status === 'failed' || r.result.status === 'refused' ? (
          <p className="text-xs text-slate-700">{r.result.reason}</p>
        ) : null}
      </div>
    ),
  },
  {
    key: 'total',
    label: 'Total',
    numeric: true,
    sortable: true,
    width: 'w-28',
    cell: (r) => (r.result.status === 'priced' ? formatMoney(r.result.total) : '—'),
  },
  {
    key: 'due',
    label: 'Due date',
    sortable: true,
    width: 'w-48',
    cell: (r) => (r.result.status === 'priced' ? formatDueDate(r.result.dueDate) : '—'),
  },
];

const rowKey = (r: ResultRow) => String(r.line);

export function BatchResults({ batch }: { batch: Batch }) {
  // Null on the first render: the page around the table (the progress, the buttons) paints first, and
  // the table follows in a render React can interrupt; then it follows the answers the same way.
  const deferred = useDeferredValue<Batch | null>(batch, null);
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);
  const printing = usePrinting();
  // Chosen once per mount: switching from the lazy table to the loaded one would mount it again.
  const [WindowedTable] = useState(() =>
    windowed ? windowed.WindowedTable<ResultRow, SortKey> : LazyWindowedTable,
  );
  const rows = useMemo(() => {
    if (!deferred) return [];
    const keys = propertyKeys(deferred.rows);
    const withResults = deferred.rows.map((row, i) =>
      withResult(row, deferred.results[keys[i] ?? ''] ?? PENDING),
    );
    return sortRows(withResults, sort);
  }, [deferred, sort]);
  // A sort is a transition too: the click paints at once, the rows follow.
  const onSort = useCallback(
    (key: SortKey) => startTransition(() => setSort((current) => toggleSort(current, key))),
    [],
  );
  const caption = 'Prices by property';
  if (!deferred) return <LoadingState label="Loading the prices…" />;
  if (rows.length > WINDOW_FROM && !printing)
    return (
      <Suspense fallback={<LoadingState label="Loading the prices…" />}>
        <WindowedTable
          caption={caption}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          sort={sort}
          onSort={onSort}
        />
      </Suspense>
    );
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      sort={sort}
      onSort={onSort}
      density="compact"
    />
  );
}
