/**
 * The batch's rows with their answers, through the portal's one table (cards on phones): reference,
 * state, ZIP code, type, status, total and due date, sortable by any column; the grand total of the
 * priced rows below. The table mounts and follows the answers and sorts in deferred renders, so controls
 * stay quick while a long batch fills in. Above WINDOW_FROM rows only the rows in view are rendered
 * (the table kit's windowed body); printing renders every row.
 */
import { startTransition, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { DataTable } from '../../../components/ui/data-table';
import { LoadingState } from '../../../components/ui/states';
import type { TableColumn } from '../../../components/ui/table';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { toggleSort, type SortState } from '../../../lib/sort';
import { propertyTypeLabel } from '../stepper/wizard-params';
import { ServiceText } from '../../../components/ui/service-text';
import {
  hasOwnChoices,
  propertyKeys,
  rowChoices,
  type Batch,
  type BatchRow,
  type PropertyResult,
} from './batch-model';
import { RowNote } from './batch-refusal';
import { STATUS_LABELS, STATUS_TONES } from './batch-status';
import { SortSelect } from './sort-select';

/** Longer batches are windowed: a table lays out as a whole, and 1,000 rows are 8,000 cells. */
export const WINDOW_FROM = 100;

/**
 * Wide enough for every column's width and the reference's room (9 rem): narrower, a fixed layout gave
 * the reference, the one column without a width, none at all; the table scrolls sideways instead.
 */
const WINDOWED = { from: WINDOW_FROM, className: 'sm:min-w-[62rem]' };
const WINDOWED_MIXED = { from: WINDOW_FROM, className: 'sm:min-w-[80rem]' };

interface ResultRow extends BatchRow {
  result: PropertyResult;
}

type SortKey =
  | 'line'
  | 'reference'
  | 'state'
  | 'zip'
  | 'property'
  | 'report'
  | 'turnaround'
  | 'inspection'
  | 'status'
  | 'total'
  | 'due';

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

const reference = (r: ResultRow) => r.reference || `Row ${r.line}`;

const columns: TableColumn<ResultRow, SortKey>[] = [
  { key: 'line', label: 'Row', numeric: true, width: 'w-16', sortValue: (r) => r.line, cell: (r) => r.line },
  {
    key: 'reference',
    label: 'Reference',
    rowHeader: true,
    sortValue: reference,
    cell: reference,
  },
  { key: 'state', label: 'State', width: 'w-20', sortValue: (r) => r.state, cell: (r) => r.state },
  { key: 'zip', label: 'ZIP code', width: 'w-24', sortValue: (r) => r.zip, cell: (r) => r.zip },
  {
    key: 'property',
    label: 'Property type',
    width: 'w-40',
    sortValue: (r) => propertyTypeLabel(r.property),
    cell: (r) => propertyTypeLabel(r.property),
  },
  {
    key: 'status',
    label: 'Status',
    sortValue: (r) => STATUS_ORDER[r.result.status],
    width: 'w-36',
    cell: (r) => (
      <div className="space-y-1">
        <Badge tone={STATUS_TONES[r.result.status]}>{STATUS_LABELS[r.result.status]}</Badge>
        <RowNote result={r.result} />
      </div>
    ),
  },
  {
    key: 'total',
    label: 'Total',
    numeric: true,
    width: 'w-28',
    // Not priced: missing, last in either direction.
    sortValue: (r) => (r.result.status === 'priced' ? r.result.total : null),
    cell: (r) => (r.result.status === 'priced' ? formatMoney(r.result.total) : '—'),
  },
  {
    key: 'due',
    label: 'Due date',
    sortValue: (r) => (r.result.status === 'priced' ? r.result.dueDate : null),
    width: 'w-48',
    cell: (r) => (r.result.status === 'priced' ? formatDueDate(r.result.dueDate) : '—'),
  },
];

const rowKey = (r: ResultRow) => String(r.line);

type ChoiceKey = 'report' | 'turnaround' | 'inspection';
const CHOICE_COLUMNS: [ChoiceKey, string][] = [
  ['report', 'Report type'],
  ['turnaround', 'Turnaround'],
  ['inspection', 'Inspection'],
];

/** With rows of their own choices, each row's report type, turnaround and inspection, after its type. */
function columnsFor(batch: Pick<Batch, 'choices'>): TableColumn<ResultRow, SortKey>[] {
  const choice = (kind: ChoiceKey, label: string): TableColumn<ResultRow, SortKey> => ({
    key: kind,
    label,
    width: 'w-36',
    sortValue: (r) => rowChoices(batch, r)[kind].name,
    cell: (r) => <ServiceText text={rowChoices(batch, r)[kind].name} />,
  });
  const at = columns.findIndex((c) => c.key === 'property') + 1;
  return [...columns.slice(0, at), ...CHOICE_COLUMNS.map(([k, l]) => choice(k, l)), ...columns.slice(at)];
}

export function BatchResults({ batch }: { batch: Batch }) {
  // Null on the first render: the page around the table (the progress, the buttons) paints first, and
  // the table follows in a render React can interrupt; then it follows the answers the same way.
  const deferred = useDeferredValue<Batch | null>(batch, null);
  const [sort, setSort] = useState<SortState<SortKey> | null>(null);
  const rows = useMemo(() => {
    if (!deferred) return [];
    const keys = propertyKeys(deferred.rows);
    return deferred.rows.map((row, i) => withResult(row, deferred.results[keys[i] ?? ''] ?? PENDING));
  }, [deferred]);
  // A sort is a transition too: the click paints at once, the rows follow.
  const onSort = useCallback(
    (key: SortKey) => startTransition(() => setSort((current) => toggleSort(current, key))),
    [],
  );
  const mixed = deferred !== null && hasOwnChoices(deferred);
  // The page's choices stay the same object while answers arrive: the columns, and so the rows, too.
  const choices = deferred?.choices;
  const shown = useMemo(() => (mixed && choices ? columnsFor({ choices }) : columns), [mixed, choices]);
  if (!deferred) return <LoadingState label="Loading the prices…" />;
  return (
    <div className="batch-cards">
      <SortSelect sort={sort} onChange={(next) => startTransition(() => setSort(next))} />
      <DataTable
        caption="Prices by property"
        columns={shown}
        rows={rows}
        rowKey={rowKey}
        sort={sort}
        onSort={onSort}
        density="compact"
        windowed={mixed ? WINDOWED_MIXED : WINDOWED}
      />
    </div>
  );
}
