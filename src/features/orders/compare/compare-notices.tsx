/**
 * What the comparison says above its table: entries of the link it could not read, what it left out
 * (a link is read up to MAX_COMPARED results, and nothing is requested for the rest), and each order
 * that could not be opened, with "Try again" and "Remove".
 */
import { Alert } from '../../../components/ui/alert';
import type { CompareItem } from '../../../lib/compare-link';
import { itemTitle, MAX_COMPARED, type NoticeColumn } from './compare-columns';
import { OrderNotice } from './compare-parts';

/** Named one by one up to this many; a link with hundreds says how many more. */
const NAMED_AT_MOST = 10;

function namesOf(titles: readonly string[]): string {
  const named = titles.slice(0, NAMED_AT_MOST).join('; ');
  const more = titles.length - NAMED_AT_MOST;
  return more > 0 ? `${named}; and ${more} more` : named;
}

export function CompareNotices({
  unreadable,
  repeated,
  leftOut,
  overflow,
  notices,
  onRemove,
}: {
  unreadable: number;
  repeated: number;
  leftOut: readonly CompareItem[];
  /** Results of an order named whole beyond the places left. */
  overflow: readonly string[];
  notices: readonly NoticeColumn[];
  onRemove: (column: NoticeColumn) => void;
}) {
  const left = [...overflow, ...leftOut.map(itemTitle)];
  return (
    <>
      {unreadable > 0 ? (
        <Alert tone="warning" title="Part of this link could not be read">
          {unreadable === 1 ? 'One entry names' : `${unreadable} entries name`} no order the portal can read
          and {unreadable === 1 ? 'is' : 'are'} left out. Add the order again by its tokens below.
        </Alert>
      ) : null}
      {left.length > 0 ? (
        <Alert tone="warning" title={`${left.length} left out of this comparison`}>
          <p>
            A comparison shows up to {MAX_COMPARED} results side by side, and this link names more: the first{' '}
            {MAX_COMPARED} are shown, and nothing was requested for the rest. Left out: {namesOf(left)}.
          </p>
        </Alert>
      ) : null}
      {repeated > 0 ? (
        <Alert tone="info" title="The same result is named more than once">
          {repeated === 1 ? 'One entry of this link repeats' : `${repeated} entries of this link repeat`} a
          result named before; each result is shown once.
        </Alert>
      ) : null}
      {notices.map((column) => (
        <OrderNotice key={column.id} column={column} onRemove={() => onRemove(column)} />
      ))}
    </>
  );
}
