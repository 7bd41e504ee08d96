/**
 * Where the batch stands: a progress bar of the rows answered, "12 of 40 priced", the time left once a
 * few answers give a pace, and the controls that apply now (cancel, price the rest, try the failed
 * rows again).
 */
import { Button } from '../../../components/ui/button';
import { properties, type Batch, type BatchCounts } from './batch-model';
import { batchSummary, nextStep } from './batch-summary';
import { wholeRefusal, WholeRefusal } from './batch-refusal';
import type { JobSnapshot } from '../../../session/job-store';
import { formatNumber } from '../../../lib/numbers';

function timeLeft(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `About ${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`;
  const minutes = Math.round(seconds / 60);
  return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

export function BatchProgress({
  snapshot,
  counts,
  onCancel,
  onPriceRest,
  onRetryFailed,
}: {
  snapshot: JobSnapshot<Batch> & { job: Batch };
  counts: BatchCounts;
  onCancel: () => void;
  onPriceRest: () => void;
  onRetryFailed: () => void;
}) {
  const { job: batch, sending, msLeft } = snapshot;
  const answered = counts.rows - counts.pending;
  const running = batch.status === 'running';
  const summary = batchSummary(counts);

  let status: string | null;
  // A copy of this tab, or another batch in another tab: one batch is priced at a time in a browser.
  if (running && counts.pending > 0 && snapshot.elsewhere)
    status =
      'Another tab of this browser is pricing. Prices show here as they come; this tab carries on if that one is closed.';
  else if (running && counts.pending > 0) status = msLeft === null ? 'Pricing…' : `${timeLeft(msLeft)}.`;
  else if (batch.status === 'canceled' && counts.pending > 0)
    status = sending
      ? 'Canceled: the requests already sent are finishing.'
      : `Canceled: ${properties(counts.pending)} not priced yet.`;
  else if (batch.status === 'paused') status = 'Paused: your session ended. It continues once you sign in.';
  else status = nextStep(counts);
  const whole = summary.tone === 'none' ? wholeRefusal(batch) : null;
  if (whole) status = null;

  return (
    <div className="space-y-3 print:hidden">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p
          className={`text-base font-semibold ${summary.tone === 'none' ? 'text-red-700' : 'text-slate-900'}`}
          aria-live="polite"
        >
          {summary.text}
        </p>
        {status ? <p className="text-sm text-slate-700">{status}</p> : null}
      </div>
      {/* Nothing priced: no bar at all, which would read as a batch done. */}
      {summary.tone === 'none' ? null : <ProgressBar counts={counts} answered={answered} />}
      {whole ? <WholeRefusal part={whole} /> : null}
      <div className="flex flex-wrap gap-2">
        {running && counts.pending > 0 ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        {!running && !sending && counts.pending > 0 ? (
          <Button onClick={onPriceRest}>Price the rest</Button>
        ) : null}
        {!sending && counts.failed > 0 ? (
          <Button variant="secondary" onClick={onRetryFailed}>
            {`Try again for ${formatNumber(counts.failed)} failed ${counts.failed === 1 ? 'row' : 'rows'}`}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The rows answered: the priced ones in the brand's color, those refused or failed after them in red, so
 * that a batch where some were refused does not read as all done well.
 */
function ProgressBar({ counts, answered }: { counts: BatchCounts; answered: number }) {
  const share = (count: number) => (counts.rows === 0 ? 0 : count / counts.rows);
  const priced = share(counts.priced);
  const unsuccessful = share(counts.failed + counts.refused);
  return (
    <div
      role="progressbar"
      aria-label="Rows answered"
      aria-valuemin={0}
      aria-valuemax={counts.rows}
      aria-valuenow={answered}
      aria-valuetext={`${answered} of ${counts.rows} rows answered: ${counts.priced} priced`}
      className="relative h-2 overflow-hidden rounded-full bg-slate-200"
    >
      {/* Scaled, not sized: no layout when it moves. Not animated: a transition started on every update
          (every 100 ms) made each frame restyle and commit the bar on the main thread while the rows
          arrived (docs/performance.md). */}
      <div
        className="absolute inset-0 origin-left bg-red-600"
        style={{ transform: `scaleX(${priced + unsuccessful})` }}
      />
      <div className="absolute inset-0 origin-left bg-brand-700" style={{ transform: `scaleX(${priced})` }} />
    </div>
  );
}
