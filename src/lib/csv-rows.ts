/**
 * Reading lines of a pasted block or a spreadsheet file (CSV), shared by every page that takes many
 * rows at once (batch pricing, the portfolio of results): Papa Parse splits the records (tab or comma,
 * quoted fields with commas, quotes and line breaks, CRLF, a byte order mark), each record keeps its
 * row number as a spreadsheet shows it (a blank line is a row too), header names are matched through
 * aliases, and the size limit is checked before anything is read. What a row means stays with each page.
 */
import Papa from 'papaparse';
import { formatNumber } from './numbers';

/** The most a paste or a file may hold: 1 MB of text. */
export const MAX_TEXT_BYTES = 1_000_000;

/** A size in megabytes, as the limits are said: "1.2 MB". */
export function sizeText(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

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

export interface CsvRecord {
  /** 1-based row number, as a spreadsheet numbers it. */
  line: number;
  cells: string[];
}

/** Splits text into records; the delimiter is a tab or a comma, whichever the text uses. */
export function readRecords(text: string): CsvRecord[] {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: ['\t', ','],
    skipEmptyLines: false,
  });
  return result.data.map((cells, index) => ({ line: index + 1, cells }));
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

/** The text of a file the user picked, or the reason it cannot be read (over 1 MB, not text). */
export async function readTextFile(
  file: File,
  what = 'rows',
): Promise<{ text: string } | { refused: string }> {
  if (file.size > MAX_TEXT_BYTES)
    return {
      refused: `The file is ${sizeText(file.size)}; up to 1 MB can be read. Split the ${what} into smaller files.`,
    };
  const notText = {
    refused:
      'This file is not text. Save the spreadsheet as CSV (comma-separated values) and choose that file.',
  };
  const buffer = await file.arrayBuffer();
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return text.includes('\u0000') ? notText : { text };
  } catch {
    return notText;
  }
}
