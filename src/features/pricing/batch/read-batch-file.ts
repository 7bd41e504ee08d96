/** A picked file's text for the batch's parser (parse-in-worker.ts), or why it cannot be read. */
import { readTextFile } from '../../../lib/text-file';

/** The text of a file the user picked, or the reason it cannot be read (too large, not text). */
export function readBatchFile(file: File): Promise<{ text: string } | { refused: string }> {
  return readTextFile(file);
}
