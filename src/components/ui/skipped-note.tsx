/**
 * The note a page shows under a list when some of its items could not be read and were left out
 * (ListResult.skipped, see src/api/schemas/tolerant-list.ts): the rest of the list works, and the user
 * knows it is not the whole list.
 */
import { Alert } from './alert';

export function skippedText(count: number): string {
  return count === 1
    ? '1 item could not be read and is not shown.'
    : `${count} items could not be read and are not shown.`;
}

export function SkippedNote({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <Alert tone="warning" role="none" className={className}>
      {skippedText(count)}
    </Alert>
  );
}
