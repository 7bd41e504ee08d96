/**
 * CSV writing (RFC 4180): fields quoted only when they must be, quotes doubled, CRLF line ends.
 * Numbers are written as plain numbers (no currency sign, no thousands separators) so spreadsheets
 * read them as numbers.
 */

export type CsvCell = string | number | null | undefined;

// Text that starts with these is run as a formula by spreadsheet programs (CSV injection, OWASP's list:
// = + - @ tab CR): a leading apostrophe keeps it text. The same signs typed full-width or small (East
// Asian input methods) and the minus sign U+2212 are read as formulas too (issue 45). Numbers are never
// touched, so a negative amount stays a number.
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b\u2212]/;

export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file through a Blob and a temporary link (no server round trip). */
export function downloadCsv(fileName: string, content: string): void {
  const blob = new Blob([content], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
