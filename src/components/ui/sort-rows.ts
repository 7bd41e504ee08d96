/** The table kit's sort: rows in the order of the sorted column's `sortValue` (lib/sort.ts's sortBy). */
import { sortBy, type SortState } from '../../lib/sort';
import type { TableColumn } from './table';

/** `rows` sorted by `sort`'s column; as given when nothing is sorted or the column does not sort. */
export function sortRows<Row, K extends string>(
  rows: readonly Row[],
  columns: readonly Pick<TableColumn<Row, K>, 'key' | 'sortValue'>[],
  sort: SortState<K> | null | undefined,
): readonly Row[] {
  const value = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
  return sort && value ? sortBy(rows, value, sort.direction) : rows;
}
