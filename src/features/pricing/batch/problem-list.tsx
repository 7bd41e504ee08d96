/** The rows that cannot be priced, by spreadsheet row number and reference, with what is wrong. */
import { DataTable } from '../../../components/ui/data-table';
import type { TableColumn } from '../../../components/ui/table';
import type { RowProblem } from './batch-model';

const columns: TableColumn<RowProblem>[] = [
  { key: 'line', label: 'Row', numeric: true, rowHeader: true, cell: (p) => p.line },
  { key: 'reference', label: 'Reference', cell: (p) => p.reference || '—' },
  {
    key: 'problem',
    label: 'What is wrong',
    cell: (p) => (
      <ul className="space-y-0.5">
        {p.messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    ),
  },
];

export function ProblemList({ problems }: { problems: readonly RowProblem[] }) {
  return (
    <DataTable
      caption="Rows that cannot be priced"
      columns={columns}
      rows={problems}
      rowKey={(p) => String(p.line)}
    />
  );
}
