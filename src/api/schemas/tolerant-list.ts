/**
 * Lists read item by item (issue 12, tolerant parsing): one unreadable item does not fail the whole
 * list. An item that cannot be used at all (no key, no name to choose it by) is left out and counted in
 * `skipped`; a field an item can do without is read on its own with `readable` (primitives.ts) and is
 * null when it cannot be read, which the pages show as "Unreadable". A reply whose list is missing or
 * is not an array still fails as malformed.
 * See docs/decisions/2026-11-22-tolerant-lists.md.
 */
import * as z from 'zod/mini';
import type { SliceClock } from '../../lib/schedule-steps';

/** The items of a list that could be read, and how many could not. */
export interface ListResult<T> {
  items: T[];
  skipped: number;
}

/** An array read item by item with `item`: the items that parse, and the count of those that do not. */
export function tolerantList<T extends z.ZodMiniType>(item: T) {
  return z.pipe(
    z.array(z.unknown()),
    z.transform((entries): ListResult<z.output<T>> => {
      const items: z.output<T>[] = [];
      let skipped = 0;
      for (const entry of entries) {
        const result = item.safeParse(entry);
        if (result.success) items.push(result.data);
        else skipped += 1;
      }
      return { items, skipped };
    }),
  );
}

/**
 * The same reading as `tolerantList`, with the main thread yielded whenever `clock`'s slice has used its
 * time: a list of thousands of items is never read in one long task.
 */
export async function readListInSlices<T extends z.ZodMiniType>(
  entries: readonly unknown[],
  item: T,
  clock: SliceClock,
): Promise<ListResult<z.output<T>>> {
  const items: z.output<T>[] = [];
  let skipped = 0;
  for (const entry of entries) {
    if (clock.due()) await clock.next();
    const result = item.safeParse(entry);
    if (result.success) items.push(result.data);
    else skipped += 1;
  }
  return { items, skipped };
}
