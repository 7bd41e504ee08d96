/**
 * Setting up a batch: the three choices, then the rows, pasted (as copied from a spreadsheet) or from a
 * file. Rows are read and checked as soon as they arrive (the parser, with Papa Parse, is loaded then);
 * what cannot be priced is listed by row number before anything is sent. A large paste is kept out of
 * the box and shown by its count, as a file is by its name (batch-paste.tsx).
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { fileInputClasses } from '../../../components/ui/spreadsheet-inputs';
import { Section } from '../../../components/ui/section';
import { afterNextFrame } from '../../../lib/schedule-steps';
import { useBatchChoices, BatchChoiceFields, type ChoiceSlugs } from './batch-choices';
import { useBatchDraft, useKeepBatchDraft } from './batch-draft';
import { newBatch, properties, type Batch } from './batch-model';
import { preloadWindowedTable } from '../../../components/ui/data-table';
import { WINDOW_FROM } from './batch-results';
import { downloadTemplate } from './batch-csv';
import { PasteField, type LargePaste } from './batch-paste';
import { CheckSummary, type Checked } from './check-summary';
import { useCatalog } from './batch-catalog';
import { choiceChecker, resolveRows } from './row-choices';
import { useSetupEdits } from './setup-edits';
import { parseRows } from './parse-in-worker';
import { readBatchFile } from './read-batch-file';
import type { ParseResult } from './parse-rows';

export function BatchSetup({ onStart }: { onStart: (batch: Batch) => void }) {
  const id = useId();
  // What was set up before a session ended comes back (batch-draft.ts).
  const draft = useBatchDraft();
  const [slugs, setSlugs] = useState<ChoiceSlugs>(
    () => draft.restored?.slugs ?? { report: '', turnaround: '', inspection: '' },
  );
  const { choices, lists } = useBatchChoices(slugs);
  const [pasted, setPasted] = useState(() => draft.restored?.pasted ?? '');
  const [largePaste, setLargePaste] = useState<LargePaste | null>(() => draft.restored?.largePaste ?? null);
  useKeepBatchDraft({ slugs, pasted, largePaste });
  const [file, setFile] = useState<{ name: string; checked: Checked } | null>(null);
  const [pasteChecked, setPasteChecked] = useState<{ text: string; result: ParseResult } | null>(null);
  const [starting, setStarting] = useState(false);
  /** Still on the page: a start left behind by leaving it within that frame is dropped. */
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const [submitted, setSubmitted] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const pasteBox = useRef<HTMLTextAreaElement>(null);
  /** The pasted rows: a large paste kept out of the box, or what is in the box. */
  const pastedText = largePaste?.text ?? pasted;

  // Pasted rows are checked once typing pauses; a large paste is read once, not per keystroke.
  useEffect(() => {
    if (pastedText.trim() === '') return;
    let current = true;
    const timer = setTimeout(
      () => {
        void parseRows(pastedText).then((result) => {
          if (current) setPasteChecked({ text: pastedText, result });
        });
      },
      largePaste ? 0 : 200,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [pastedText, largePaste]);

  function forgetFile() {
    if (!file) return;
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  /** Puts `text` in the box (typed, a small paste, "Edit as text"): it replaces a large paste or a file. */
  function typeRows(text: string) {
    setPasted(text);
    setLargePaste(null);
    forgetFile();
  }

  async function pickFile(picked: File | undefined) {
    if (!picked) {
      setFile(null);
      return;
    }
    setPasted('');
    setLargePaste(null);
    setFile({ name: picked.name, checked: { kind: 'reading' } });
    const read = await readBatchFile(picked);
    const checked: ParseResult =
      'text' in read ? await parseRows(read.text) : { kind: 'refused', message: read.refused };
    setFile({ name: picked.name, checked });
  }

  const pasteResult = pastedText.trim() === '' ? null : (pasteChecked?.result ?? null);
  const checked = file ? file.checked : pasteResult;
  const edits = useSetupEdits(checked?.kind === 'checked' ? checked : null);
  const choiceColumns = edits.edited?.choiceColumns ?? [];
  const { catalog, loading: catalogLoading } = useCatalog(choiceColumns.length > 0);
  const ready = useMemo(
    () => (edits.edited ? { ...edits.edited, ...resolveRows(edits.edited, choices, catalog) } : null),
    [edits.edited, choices, catalog],
  );
  const count = ready?.rows.length ?? 0;
  useEffect(() => {
    if (count > WINDOW_FROM) preloadWindowedTable();
  }, [count]);

  const choiceErrors = submitted
    ? {
        report: slugs.report ? undefined : 'Choose a report type.',
        turnaround: slugs.turnaround ? undefined : 'Choose a turnaround.',
        inspection: slugs.inspection ? undefined : 'Choose an inspection.',
      }
    : {};
  const rowsError =
    submitted && checked === null ? 'Paste rows or choose a spreadsheet (CSV) file.' : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    let result: Checked = checked;
    // Submitted before the check of the latest paste ran: check it now.
    if (!file && pastedText.trim() !== '' && pasteChecked?.text !== pastedText) {
      result = await parseRows(pastedText);
      setPasteChecked({ text: pastedText, result });
    }
    if (!choices || result?.kind !== 'checked' || starting) return;
    const edited = edits.apply(result);
    if (edited.choiceColumns && catalogLoading) return;
    const rows = resolveRows(edited, choices, catalog);
    if (rows.rows.length === 0 || rows.unknown > 0) return;
    // The button says the click was taken and paints first; then the batch starts, and the page it
    // opens (the progress and the results) renders in a task of its own (when both were one task, the
    // click's paint waited for the whole page).
    setStarting(true);
    await afterNextFrame();
    if (!mounted.current) return;
    draft.forget();
    onStart(newBatch(choices, rows.rows, rows.problems));
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-6">
      <Section
        title="Choices for every row"
        description="The report type, turnaround and inspection of every row that does not name its own."
      >
        <BatchChoiceFields slugs={slugs} lists={lists} errors={choiceErrors} onChange={setSlugs} />
      </Section>

      <Section
        title="Properties"
        description="One row per property, under a header row: Reference (optional), State, ZIP code and Property type. Optional columns Report type, Turnaround and Inspection give a row its own choices; an empty cell takes the choice above. Up to 1,000 rows."
        actions={
          <Button variant="secondary" onClick={downloadTemplate}>
            Download a template
          </Button>
        }
      >
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <PasteField
            id={id}
            value={pasted}
            large={largePaste}
            error={rowsError}
            boxRef={pasteBox}
            onChange={typeRows}
            onLargePaste={(paste) => {
              setPasted('');
              setLargePaste(paste);
              forgetFile();
            }}
            onEditAsText={() => {
              if (largePaste) typeRows(largePaste.text);
              pasteBox.current?.focus();
            }}
            onClear={() => {
              typeRows('');
              pasteBox.current?.focus();
            }}
          />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-file`} className="text-sm font-medium text-slate-800">
              Spreadsheet (CSV)
            </label>
            <p id={`${id}-file-hint`} className="text-xs text-slate-700">
              Comma-, semicolon- or tab-separated, up to 1 MB.
            </p>
            <input
              ref={fileInput}
              id={`${id}-file`}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
              aria-describedby={`${id}-file-hint`}
              onChange={(event) => void pickFile(event.target.files?.[0])}
              className={fileInputClasses}
            />
          </div>
        </div>
        {rowsError ? (
          <p id={`${id}-rows-error`} className="mt-3 text-sm text-red-700">
            {rowsError}
          </p>
        ) : null}
        <CheckSummary
          checked={checked}
          edited={ready}
          fileName={file?.name ?? null}
          fixing={{
            fields: ['state', 'zip', 'property', ...choiceColumns],
            check: choiceChecker(choices, catalog),
            saveLabel: 'Add to the rows to price',
            savedText: (row) => `Row ${row.line} is among the rows to price.`,
            onSave: edits.fix,
            onRemove: edits.remove,
          }}
        />
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          disabled={checked?.kind === 'reading' || starting || (choiceColumns.length > 0 && catalogLoading)}
        >
          {starting ? 'Starting…' : count > 0 ? `Price ${properties(count)}` : 'Price the properties'}
        </Button>
        {submitted && ready && count === 0 ? (
          <p className="text-sm text-red-700">No row can be priced: correct the rows listed above.</p>
        ) : null}
      </div>
    </form>
  );
}
