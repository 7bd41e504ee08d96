/**
 * Pieces the comparison's table and its phone cards share: a figure with its mark, a column's state, a
 * column's buttons.
 */
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import type { CompareColumn } from './compare-columns';
import type { CompareFigure, Mark } from './compare-model';

/** "Best" in words (a color alone would say nothing to a screen reader, nor on a gray printer). */
export function MarkBadge({ mark }: { mark: Mark }) {
  if (mark === null) return null;
  return <Badge tone="success">{mark === 'tied' ? 'Best, tied' : 'Best'}</Badge>;
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

/** A column without figures: still loading, refused or failed (in the service's words), or empty. */
export function ColumnState({ column }: { column: CompareColumn }) {
  switch (column.state) {
    case 'loading':
      return <LoadingState label={`Loading ${column.title}…`} lines={3} />;
    case 'error':
      return (
        <ErrorState
          error={column.error}
          title={column.notReady ? 'This report is not ready yet' : 'We couldn’t open this order'}
          onRetry={column.retry ?? undefined}
        />
      );
    case 'missing':
      return (
        <p className="text-sm text-slate-700">
          {column.item.result === null
            ? 'The service found this order but sent no result for it.'
            : `This order has no result ${column.item.result}.`}
        </p>
      );
    case 'ready':
      return null;
  }
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
  column: CompareColumn;
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
          aria-label={`Open the full result of ${column.title}`}
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
