/** A picked file's text for the batch's parser (parse-in-worker.ts), or why it cannot be read. */
import { MAX_BYTES, sizeText } from './batch-model';

/** The text of a file the user picked, or the reason it cannot be read (too large, not text). */
export async function readBatchFile(file: File): Promise<{ text: string } | { refused: string }> {
  if (file.size > MAX_BYTES)
    return {
      refused: `The file is ${sizeText(file.size)}; up to 1 MB can be read. Split the rows into smaller files.`,
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
