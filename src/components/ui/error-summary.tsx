/**
 * The error summary of a form, in the GOV.UK way: at the top of the form, announced (role=alert), one
 * link per error that moves focus to its field, and focus on the summary itself after a failed save.
 * Every form of the portal uses this one component, through useErrorSummary.
 */
import { useEffect, useId, useRef } from 'react';

// The hook lives apart so that the sign-in page can load this component after its first paint.
export { useErrorSummary } from './use-error-summary';

export interface SummaryItem {
  /** The `name` of the control the error belongs to (react-hook-form's `register` sets it). */
  name: string;
  message: string;
}

/** The control named `name` (a group of radios: the checked one, else the first). */
function controlNamed(name: string): HTMLElement | null {
  const controls = Array.from(document.getElementsByName(name));
  const checked = controls.find((c) => c instanceof HTMLInputElement && c.checked);
  return checked ?? controls[0] ?? null;
}

export function ErrorSummary({
  items,
  focusRequests = 0,
  title = 'There is a problem',
  className = '',
}: {
  items: readonly SummaryItem[];
  /** Counts the failed saves: each new one moves focus to the summary. */
  focusRequests?: number;
  title?: string;
  className?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The errors may render a moment after the failed save is reported: focus once both are there.
  const focusedFor = useRef(0);
  const shown = items.length > 0;
  useEffect(() => {
    if (shown && focusRequests > focusedFor.current && ref.current) {
      focusedFor.current = focusRequests;
      ref.current.focus();
    }
  }, [focusRequests, shown]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={`rounded-md border-2 border-red-700 bg-white px-4 py-3 text-sm text-slate-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:hidden ${className}`}
    >
      <h2 id={titleId} className="text-base font-semibold text-red-800">
        {title}
      </h2>
      <ul className="mt-1">
        {items.map((item) => (
          <li key={`${item.name}:${item.message}`}>
            <a
              href={`#${item.name}`}
              className="inline-flex min-h-11 items-center font-medium text-red-800 underline underline-offset-2 hover:text-red-900 sm:min-h-8"
              onClick={(event) => {
                event.preventDefault();
                const control = controlNamed(item.name);
                control?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
