/**
 * What adding an order by its tokens does to the comparison's items: a new order goes after the results
 * shown and before any order that could not be opened (so the link, read up to MAX_COMPARED, keeps it);
 * an order already compared is said to be there instead of added twice, and an order some of whose
 * results are compared adds the others.
 */
import { sameOrder, type CompareItem } from '../../../lib/compare-link';
import { itemTitle, type CompareColumn } from './compare-columns';

export interface AddPlan {
  /** The items after the addition; null: nothing to add. */
  items: CompareItem[] | null;
  /** What the form says about it; null when the addition speaks for itself. */
  note: string | null;
}

function withNew(items: readonly CompareItem[], columns: readonly CompareColumn[], added: CompareItem[]) {
  const failed = new Set(
    columns.filter((c) => c.state === 'error' || c.state === 'missing').map((c) => c.itemIndex),
  );
  return [
    ...items.filter((_, index) => !failed.has(index)),
    ...added,
    ...items.filter((_, index) => failed.has(index)),
  ];
}

export function planAdd(
  items: readonly CompareItem[],
  columns: readonly CompareColumn[],
  tokens: { intakeToken: string; orderToken: string },
): AddPlan {
  const item: CompareItem = { ...tokens, result: null };
  const present = items.filter((k) => sameOrder(k, item));
  if (present.length === 0) return { items: withNew(items, columns, [item]), note: null };

  const shown = columns.filter((c) => c.state === 'ready' && sameOrder(c.item, item));
  const names = shown.length > 0 ? shown.map((c) => c.title).join(' and ') : itemTitle(present[0]!);
  const verb = shown.length > 1 ? 'are' : 'is';
  const of = shown[0]?.state === 'ready' ? shown[0].of : null;
  const positions = new Set(shown.flatMap((c) => (c.state === 'ready' ? [c.position] : [])));
  if (present.some((k) => k.result === null) || of === null || positions.size >= of) {
    return { items: null, note: `${names} ${verb} already in the comparison.` };
  }
  const others = Array.from({ length: of }, (_, i) => i + 1)
    .filter((position) => !positions.has(position))
    .map((position) => ({ ...present[0]!, result: position }));
  return {
    items: withNew(items, columns, others),
    note: `${names} ${verb} already in the comparison; the order’s other results are added.`,
  };
}
