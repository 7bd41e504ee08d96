/**
 * Where the opening stands: "120 of 300 opened", a progress bar, the time left once a few answers give
 * a pace, and the controls that apply now: Cancel, "Open the rest", "Try again for N", "Check not-ready
 * again".
 */
import { Button } from '../../../components/ui/button';
import { formatNumber } from '../../../lib/numbers';
import type { JobSnapshot } from '../../../session/job-store';
import type { Portfolio, PortfolioCounts } from './portfolio-model';

function timeLeft(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `About ${seconds} ${seconds === 1 ? 'second' : 'seconds'} left`;
  const minutes = Math.round(seconds / 60);
  return `About ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} left`;
}

const orders = (count: number) => `${formatNumber(count)} ${count === 1 ? 'order' : 'orders'}`;

export interface ProgressActions {
  onCancel: () => void;
  onOpenRest: () => void;
  onRetryFailed: () => void;
  onCheckNotReady: () => void;
}

export function PortfolioProgress({
  snapshot,
  counts,
  actions,
}: {
  snapshot: JobSnapshot<Portfolio> & { job: Portfolio };
  counts: PortfolioCounts;
  actions: ProgressActions;
}) {
  const { job, sending, msLeft } = snapshot;
  const answered = counts.orders - counts.pending;
  const running = job.status === 'running';
  let status: string;
  // A copy of this tab, or another portfolio in another tab: one is opened at a time in a browser.
  if (running && counts.pending > 0 && snapshot.elsewhere)
    status =
      'Another tab of this browser is opening orders. Results show here as they come; this tab carries on if that one is closed.';
  else if (running && counts.pending > 0) status = msLeft === null ? 'Opening…' : `${timeLeft(msLeft)}.`;
  else if (job.status === 'canceled' && counts.pending > 0)
    status = sending
      ? 'Canceled: the requests already sent are finishing.'
      : `Canceled: ${orders(counts.pending)} not opened yet.`;
  else if (job.status === 'paused') status = 'Paused: your session ended. It continues once you sign in.';
  else status = 'Every order has an answer.';
  const percent = counts.orders === 0 ? 100 : Math.round((answered / counts.orders) * 100);

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="text-base font-semibold text-slate-900" aria-live="polite">
          {formatNumber(answered)} of {formatNumber(counts.orders)} opened
        </p>
        <p className="text-sm text-slate-700">{status}</p>
      </div>
      <div
        role="progressbar"
        aria-label="Orders opened"
        aria-valuemin={0}
        aria-valuemax={counts.orders}
        aria-valuenow={answered}
        aria-valuetext={`${answered} of ${counts.orders} orders opened`}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        {/* Scaled, not animated: as the batch's bar (batch-progress.tsx). */}
        <div className="h-full origin-left bg-brand-700" style={{ transform: `scaleX(${percent / 100})` }} />
      </div>
      <div className="flex flex-wrap gap-2 print:hidden">
        {running && counts.pending > 0 ? (
          <Button variant="secondary" onClick={actions.onCancel}>
            Cancel
          </Button>
        ) : null}
        {!running && !sending && counts.pending > 0 ? (
          <Button onClick={actions.onOpenRest}>Open the rest</Button>
        ) : null}
        {!sending && counts.failed > 0 ? (
          <Button variant="secondary" onClick={actions.onRetryFailed}>
            {`Try again for ${orders(counts.failed)}`}
          </Button>
        ) : null}
        {!sending && counts.notReady > 0 ? (
          <Button variant="secondary" onClick={actions.onCheckNotReady}>
            Check not-ready again
          </Button>
        ) : null}
      </div>
    </div>
  );
}
