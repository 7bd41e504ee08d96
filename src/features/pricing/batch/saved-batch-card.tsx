/**
 * A batch saved as one quote, as /quotes lists it beside the single quotes: its reference, how many
 * properties, the three choices, the grand total of its priced rows and what was not priced. "Open"
 * reopens it on /pricing/batch with every row, as saved (nothing is priced again).
 */
import { Badge } from '../../../components/ui/badge';
import { formatDueDate, toIsoDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { turnaroundWords } from '../../../lib/service-terms';
import { countBatch, properties, rowsText, type Batch } from './batch-model';
import { SavedQuoteCard } from '../quotes/saved-quote-card';
import { formatNumber } from '../../../lib/numbers';

/** When a saved batch was saved (or, saved before that was kept, when it was started). */
export function batchSavedAt(batch: Batch): string {
  return batch.savedAt ?? batch.createdAt;
}

/** "4 priced; 1 failed; 3 rows not sent": what the total leaves out, or "All 40 priced". */
function pricedWords(batch: Batch): string {
  const counts = countBatch(batch);
  const parts = [`${formatNumber(counts.priced)} priced`];
  if (counts.failed > 0) parts.push(`${formatNumber(counts.failed)} failed`);
  if (counts.refused > 0) parts.push(`${formatNumber(counts.refused)} refused`);
  if (counts.pending > 0) parts.push(`${formatNumber(counts.pending)} not priced yet`);
  if (batch.problems.length > 0) parts.push(`${rowsText(batch.problems.length)} not sent`);
  return parts.length === 1 && counts.priced === counts.rows ? `All ${parts[0]}` : parts.join('; ');
}

export function SavedBatchCard({
  batch,
  reference,
  onDelete,
}: {
  batch: Batch;
  reference: string;
  onDelete: () => void;
}) {
  const reopen = paths.pricingBatch({ quote: reference });
  const pricedOn = new Date(batch.createdAt);
  const { report, turnaround, inspection } = batch.choices;
  // What was priced first, then the choices: in the order of a single quote's card (property first).
  const facts: [string, string][] = [
    ['Rows', pricedWords(batch)],
    ['Report', report.name],
    ['Turnaround', turnaroundWords(turnaround.name)],
    ['Inspection', inspection.name],
  ];

  return (
    <SavedQuoteCard
      reference={reference}
      reopen={reopen}
      subtitle={
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <Badge tone="brand">{`Batch of ${properties(batch.rows.length)}`}</Badge>
          {Number.isNaN(pricedOn.getTime()) ? null : (
            <span>Priced on {formatDueDate(toIsoDate(pricedOn))}</span>
          )}
        </p>
      }
      total={formatMoney(countBatch(batch).totalCents / 100)}
      totalNote="Total of priced rows"
      facts={facts}
      what="batch"
      onDelete={onDelete}
    />
  );
}
