/**
 * Reading lines of a pasted block or a spreadsheet file (CSV), shared by every page that takes many
 * rows at once (batch pricing, the portfolio of results): Papa Parse splits the records (quoted fields
 * with separators, quotes and line breaks, CRLF, a byte order mark); the separator (tab, comma or
 * semicolon, or Excel's "sep=" line) is found from the header; a quotation mark never closed is marked
 * on its row and the rows under it are still read; each record keeps its row number as a spreadsheet
 * shows it (a blank line is a row too); header names are matched through aliases; the size limit is
 * checked before anything is read. What a row means stays with each page.
 */
import Papa from 'papaparse';
import { formatNumber } from './numbers';
import { byteLength, MAX_TEXT_BYTES, sizeText } from './text-file';

/** Why `text` is too large to read (the limit named), or null when it is not. */
export function textSizeProblem(text: string, what = 'rows'): string | null {
  const bytes = byteLength(text);
  return bytes > MAX_TEXT_BYTES
    ? `This is ${sizeText(bytes)}; up to 1 MB can be read at once. Split the ${what} into smaller files.`
    : null;
}

/** A header name as matched: lower case, without spaces, underscores or hyphens. */
export const normalizeHeader = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

export const isBlankRecord = (record: readonly string[]) => record.every((cell) => cell.trim() === '');

/** The separators a sheet may use, in the order they are preferred when a header fits several. */
export const DELIMITERS = ['\t', ',', ';'] as const;

/** Excel's first line naming the separator ("sep=;"), which it hides and does not count as a row. */
export const SEPARATOR_LINE = /^sep=([^\r\n])(?:\r\n|\n|\r|$)/i;

export const withoutBom = (text: string) => text.replace(/^\uFEFF/, '');

/**
 * The separator of `text`: the one named by a "sep=" first line; else the one that splits the first
 * non-blank line (the header) into the most column names (`named` counts them); else Papa Parse's guess
 * from the rows (a list with no header: one order a line, say).
 */
export function detectDelimiter(text: string, named: (cells: readonly string[]) => number): string {
  const clean = withoutBom(text);
  const sep = SEPARATOR_LINE.exec(clean)?.[1];
  if (sep) return sep;
  const header = clean.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  let best: string | null = null;
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = named(Papa.parse<string[]>(header, { delimiter }).data[0] ?? []);
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  if (best !== null) return best;
  const guessed = Papa.parse<string[]>(clean, {
    delimiter: '',
    delimitersToGuess: [...DELIMITERS],
    preview: 10,
  });
  return guessed.meta.delimiter || ',';
}

export interface TextRecord {
  cells: string[];
  /** The record holds a quotation mark that opens a cell and is never closed properly. */
  strayQuote?: true;
}

/**
 * Splits text into records with `delimiter`. A record where Papa Parse meets a quotation mark it cannot
 * close (it would run on to the end of the text) is read up to its line's end with the quotes as plain
 * characters and marked; the text under it is read afresh.
 */
export function splitRecords(text: string, delimiter: string): TextRecord[] {
  const out: TextRecord[] = [];
  let rest = text;
  for (;;) {
    const result = Papa.parse<string[]>(rest, { delimiter, skipEmptyLines: false });
    const quote = result.errors.find((error) => error.type === 'Quotes');
    if (!quote) {
      for (const cells of result.data) out.push({ cells });
      return out;
    }
    const goodRows = quote.row ?? 0;
    let start = 0;
    if (goodRows > 0) {
      const before = Papa.parse<string[]>(rest, { delimiter, skipEmptyLines: false, preview: goodRows });
      for (const cells of before.data) out.push({ cells });
      start = before.meta.cursor;
    }
    const lineBreak = result.meta.linebreak || '\n';
    const end = rest.indexOf(lineBreak, start);
    const line = rest.slice(start, end === -1 ? undefined : end);
    out.push({ cells: line.split(delimiter), strayQuote: true });
    if (end === -1) return out;
    rest = rest.slice(end + lineBreak.length);
  }
}

export const STRAY_QUOTE =
  'A quotation mark (") opens a cell in this row that is never closed, so the rows under it would be read as one cell. Remove the quotation mark, or close it, in the sheet.';

export interface CsvRecord extends TextRecord {
  /** 1-based row number, as a spreadsheet numbers it (a "sep=" line is not one). */
  line: number;
}

/** How many of the columns of `aliases` a header row names. */
export function matchedCount(
  cells: readonly string[],
  aliases: Readonly<Record<string, readonly string[]>>,
): number {
  const names = cells.map(normalizeHeader);
  return Object.values(aliases).filter((list) => names.some((name) => list.includes(name))).length;
}

/**
 * The records of `text` (a paste or a file's text): the byte order mark and a "sep=" line dropped, the
 * separator found from the header through `aliases` (see detectDelimiter), each record numbered.
 */
export function readRecords(text: string, aliases: Readonly<Record<string, readonly string[]>>): CsvRecord[] {
  const clean = withoutBom(text);
  const named = (cells: readonly string[]) => matchedCount(cells, aliases);
  const records = splitRecords(clean.replace(SEPARATOR_LINE, ''), detectDelimiter(clean, named));
  return records.map((record, index) => ({ ...record, line: index + 1 }));
}

/**
 * The index of each known column in a header row: `aliases` lists, per column, the normalized names it
 * goes by. A column not found is absent from the result.
 */
export function matchColumns<K extends string>(
  header: readonly string[],
  aliases: Readonly<Record<K, readonly string[]>>,
): Partial<Record<K, number>> {
  const names = header.map(normalizeHeader);
  const columns: Partial<Record<K, number>> = {};
  for (const key of Object.keys(aliases) as K[]) {
    const index = names.findIndex((name) => aliases[key].includes(name));
    if (index !== -1) columns[key] = index;
  }
  return columns;
}

/** "There are 1,200 rows; up to 1,000 can be …" */
export function tooManyText(count: number, max: number, noun: string, verb: string): string {
  return `There are ${formatNumber(count)} ${noun}; up to ${formatNumber(max)} can be ${verb} at once. Split them into batches of ${formatNumber(max)} or fewer.`;
}
