/**
 * The rows read, with their own choices worked out (choice-columns.ts) once the page's choices and the
 * lists offered are known: a row whose choice is not offered joins the rows with problems, named, before
 * anything is sent; and the row editor's check, with the choice cells when the sheet has them.
 */
import { propertyTypeLabel } from '../stepper/wizard-params';
import type { BatchChoices, BatchRow, RowProblem } from './batch-model';
import { checkChoices, type Catalog } from './choice-columns';
import { checkCells, type CellIssues, type RowChecker } from './row-check';
import type { EditedRows } from './setup-edits';

export interface ResolvedRows {
  rows: BatchRow[];
  problems: RowProblem[];
  /** Rows whose choices cannot be checked yet (a page choice or a list missing). */
  unknown: number;
}

export function resolveRows(edited: EditedRows, page: BatchChoices | null, catalog: Catalog): ResolvedRows {
  const wanted = edited.wanted;
  if (!wanted) return { rows: edited.rows, problems: edited.problems, unknown: 0 };
  const rows: BatchRow[] = [];
  const problems: RowProblem[] = [];
  let unknown = 0;
  for (const row of edited.rows) {
    const text = wanted[row.line];
    // A row corrected in the editor was checked there, choices included.
    if (!text || edited.fixedLines.has(row.line)) {
      rows.push(row);
      continue;
    }
    const checked = checkChoices(text, page, catalog);
    if (checked.kind === 'own') rows.push({ ...row, choices: checked.choices });
    else if (checked.kind === 'problems')
      problems.push({
        line: row.line,
        reference: row.reference,
        messages: Object.values(checked.problems),
        cells: { state: row.state, zip: row.zip, property: propertyTypeLabel(row.property), ...text },
      });
    else {
      if (checked.kind === 'unknown') unknown += 1;
      rows.push(row);
    }
  }
  if (problems.length === 0) return { rows, problems: edited.problems, unknown };
  return { rows, problems: [...edited.problems, ...problems].sort((a, b) => a.line - b.line), unknown };
}

/** The editor's check: the three cells every sheet has, then the row's own choices. */
export function choiceChecker(page: BatchChoices | null, catalog: Catalog): RowChecker {
  return (line, reference, cells) => {
    const base = checkCells(line, reference, cells);
    const choices = checkChoices(cells, page, catalog);
    const problems: CellIssues = {
      ...('problems' in base ? base.problems : {}),
      ...(choices.kind === 'problems' ? choices.problems : {}),
    };
    if ('problems' in base || choices.kind === 'problems') return { problems };
    return choices.kind === 'own' ? { row: { ...base.row, choices: choices.choices } } : base;
  };
}
