/**
 * A picked file's text and the size limit of what a page reads at once. Kept apart from the line reader
 * (csv-rows.ts, Papa Parse): a page imports this at once for its file picker, and the parser only when
 * rows are read.
 */

/** The most a paste or a file may hold: 1 MB of text. */
export const MAX_TEXT_BYTES = 1_000_000;

/** A size in megabytes, as the limits are said: "1.2 MB". */
export function sizeText(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

export function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
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
