/**
 * A batch saved as one quote, as /quotes lists it beside the single quotes: its reference, how many
 * properties, the three choices, the grand total of its priced rows and what was not priced. "Open"
 * reopens it on /pricing/batch with every row, as saved (nothing is priced again).
 */
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { formatDueDate, toIsoDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { turnaroundWords } from '../../../lib/service-terms';
import { DeleteQuote } from '../delete-quote';
import { countBatch, properties, rowsText, type Batch } from './batch-model';
import { QuoteFacts } from '../quote-facts';

/** When a saved batch was saved (or, saved before that was kept, when it was started). */
export function batchSavedAt(batch: Batch): string {
  return batch.savedAt ?? batch.createdAt;
}

/** "4 priced; 1 failed; 3 rows not sent": what the total leaves out, or "All 40 priced". */
function pricedWords(batch: Batch): string {
  const counts = countBatch(batch);
  const parts = [`${counts.priced.toLocaleString('en-US')} priced`];
  if (counts.failed > 0) parts.push(`${counts.failed.toLocaleString('en-US')} failed`);
  if (counts.refused > 0) parts.push(`${counts.refused.toLocaleString('en-US')} refused`);
  if (counts.pending > 0) parts.push(`${counts.pending.toLocaleString('en-US')} not priced yet`);
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
  const facts: [string, string][] = [
    ['Report', report.name],
    ['Turnaround', turnaroundWords(turnaround.name)],
    ['Inspection', inspection.name],
    ['Rows', pricedWords(batch)],
  ];

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-2">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={reopen} className="hover:underline focus-visible:underline">
              Quote {reference}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <Badge tone="brand">{`Batch of ${properties(batch.rows.length)}`}</Badge>
            {Number.isNaN(pricedOn.getTime()) ? null : (
              <span>Priced on {formatDueDate(toIsoDate(pricedOn))}</span>
            )}
          </p>
        </div>
        <div className="sm:text-right">
          <p className="text-2xl font-bold text-slate-900 tabular-nums">
            {formatMoney(countBatch(batch).totalCents / 100)}
          </p>
          <p className="text-sm text-slate-700">Total of priced rows</p>
        </div>
      </div>
      <QuoteFacts facts={facts} />
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <Link to={reopen} className={buttonClasses('secondary', 'sm')} aria-label={`Open quote ${reference}`}>
          Open
        </Link>
        <DeleteQuote reference={reference} what="batch" onDelete={onDelete} />
      </div>
    </li>
  );
}
