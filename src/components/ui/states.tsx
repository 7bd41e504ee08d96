/** Designed loading, empty and error states shared by every page. */
import { useEffect, useState, type ReactNode } from 'react';
import { isApiError, isTransient } from '../../api/errors';
import { describeError, isCodeNotLoaded, isNotAllowed } from './describe-error';
import { Alert } from './alert';
import { Button } from './button';
import { TechnicalDetails } from './technical-details';

/** After this long a loading state says, politely, that it is still waiting. */
export const STILL_WAITING_AFTER_MS = 5_000;

export const STILL_WAITING_TEXT =
  'Still waiting for the service. A slow reply can take up to a minute; the rest of the portal keeps working.';

export function LoadingState({ label = 'Loading…', lines = 3 }: { label?: string; lines?: number }) {
  const [stillWaiting, setStillWaiting] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setStillWaiting(true), STILL_WAITING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" aria-live="polite" aria-label={label}>
      <span className="sr-only">{label}</span>
      <div className="animate-pulse space-y-3">
        {Array.from({ length: lines }, (_, i) => (
          <div key={i} className="h-4 rounded bg-slate-200" style={{ width: `${90 - i * 15}%` }} />
        ))}
      </div>
      {stillWaiting ? <p className="mt-3 text-sm text-slate-700">{STILL_WAITING_TEXT}</p> : null}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <p className="text-base font-semibold text-slate-900">{title}</p>
      {children ? <div className="mt-1 text-sm text-slate-700">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/**
 * The one retry rule of the portal: a failure that may pass on a second try (no reply, a slow one, a 5xx
 * or 429, an unreadable reply) offers "Try again"; a refusal in the service's words or a call the account
 * may not make would fail the same way again, so it does not. A crash in the portal's own code (no
 * service error) may pass after a reset, and offers it.
 */
export function offersRetry(error: unknown): boolean {
  return isApiError(error) ? isTransient(error) : true;
}

export function ErrorState({
  error,
  onRetry,
  title,
}: {
  error: unknown;
  onRetry?: (() => void) | undefined;
  title?: string | undefined;
}) {
  const described = describeError(error);
  const notAllowed = isNotAllowed(error);
  return (
    <Alert tone="error" title={notAllowed ? described.title : (title ?? described.title)}>
      <p>{described.message}</p>
      {described.details.length > 0 ? (
        <ul className="mt-2 list-disc pl-5">
          {described.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      ) : null}
      {isCodeNotLoaded(error) ? (
        // A browser keeps a failed import's failure until the page is loaded again: trying again would fail.
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      ) : onRetry && offersRetry(error) ? (
        <Button variant="secondary" size="sm" className="mt-3" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      <TechnicalDetails error={error} />
    </Alert>
  );
}
