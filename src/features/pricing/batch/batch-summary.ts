/**
 * What a batch's answers add up to, in words that match them: "All 40 priced", "38 of 40 priced,
 * 2 refused", "None of the 3 could be priced", or "12 of 40 priced" while some rows wait; and what to
 * do next about the rows that were not priced.
 */
import { formatNumber } from '../../../lib/numbers';
import type { BatchCounts } from './batch-model';

export type SummaryTone = 'progress' | 'success' | 'partial' | 'none';

export interface BatchSummary {
  text: string;
  tone: SummaryTone;
}

function unsuccessful(counts: BatchCounts): string[] {
  return [
    counts.refused > 0 ? `${formatNumber(counts.refused)} refused` : null,
    counts.failed > 0 ? `${formatNumber(counts.failed)} failed` : null,
  ].filter((part) => part !== null);
}

export function batchSummary(counts: BatchCounts): BatchSummary {
  const { rows, priced, pending } = counts;
  if (pending > 0) {
    const notes = unsuccessful(counts);
    return {
      text: `${formatNumber(priced)} of ${formatNumber(rows)} priced${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`,
      tone: 'progress',
    };
  }
  if (priced === rows)
    return {
      text: rows === 1 ? 'The property is priced' : `All ${formatNumber(rows)} priced`,
      tone: 'success',
    };
  if (priced === 0)
    return {
      text:
        rows === 1 ? 'The property could not be priced' : `None of the ${formatNumber(rows)} could be priced`,
      tone: 'none',
    };
  return {
    text: `${formatNumber(priced)} of ${formatNumber(rows)} priced, ${unsuccessful(counts).join(', ')}`,
    tone: 'partial',
  };
}

/** What to do about the rows not priced, once every row has an answer; null when all are priced. */
export function nextStep(counts: BatchCounts): string | null {
  const { failed, refused } = counts;
  if (failed > 0 && refused > 0)
    return 'Try again for the failed rows; correct the refused rows below and price them again, or remove them.';
  if (failed > 0) return 'The service did not answer for some rows: try again for them.';
  if (refused > 0) return 'Correct the refused rows below and price them again, or remove them.';
  return null;
}
