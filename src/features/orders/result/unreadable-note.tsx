/**
 * The one note above an order result with parts the portal could not read: how many, that they show as
 * "Unreadable" where they stand, and, for support, the service's names of those fields.
 */
import { Alert } from '../../../components/ui/alert';

export function unreadableText(count: number): string {
  return count === 1
    ? '1 part of this result could not be read. It shows as “Unreadable” where it stands; the rest is as the service sent it.'
    : `${count} parts of this result could not be read. They show as “Unreadable” where they stand; the rest is as the service sent it.`;
}

/** The results of an order left out because nothing in them could be read. */
export function skippedResultsText(count: number): string {
  return count === 1
    ? '1 result of this order could not be read and is not shown.'
    : `${count} results of this order could not be read and are not shown.`;
}

export function UnreadableNote({ paths }: { paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <Alert tone="warning" role="none" className="print:hidden">
      <p>{unreadableText(paths.length)}</p>
      <details className="mt-2 text-xs">
        <summary className="cursor-pointer font-medium underline-offset-2 hover:underline">
          Technical details
        </summary>
        <p className="mt-2">
          Fields that could not be read ({paths.length}):{' '}
          <span className="font-mono [overflow-wrap:anywhere]">{paths.join(', ')}</span>
        </p>
      </details>
    </Alert>
  );
}
