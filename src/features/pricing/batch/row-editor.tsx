/**
 * One row's cells as inputs, checked again as the user types with the rules the sheet was read with
 * (row-check.ts, and the choices' when the sheet has choice columns). What the service said about a
 * cell stays on it until the cell changes. "Save" hands the corrected row over once it passes; Enter
 * does the same, Escape closes without a change.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import type { BatchRow, RowCells } from './batch-model';
import { CELL_NAMES, type CellIssues, type CellKey, type RowChecker } from './row-check';

export function RowEditor({
  line,
  reference,
  cells: initial,
  fields,
  check,
  serviceIssues = {},
  saveLabel,
  onSave,
  onCancel,
}: {
  line: number;
  reference: string;
  cells: RowCells;
  /** The cells shown, in order. */
  fields: readonly CellKey[];
  check: RowChecker;
  /** What the service said about a cell, shown while the cell is as it was. */
  serviceIssues?: CellIssues;
  saveLabel: string;
  onSave: (row: BatchRow) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [cells, setCells] = useState<RowCells>(initial);
  const [tried, setTried] = useState(false);
  const inputs = useRef(new Map<CellKey, HTMLInputElement>());
  const checked = check(line, reference, cells);
  const issues: CellIssues = 'problems' in checked ? { ...checked.problems } : {};
  for (const key of fields) {
    const said = serviceIssues[key];
    if (said && !issues[key] && (cells[key] ?? '') === (initial[key] ?? '')) issues[key] = said;
  }
  const open = fields.filter((key) => issues[key]);
  const firstOpen = open[0] ?? fields[0];
  // The first cell with a problem takes the focus when the editor opens.
  const focused = useRef(false);
  useEffect(() => {
    if (focused.current || !firstOpen) return;
    focused.current = true;
    inputs.current.get(firstOpen)?.focus();
  }, [firstOpen]);

  function save() {
    setTried(true);
    const first = open[0];
    if (first) inputs.current.get(first)?.focus();
    else if ('row' in checked) onSave(checked.row);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  const name = `Row ${line}${reference ? `, ${reference}` : ''}`;
  return (
    <div role="group" aria-label={`Correct row ${line}`} className="row-editor space-y-3">
      {/* field-rows: the three controls stay level when one of them says what is wrong above it. */}
      <div className="field-rows grid gap-3 sm:-mb-4 sm:grid-cols-3 sm:gap-y-0">
        {fields.map((key) => (
          <TextField
            key={key}
            label={CELL_NAMES[key]}
            value={cells[key] ?? ''}
            error={issues[key]}
            autoComplete="off"
            spellCheck={false}
            ref={(input) => {
              if (input) inputs.current.set(key, input);
              else inputs.current.delete(key);
            }}
            onKeyDown={onKeyDown}
            onChange={(event) => setCells({ ...cells, [key]: event.target.value })}
          />
        ))}
      </div>
      <p id={`${id}-state`} role="status" className="text-sm text-slate-700">
        {open.length === 0
          ? `${name} passes the checks.`
          : tried
            ? `Correct ${open.map((key) => CELL_NAMES[key]).join(', ')} first.`
            : ''}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={save}>
          {saveLabel}
        </Button>
        <Button size="sm" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
