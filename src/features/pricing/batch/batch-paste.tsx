/**
 * The "Paste rows" box. A large paste (a spreadsheet's worth of rows) is not put into the box: it is
 * kept aside and shown as "1,000 rows pasted", as a chosen file is shown by its name. Chromium lays
 * out a text box's lines all at once (a line-break element per line): 1,000 lines make a long task on a
 * slow phone each time the box is laid out; 50 lines a short one. A small paste and
 * typing go into the box as usual, and "Edit as text" puts a large paste into the box when asked.
 */
import type { ClipboardEvent, RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { pasteBoxClasses } from '../../../components/ui/spreadsheet-inputs';
import { rowsText } from './batch-model';

/**
 * More lines than this (header row included) and a paste is kept out of the box. The box shows 8
 * lines; 50 is several screens of it, more than one checks by eye in a box, and cheap to lay out.
 */
export const LARGE_PASTE_LINES = 50;

export interface LargePaste {
  text: string;
  /** Lines that are not blank, less the header row. */
  rows: number;
}

function lineCount(text: string): { lines: number; rows: number } {
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.filter((line) => line.trim() !== '').length;
  return { lines: lines.length, rows: Math.max(filled - 1, 0) };
}

/** What the box would hold once the browser pasted `event`'s text: a large paste, or null (let it). */
export function takeLargePaste(event: ClipboardEvent<HTMLTextAreaElement>): LargePaste | null {
  const box = event.currentTarget;
  const pastedText = event.clipboardData.getData('text/plain');
  if (pastedText === '') return null;
  // What the browser would do: the paste replaces the selection (or goes in at the caret).
  const text = box.value.slice(0, box.selectionStart) + pastedText + box.value.slice(box.selectionEnd);
  const { lines, rows } = lineCount(text);
  if (lines <= LARGE_PASTE_LINES) return null;
  event.preventDefault();
  return { text, rows };
}

interface PasteFieldProps {
  id: string;
  value: string;
  large: LargePaste | null;
  error: string | undefined;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (text: string) => void;
  onLargePaste: (paste: LargePaste) => void;
  onEditAsText: () => void;
  onClear: () => void;
}

export function PasteField({
  id,
  value,
  large,
  error,
  boxRef,
  onChange,
  onLargePaste,
  onEditAsText,
  onClear,
}: PasteFieldProps) {
  const describedBy = [error ? `${id}-rows-error` : `${id}-paste-hint`, large ? `${id}-pasted` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-paste`} className="text-sm font-medium text-slate-800">
        Paste rows
      </label>
      <p id={`${id}-paste-hint`} className="text-xs text-slate-700">
        Copy the cells from Excel or Google Sheets, header row included, and paste them here.
      </p>
      <div>
        <div
          className={
            large
              ? 'mb-2 flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-slate-300 bg-slate-50 px-3 py-2'
              : undefined
          }
        >
          {/* Always on the page, so that what appears in it is announced. */}
          <div role="status" className="min-w-0 grow basis-56">
            {large ? (
              <p id={`${id}-pasted`} className="text-sm text-slate-800">
                <span className="font-semibold">{rowsText(large.rows)} pasted.</span>{' '}
                <span className="text-slate-700">
                  Too many to show in the box; paste again to replace them.
                </span>
              </p>
            ) : null}
          </div>
          {large ? (
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" size="sm" onClick={onEditAsText}>
                Edit as text
              </Button>
              <Button variant="secondary" size="sm" onClick={onClear}>
                Clear
              </Button>
            </div>
          ) : null}
        </div>
        <textarea
          ref={boxRef}
          id={`${id}-paste`}
          value={value}
          // Smaller while a large paste is kept aside: it is there to paste again, or to type.
          rows={large ? 3 : 8}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onPaste={(event) => {
            const paste = takeLargePaste(event);
            if (paste) onLargePaste(paste);
          }}
          onChange={(event) => onChange(event.target.value)}
          className={pasteBoxClasses}
        />
      </div>
    </div>
  );
}
