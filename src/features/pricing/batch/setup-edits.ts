/**
 * The corrections made to the rows read, before the batch starts: rows that failed a check and were
 * corrected join the rows to price, rows removed leave. Kept with the reading they apply to: a new
 * paste or file starts afresh.
 */
import { useMemo, useState } from 'react';
import type { BatchRow } from './batch-model';
import type { ParseResult } from './parse-rows';

export type Checked = Extract<ParseResult, { kind: 'checked' }>;

interface Edits {
  of: Checked | null;
  fixed: readonly BatchRow[];
  removed: readonly number[];
}

const NONE: Edits = { of: null, fixed: [], removed: [] };

export interface EditedRows extends Checked {
  /** Rows read, before any was removed. */
  read: number;
  removed: number;
  /** The rows corrected in the editor. */
  fixedLines: ReadonlySet<number>;
}

/** `checked` with `edits` applied (the edits of another reading are not). */
export function applyEdits(checked: Checked, edits: Edits): EditedRows {
  const read = checked.rows.length + checked.problems.length;
  if (edits.of !== checked) return { ...checked, read, removed: 0, fixedLines: new Set() };
  const fixed = new Set(edits.fixed.map((row) => row.line));
  const removed = new Set(edits.removed);
  // A row that passed the reading's checks may still fail its choices' (row-choices.ts): corrected or
  // removed, it is replaced or goes too.
  const kept = checked.rows.filter((row) => !fixed.has(row.line) && !removed.has(row.line));
  return {
    ...checked,
    rows: [...kept, ...edits.fixed].sort((a, b) => a.line - b.line),
    problems: checked.problems.filter((p) => !fixed.has(p.line) && !removed.has(p.line)),
    read,
    removed: removed.size,
    fixedLines: fixed,
  };
}

export function useSetupEdits(checked: Checked | null) {
  const [edits, setEdits] = useState<Edits>(NONE);
  const edited = useMemo(() => (checked ? applyEdits(checked, edits) : null), [checked, edits]);
  const current = (of: Checked): Edits => (edits.of === of ? edits : { ...NONE, of });
  return {
    edited,
    /** `checked` with the edits made so far (for a reading checked at the last moment: none). */
    apply: (result: Checked) => applyEdits(result, edits),
    fix: (row: BatchRow) => {
      if (!checked) return;
      const now = current(checked);
      setEdits({ ...now, fixed: [...now.fixed.filter((r) => r.line !== row.line), row] });
    },
    remove: (line: number) => {
      if (!checked) return;
      const now = current(checked);
      setEdits({ ...now, removed: [...now.removed, line] });
    },
  };
}
