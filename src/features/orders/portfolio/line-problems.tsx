/** The lines that are no order (line number, the line, why) and the lines that repeat an order above. */
import { DataTable } from '../../../components/ui/data-table';
import type { TableColumn } from '../../../components/ui/table';
import type { LineProblem, RepeatedLine } from './portfolio-lines';

const columns: TableColumn<LineProblem>[] = [
  { key: 'line', label: 'Line', numeric: true, rowHeader: true, cell: (p) => p.line },
  {
    key: 'text',
    label: 'What the line says',
    cell: (p) => <span className="font-mono text-xs [overflow-wrap:anywhere]">{p.text}</span>,
  },
  { key: 'why', label: 'Why it is not read', cell: (p) => p.why },
];

export function LineProblems({
  problems,
  repeated,
}: {
  problems: readonly LineProblem[];
  repeated: readonly RepeatedLine[];
}) {
  return (
    <>
      {problems.length > 0 ? (
        <DataTable
          caption="Lines that are not orders"
          columns={columns}
          rows={problems}
          rowKey={(p) => String(p.line)}
        />
      ) : null}
      {repeated.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Repeated orders, opened once</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-800">
            {repeated.map((r) => (
              <li key={r.line}>{`Line ${r.line} repeats line ${r.sameAs}.`}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
