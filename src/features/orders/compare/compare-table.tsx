/**
 * The comparison on a wide screen and on paper: one column per result, one row per figure, in three
 * groups (the deal's size and state; its returns and times, the better figure marked "Best" in words;
 * the lender's figures at the user's limits, with a loan amount to type per result). A column still
 * loading says so in its heading; an order that cannot be opened is a notice above the table.
 */
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Table, TableRow } from '../../../components/ui/table';
import { AmountInput } from './compare-amount';
import type { PlaceColumn } from './compare-columns';
import type { LenderCell, LenderRow, TermsText } from './compare-lender';
import type { CompareRow } from './compare-model';
import { GROUP_TITLES } from './compare-groups';
import { ColumnActions, ColumnState, Figure } from './compare-parts';

export interface CompareTableProps {
  caption: string;
  columns: readonly PlaceColumn[];
  /** Figures of the ready columns only, in the order they appear in `columns`. */
  rows: readonly CompareRow[];
  lender: readonly LenderRow[];
  terms: (column: PlaceColumn) => TermsText;
  onTerms: (column: PlaceColumn, field: keyof TermsText, value: string) => void;
  onRemove: (column: PlaceColumn) => void;
}

function RowHeader({
  label,
  formula,
  printed = true,
}: {
  label: string;
  formula?: string | undefined;
  /** Whether the formula is printed (the lender's labels say their limit already). */
  printed?: boolean;
}) {
  return (
    <th scope="row" className="px-3 py-2.5 text-left font-medium text-slate-900 print:py-px">
      {label}
      {formula ? (
        <span
          className={`block text-xs font-normal text-slate-700 ${printed ? 'print:ml-1 print:inline' : 'print:hidden'}`}
        >
          = {formula}
        </span>
      ) : null}
    </th>
  );
}

export function LenderValue({ cell }: { cell: LenderCell | null }) {
  if (cell === null) {
    return (
      <>
        <span aria-hidden="true" className="text-slate-700">
          —
        </span>
        <span className="sr-only">Not worked out</span>
      </>
    );
  }
  if (cell.verdict) {
    return (
      <span className="inline-flex flex-col items-end gap-1">
        {cell.verdict.lines.map((line) => (
          <Badge key={line} tone={cell.verdict!.within ? 'success' : 'warning'}>
            {line}
          </Badge>
        ))}
      </span>
    );
  }
  return (
    <>
      <span className="text-slate-900">{cell.text}</span>
      {cell.notes?.map((note) => (
        <span key={note} className="block text-xs text-slate-700">
          {note}
        </span>
      ))}
    </>
  );
}

function Group({ title, span, children }: { title: string; span: number; children: ReactNode }) {
  return (
    <tbody className="border-t-2 border-slate-300 first:border-t-0">
      <tr>
        <th
          scope="rowgroup"
          colSpan={span}
          className="bg-slate-50 px-3 pt-3 pb-2 text-left text-xs font-semibold tracking-wide text-slate-800 uppercase print:py-px"
        >
          {title}
        </th>
      </tr>
      {children}
    </tbody>
  );
}

export function CompareTable({
  caption,
  columns,
  rows,
  lender,
  terms,
  onTerms,
  onRemove,
}: CompareTableProps) {
  const readyIndex = new Map(
    columns.filter((c) => c.state === 'ready').map((column, index) => [column.id, index] as const),
  );
  const cells = (render: (index: number, column: PlaceColumn) => ReactNode) =>
    columns.map((column) => {
      const index = readyIndex.get(column.id);
      return (
        <td key={column.id} className="px-3 py-2.5 text-right tabular-nums print:py-px">
          {index === undefined ? <span className="sr-only">Loading</span> : render(index, column)}
        </td>
      );
    });
  const figureRows = (group: CompareRow['spec']['group']) =>
    rows
      .filter((row) => row.spec.group === group)
      .map((row) => (
        <TableRow key={row.spec.key}>
          <RowHeader label={row.spec.label} formula={row.spec.formula} />
          {cells((index) => (
            <Figure figure={row.figures[index] ?? null} mark={row.marks[index] ?? null} />
          ))}
        </TableRow>
      ));
  const span = columns.length + 1;
  return (
    <div className="hidden sm:block print:block">
      <Table caption={caption} layout="fixed" className="compare-table print:text-xs">
        <colgroup>
          <col className="w-52 print:w-72" />
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
                ) : (
                  <span className="mt-2 block text-left font-normal">
                    <ColumnState column={column} />
                  </span>
                )}
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
        <Group title={GROUP_TITLES.deal} span={span}>
          {figureRows('deal')}
        </Group>
        <Group title={GROUP_TITLES.returns} span={span}>
          {figureRows('returns')}
        </Group>
        <Group title={GROUP_TITLES.lender} span={span}>
          {lender.map((row) => (
            <TableRow
              key={row.key}
              className={row.cells.every((cell) => cell === null) ? 'print:hidden' : ''}
            >
              <RowHeader label={row.label} formula={row.formula} printed={false} />
              {cells((index, column) =>
                row.input ? (
                  <AmountInput
                    label={`${row.label} for ${column.title}`}
                    value={terms(column)[row.input]}
                    onChange={(value) => onTerms(column, row.input!, value)}
                  />
                ) : (
                  <LenderValue cell={row.cells[index] ?? null} />
                ),
              )}
            </TableRow>
          ))}
        </Group>
      </Table>
    </div>
  );
}
