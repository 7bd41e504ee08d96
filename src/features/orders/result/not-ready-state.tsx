/**
 * An order whose report is still being prepared: a normal state in the product's voice, "Check now", and
 * "Notify me"; the service's own words only under "Technical details", as on every other message. The
 * page checks again on its own meanwhile.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TechnicalDetails } from '../../../components/ui/technical-details';
import { notReadyCheckDelay } from '../../../queries/orders';
import type { NotifyPreference } from './ready-notice';
import { formatTime } from '../../../lib/format';
import { paths } from '../../../lib/paths';

function inWords(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

function NotifyMe({ notify }: { notify: NotifyPreference }) {
  const hintId = useId();
  if (notify.permission === 'unsupported') return null;
  const hint =
    notify.wanted && notify.permission === 'denied'
      ? 'This browser blocks notifications from the portal; the tab title will still say when the report is ready.'
      : notify.wanted && notify.permission === 'granted'
        ? 'You will get a notification when the report is ready, even in another tab.'
        : 'A desktop notification when the report is ready (your browser asks first).';
  return (
    <div className="mt-4">
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={notify.wanted}
          onChange={(event) => void notify.setWanted(event.target.checked)}
          aria-describedby={hintId}
          className="h-4 w-4 rounded border-slate-400 accent-brand-700"
        />
        Notify me when it is ready
      </label>
      <p id={hintId} className="mt-1 ml-6 text-xs text-slate-700">
        {hint}
      </p>
    </div>
  );
}

export function NotReadyState({
  error,
  checking,
  checkedAt,
  checks,
  onCheck,
  notify,
}: {
  /** The service's last "not ready" refusal, for the technical details. */
  error: unknown;
  checking: boolean;
  /** When the service last answered "not ready" (ms since the epoch). */
  checkedAt: number;
  /** How many times it has answered so. */
  checks: number;
  onCheck: () => void;
  notify: NotifyPreference;
}) {
  // A check the user asked for gets an answer in words, not only a button that flickers.
  const [askedAt, setAskedAt] = useState<number | null>(null);
  const answered = askedAt !== null && !checking && checkedAt >= askedAt;
  const titleId = useId();
  const checkedTime = checkedAt ? formatTime(new Date(checkedAt)) : '';
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-sky-300 bg-sky-50 p-4 text-sky-950 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        This report is still being prepared
      </h2>
      <p className="mt-2 text-sm">
        This page checks again on its own while it stays open and shows the report as soon as it is ready.
        {checkedTime
          ? ` Last checked at ${checkedTime}; the next check is in about ${inWords(notReadyCheckDelay(checks))}.`
          : ''}
      </p>
      <p role="status" className="sr-only">
        {answered ? `Checked at ${checkedTime}: the report is still being prepared.` : ''}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* aria-disabled rather than disabled: the button keeps focus while the check runs. */}
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            if (checking) return;
            setAskedAt(Date.now());
            onCheck();
          }}
          aria-disabled={checking}
        >
          {checking ? 'Checking…' : 'Check now'}
        </Button>
        <Link to={paths.orders()} className={buttonClasses('ghost', 'sm')}>
          Back to orders
        </Link>
      </div>
      <NotifyMe notify={notify} />
      <TechnicalDetails error={error} />
    </section>
  );
}
