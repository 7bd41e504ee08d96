/**
 * The comparison on a wide screen and on paper: one column per result, one row per figure, the better
 * figure of a row marked "Best" in words. A column whose order could not be fetched (or is still
 * loading) holds its state in one cell down the whole column, so the other columns stay as they are.
 */
import { Table, TableRow } from '../../../components/ui/table';
import { useGrowingCount } from '../../../components/use-growing-count';
import type { CompareColumn } from './compare-columns';
import type { CompareRow } from './compare-model';
import { ColumnActions, ColumnState, Figure } from './compare-parts';

/** About half the comparison's rows. */
const ROWS_PER_STEP = 7;

export function CompareTable({
  caption,
  columns,
  rows,
  onRemove,
}: {
  caption: string;
  columns: readonly CompareColumn[];
  /** Figures of the ready columns only, in the order they appear in `columns`. */
  rows: readonly CompareRow[];
  onRemove: (column: CompareColumn) => void;
}) {
  // The figures arrive in steps of ROWS_PER_STEP rows, each laid out in a task of its own: the whole table
  // at once was one task of 52-62 ms at 6x CPU (docs/decisions/2026-11-24-slow-phone.md).
  const shownRows = rows.slice(0, useGrowingCount(rows.length, ROWS_PER_STEP));
  const readyIndex = new Map(
    columns.filter((c) => c.state === 'ready').map((column, index) => [column.id, index] as const),
  );
  return (
    <div className="hidden sm:block print:block">
      <Table caption={caption} layout="fixed" className="compare-table">
        <colgroup>
          <col className="w-44 print:w-40" />
          {columns.map((column) => (
            <col key={column.id} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-slate-200 align-bottom">
            <td className="px-3 pt-3 text-xs text-slate-700">
              <span className="sr-only">Figure</span>
            </td>
            {columns.map((column) => (
              <th key={column.id} scope="col" className="px-3 pt-3 text-right font-semibold text-slate-900">
                <span className="block break-words">{column.title}</span>
                {column.state === 'ready' ? (
                  <span className="block text-xs font-normal text-slate-700">{column.place}</span>
                ) : null}
              </th>
            ))}
          </tr>
          <tr className="border-b-2 border-slate-300 print:hidden">
            <td />
            {columns.map((column) => (
              <td key={column.id} className="px-3 pb-2">
                <div className="-mr-2.5 flex flex-wrap justify-end gap-x-1 gap-y-1">
                  <ColumnActions column={column} onRemove={() => onRemove(column)} variant="ghost" />
                </div>
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {shownRows.map((row, rowIndex) => (
            <TableRow key={row.spec.key}>
              <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900 print:py-1">
                {row.spec.label}
              </th>
              {columns.map((column) => {
                const index = readyIndex.get(column.id);
                if (index === undefined) {
                  return rowIndex === 0 ? (
                    <td key={column.id} rowSpan={shownRows.length} className="px-3 py-3 align-top">
                      <ColumnState column={column} />
                    </td>
                  ) : null;
                }
                return (
                  <td key={column.id} className="px-3 py-2.5 text-right tabular-nums print:py-1">
                    <Figure figure={row.figures[index] ?? null} mark={row.marks[index] ?? null} />
                  </td>
                );
              })}
            </TableRow>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
