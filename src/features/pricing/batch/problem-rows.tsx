/**
 * What the lists of rows to correct show (problem-list.tsx), and that list's loader. The list, with its
 * row editor, is loaded once the page has painted, when the browser is idle (useLazyModule): the page's
 * first load does not carry it, and it has arrived long before a paste or an answer lists a row.
 */
import type { ReactNode } from 'react';
import type { BatchRow, RowCells, RowProblem } from './batch-model';
import type { CellIssues, CellKey, RowChecker } from './row-check';

export const loadProblemList = () => import('./problem-list');

export interface FixableRow {
  line: number;
  reference: string;
  /** What is wrong, as shown when the row is not being edited. */
  what: ReactNode;
  /** The cells to start from; absent: the row cannot be edited (saved before rows could be). */
  cells?: RowCells | undefined;
  serviceIssues?: CellIssues;
}

export interface RowFixing {
  fields: readonly CellKey[];
  check: RowChecker;
  /** "Add to the rows to price", "Price this row". */
  saveLabel: string;
  /** What is said once a row is saved: "Row 5 is among the rows to price." */
  savedText: (row: BatchRow) => string;
  onSave: (row: BatchRow) => void;
  onRemove: (line: number) => void;
  /** While the batch sends: rows wait to be corrected. */
  disabled?: boolean;
}

/** The lines of a check's messages. */
export function MessageList({ messages }: { messages: readonly string[] }) {
  return (
    <ul className="space-y-0.5">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/** Rows that failed a check, as the list shows them. */
export function problemRows(problems: readonly RowProblem[]): FixableRow[] {
  return problems.map((p) => ({
    line: p.line,
    reference: p.reference,
    what: <MessageList messages={p.messages} />,
    cells: p.cells,
  }));
}
