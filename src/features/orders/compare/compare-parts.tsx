/**
 * Pieces the comparison's table and its phone cards share: a figure with its mark, a column's state, a
 * column's buttons.
 */
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { describeError } from '../../../components/ui/describe-error';
import { LoadingState } from '../../../components/ui/states';
import { TechnicalDetails } from '../../../components/ui/technical-details';
import { paths } from '../../../lib/paths';
import type { NoticeColumn, PlaceColumn } from './compare-columns';
import type { CompareFigure, Mark } from './compare-model';

/** "Best" in words (a color alone would say nothing to a screen reader, nor on a gray printer). */
export function MarkBadge({ mark }: { mark: Mark }) {
  if (mark === null) return null;
  return (
    <Badge tone="success" className="print:py-0">
      {mark === 'tied' ? 'Best, tied' : 'Best'}
    </Badge>
  );
}

export function Figure({ figure, mark }: { figure: CompareFigure | null; mark: Mark }) {
  if (figure === null) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-700">
          —
        </span>
        <span className="sr-only">Not in this report</span>
      </>
    );
  }
  // Most figures have no mark: one element, not a wrapper for a badge (a comparison has hundreds).
  if (mark === null) return <span className="text-slate-800">{figure.text}</span>;
  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
      <MarkBadge mark={mark} />
      <span className="font-semibold text-slate-900">{figure.text}</span>
    </span>
  );
}

/** A column still loading: the one state that holds a place in the table. */
export function ColumnState({ column }: { column: PlaceColumn }) {
  return column.state === 'loading' ? <LoadingState label={`Loading ${column.title}…`} lines={3} /> : null;
}

/**
 * An order that could not be opened (in the portal's words, the service's in the technical details), or
 * a result its reply does not have: above the table, never in one of its places.
 */
export function OrderNotice({ column, onRemove }: { column: NoticeColumn; onRemove: () => void }) {
  const described = column.state === 'error' ? describeError(column.error) : null;
  const title =
    column.state === 'missing'
      ? `${column.title}: no such result`
      : column.notReady
        ? `${column.title}: the report is not ready yet`
        : `${column.title}: ${described!.title}`;
  return (
    <Alert tone={column.state === 'error' ? 'error' : 'warning'} title={title}>
      <p>
        {column.state === 'missing'
          ? column.item.result === null
            ? 'The service found this order but sent no result for it.'
            : `This order has no result ${column.item.result}.`
          : described!.message}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 print:hidden">
        {column.state === 'error' ? (
          <Button variant="secondary" size="sm" onClick={column.retry}>
            Try again
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${column.title} from the comparison`}
        >
          Remove
        </Button>
      </div>
      {column.state === 'error' ? (
        <div className="print:hidden">
          <TechnicalDetails error={column.error} />
        </div>
      ) : null}
    </Alert>
  );
}

/**
 * A result's buttons: open it in full (once it is ready), remove it from the comparison. Quiet in the
 * table's heading; secondary and 44 px tall (`className`) on a phone's card.
 */
export function ColumnActions({
  column,
  onRemove,
  variant,
  className = '',
}: {
  column: PlaceColumn;
  onRemove: () => void;
  variant: 'secondary' | 'ghost';
  className?: string;
}) {
  return (
    <>
      {column.state === 'ready' ? (
        <Link
          to={paths.orderResult(column.item.intakeToken, column.item.orderToken)}
          className={`${buttonClasses(variant, 'sm')} ${className}`}
          aria-label={`Open result of ${column.title}`}
        >
          Open result
        </Link>
      ) : null}
      <Button
        variant={variant}
        size="sm"
        className={className}
        onClick={onRemove}
        aria-label={`Remove ${column.title} from the comparison`}
      >
        Remove
      </Button>
    </>
  );
}
