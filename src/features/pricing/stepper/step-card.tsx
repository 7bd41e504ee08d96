/**
 * One step of the wizard's stepper: a numbered item of an ordered list. The step in progress is open
 * (aria-current="step"); a finished step collapses to a one-line summary of its choice with a "Change"
 * button; a later step shows its title only. The heading takes focus when the step opens (see
 * usePricingWizard), so keyboard and screen reader users land on the step they are asked to do.
 */
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

export type StepStatus = 'open' | 'done' | 'upcoming';

export function StepCard({
  number,
  total,
  title,
  titleId,
  headingId,
  status,
  summary,
  onChange,
  changeLabel,
  children,
  keepMounted = false,
}: {
  number: number;
  total: number;
  title: string;
  /** Names the step's group of controls. */
  titleId: string;
  headingId: string;
  status: StepStatus;
  /** The choice made, in one line, shown when the step is finished. */
  summary: ReactNode;
  onChange: () => void;
  /** The accessible name of "Change", e.g. "Change the report type". */
  changeLabel: string;
  children: ReactNode;
  /** Keeps a collapsed step's contents (hidden), so that a form keeps what was typed in it. */
  keepMounted?: boolean;
}) {
  const open = status === 'open';
  return (
    <li
      aria-current={open ? 'step' : undefined}
      className={`rounded-lg border bg-white shadow-sm ${
        open ? 'border-brand-300 ring-1 ring-brand-300' : 'border-slate-200'
      }`}
    >
      <div className="flex items-center gap-3 p-4 sm:px-6">
        <StepMarker number={number} status={status} />
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            tabIndex={-1}
            className={`text-base font-semibold focus:outline-none sm:text-lg ${
              status === 'upcoming' ? 'text-slate-700' : 'text-slate-900'
            }`}
          >
            <span className="sr-only">{`Step ${number} of ${total}:`}</span> <span id={titleId}>{title}</span>
            {status === 'done' ? (
              <>
                {' '}
                <span className="sr-only">(done)</span>
              </>
            ) : null}
          </h2>
          {status === 'done' ? <p className="text-sm text-slate-700 sm:truncate">{summary}</p> : null}
        </div>
        {status === 'done' ? (
          <Button variant="secondary" size="sm" onClick={onChange} aria-label={changeLabel}>
            Change
          </Button>
        ) : null}
      </div>
      {open || keepMounted ? (
        <div hidden={!open} className="border-t border-slate-200 p-4 sm:p-6">
          {children}
        </div>
      ) : null}
    </li>
  );
}

function StepMarker({ number, status }: { number: number; status: StepStatus }) {
  const look = {
    open: 'bg-brand-700 text-white',
    done: 'bg-brand-50 text-brand-800 ring-1 ring-brand-300',
    upcoming: 'bg-white text-slate-700 ring-1 ring-slate-300',
  }[status];
  return (
    <span
      aria-hidden="true"
      className={`flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${look}`}
    >
      {status === 'done' ? (
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M7.7 14.3 3.4 10l1.4-1.4 2.9 2.9 7.5-7.5 1.4 1.4z" />
        </svg>
      ) : (
        number
      )}
    </span>
  );
}
