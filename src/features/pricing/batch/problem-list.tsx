/**
 * Rows that cannot be priced as they are (they failed a check, or the service refused them), by
 * spreadsheet row number and reference, with what is wrong; each can be corrected where it is listed
 * ("Edit row" opens its cells as inputs, row-editor.tsx) or removed. What became of the last one
 * corrected or removed is said above the list, which takes the focus the row's buttons had.
 */
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import type { TableColumn } from '../../../components/ui/table';
import type { FixableRow, RowFixing } from './problem-rows';
import { RowEditor } from './row-editor';

export function ProblemList({
  caption = 'Rows that cannot be priced',
  rows,
  fixing,
}: {
  caption?: string;
  rows: readonly FixableRow[];
  fixing?: RowFixing;
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const [said, setSaid] = useState('');
  const note = useRef<HTMLParagraphElement>(null);

  function done(text: string) {
    setEditing(null);
    setSaid(text);
    // The row and its buttons are gone: the focus goes to what was said about it.
    requestAnimationFrame(() => note.current?.focus());
  }

  const columns: TableColumn<FixableRow>[] = [
    { key: 'line', label: 'Row', numeric: true, rowHeader: true, cell: (p) => p.line },
    { key: 'reference', label: 'Reference', cell: (p) => p.reference || '—' },
    {
      key: 'problem',
      label: 'What is wrong',
      cell: (p) =>
        fixing && editing === p.line && p.cells ? (
          <div className="space-y-3">
            {p.what}
            <RowEditor
              line={p.line}
              reference={p.reference}
              cells={p.cells}
              fields={fixing.fields}
              check={fixing.check}
              serviceIssues={p.serviceIssues ?? {}}
              saveLabel={fixing.saveLabel}
              onSave={(row) => {
                fixing.onSave(row);
                done(fixing.savedText(row));
              }}
              onCancel={() => setEditing(null)}
            />
          </div>
        ) : (
          p.what
        ),
    },
  ];
  if (fixing)
    columns.push({
      key: 'actions',
      label: 'Actions',
      cell: (p) => (
        <div className="flex flex-wrap gap-2">
          {p.cells && editing !== p.line ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={fixing.disabled}
              aria-label={`Edit row ${p.line}`}
              onClick={() => setEditing(p.line)}
            >
              Edit row
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            disabled={fixing.disabled}
            aria-label={`Remove row ${p.line}`}
            onClick={() => {
              fixing.onRemove(p.line);
              done(`Row ${p.line} removed.`);
            }}
          >
            Remove row
          </Button>
        </div>
      ),
    });

  return (
    <div className="space-y-2">
      <p ref={note} tabIndex={-1} role="status" className="text-sm text-slate-800 focus:outline-none">
        {said}
      </p>
      {rows.length > 0 ? (
        <DataTable caption={caption} columns={columns} rows={rows} rowKey={(p) => String(p.line)} />
      ) : null}
    </div>
  );
}
