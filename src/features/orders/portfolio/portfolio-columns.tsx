/**
 * The columns of the portfolio's table, with the result page's plain labels (strategy-labels.ts, the
 * comparison's row table) and figures as the service wrote them. The address comes first and links to
 * the full result, with the box that chooses it for the comparison; on a phone each row is a card whose
 * address and three key figures (as-is value, after-repair value, largest loan) come first.
 */
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import type { TableColumn } from '../../../components/ui/table';
import { formatMoneyWhole } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { COMPARE_ROWS } from '../compare/compare-rows';
import type { FigureKey } from './portfolio-model';
import { STATUS_LABELS, type RowStatus, type SortKey, type TableRow } from './portfolio-rows';

const LABEL = new Map(COMPARE_ROWS.map((spec) => [spec.key, spec.label]));

const TONES: Record<RowStatus, BadgeTone> = {
  result: 'success',
  'not-ready': 'info',
  refused: 'danger',
  failed: 'warning',
  pending: 'neutral',
};

export function StatusBadge({ status }: { status: RowStatus }) {
  return (
    <Badge tone={TONES[status]} className="justify-self-start whitespace-nowrap">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

const linkClasses =
  'font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The order's name where there is no address: its order token, else its intake token. */
export function orderName(row: Pick<TableRow, 'shownOrderToken' | 'intakeToken'>): string {
  return row.shownOrderToken ? `Order ${row.shownOrderToken}` : `Intake ${row.intakeToken}`;
}

function Reason({ row }: { row: TableRow }) {
  if (row.status === 'not-ready')
    return <p className="text-xs text-slate-700">The report is still being prepared.</p>;
  if (row.status === 'failed') return <p className="text-xs text-slate-700">{row.reason}</p>;
  if (row.status !== 'refused') return null;
  return (
    <div className="text-xs text-slate-700">
      <p className="font-medium text-slate-900">{row.reason}</p>
      {row.advice ? <p>{row.advice}</p> : null}
      <details>
        <summary className="cursor-pointer py-3 font-medium underline-offset-2 hover:underline sm:py-0">
          Technical details
        </summary>
        <p className="font-mono [overflow-wrap:anywhere]">Service message: “{row.technical}”</p>
      </details>
    </div>
  );
}

const placeClasses = 'text-xs font-normal text-slate-700';

function AddressCell({ row }: { row: TableRow }) {
  const name = row.status === 'result' ? row.street : orderName(row);
  return (
    <div className="min-w-0">
      <Link to={paths.orderResult(row.intakeToken, row.orderToken)} className={linkClasses}>
        {name}
      </Link>
      {row.place ? <p className={placeClasses}>{row.place}</p> : null}
      {/* Not opened yet: a line where its place will be, so that the row keeps its height when it opens. */}
      {row.status === 'pending' ? <p className={placeClasses}>{STATUS_LABELS.pending}</p> : null}
      {row.status === 'result' || row.status === 'pending' ? null : (
        <div className="mt-1 space-y-1">
          <StatusBadge status={row.status} />
          <Reason row={row} />
        </div>
      )}
    </div>
  );
}

/**
 * A result's box to choose it for the comparison, in a column of its own: inside the address it would be
 * read as part of the row's name in every cell a screen reader announces.
 */
function ChooseCell({
  row,
  chosen,
  onChoose,
}: {
  row: TableRow;
  chosen: boolean;
  onChoose: (row: TableRow, chosen: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand-700 max-sm:size-6"
      checked={chosen}
      aria-label={`Choose ${row.street} to compare`}
      onChange={(event) => onChoose(row, event.target.checked)}
    />
  );
}

const figure = (key: FigureKey, width: string): TableColumn<TableRow, SortKey> => ({
  key,
  label: LABEL.get(key) ?? key,
  numeric: true,
  sortValue: (row) => row.figures[key]?.value,
  width,
  cell: (row) => row.figures[key]?.text ?? '',
});

/** A token's cell: its text, in the cell's own type (no element of its own). */
const tokenCell = () => 'font-mono text-xs [overflow-wrap:anywhere]';

export function portfolioColumns(
  chosen: ReadonlySet<string>,
  onChoose: (row: TableRow, chosen: boolean) => void,
  limits: { ltv: number; ltarv: number },
): TableColumn<TableRow, SortKey>[] {
  return [
    {
      key: 'choose',
      label: 'Compare',
      width: 'w-20',
      screenOnly: true,
      // The box and the address stay in view while the wide table scrolls sideways.
      pinned: { left: '0' },
      // On a phone's card the address and the figures come first.
      cellClassName: () => 'max-sm:order-last',
      // Only a result can be compared; without one the cell is empty, and a phone's card leaves it out.
      cell: (row) =>
        row.status === 'result' ? (
          <ChooseCell row={row} chosen={chosen.has(row.id)} onChoose={onChoose} />
        ) : (
          ''
        ),
    },
    {
      key: 'address',
      label: 'Address',
      rowHeader: true,
      sortValue: (row) => row.street,
      width: 'w-64',
      pinned: { left: '5rem', last: true },
      cell: (row) => <AddressCell row={row} />,
    },
    figure('asIs', 'w-28'),
    figure('arv', 'w-28'),
    {
      key: 'largestLoan',
      label: 'Largest loan',
      heading: (
        <>
          Largest loan
          {/* Phrases kept whole: a narrow column on paper broke it a word a line. */}
          <span className="block text-xs font-normal text-slate-700">
            <span className="whitespace-nowrap">within LTV {limits.ltv}%</span>{' '}
            <span className="whitespace-nowrap">and LTARV {limits.ltarv}%</span>
          </span>
        </>
      ),
      numeric: true,
      sortValue: (row) => row.largestLoan,
      width: 'w-32',
      cell: (row) => (row.largestLoan === null ? '' : formatMoneyWhole(row.largestLoan)),
    },
    figure('rehab', 'w-28'),
    figure('grossReturn', 'w-24'),
    figure('annualizedReturn', 'w-28'),
    figure('totalTime', 'w-24'),
    {
      key: 'condition',
      label: 'Current condition',
      sortValue: (row) => row.condition,
      width: 'w-28',
      cell: (row) => row.condition,
    },
    {
      key: 'confidence',
      label: LABEL.get('confidence') ?? 'Value confidence',
      sortValue: (row) => row.confidence,
      width: 'w-28',
      cell: (row) => row.confidence,
    },
    {
      key: 'intake',
      label: 'Intake token',
      sortValue: (row) => row.intakeToken,
      width: 'w-36',
      cellClassName: tokenCell,
      cell: (row) => row.intakeToken,
    },
    {
      key: 'order',
      label: 'Order token',
      sortValue: (row) => row.shownOrderToken,
      width: 'w-36',
      cellClassName: tokenCell,
      cell: (row) =>
        row.position !== null && row.of !== null && row.of > 1
          ? `${row.shownOrderToken} (result ${row.position} of ${row.of})`
          : row.shownOrderToken,
    },
    {
      key: 'status',
      label: 'Status',
      sortValue: (row) => STATUS_LABELS[row.status],
      width: 'w-32',
      cell: (row) => <StatusBadge status={row.status} />,
    },
  ];
}
