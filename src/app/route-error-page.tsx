/**
 * Route-level error boundary: an unexpected error in a page (a section that failed to load) shows here.
 * Each section's route has one, so it shows inside the shell, navigation and all; only a failure of the
 * shell itself falls back to the page-wide one.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert';
import { buttonClasses } from '../components/ui/button';
import { describeError } from '../components/ui/describe-error';
import { TechnicalDetails } from '../components/ui/technical-details';
import { HOME } from '../lib/paths';

export function RouteErrorPage() {
  const error = useRouteError();
  const described = isRouteErrorResponse(error)
    ? { title: `${error.status} ${error.statusText}`, message: String(error.data ?? ''), details: [] }
    : describeError(error);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 tabIndex={-1} className="mb-4 text-2xl font-semibold text-slate-900">
        This page could not be shown
      </h1>
      <Alert tone="error" title={described.title}>
        {/* The service's own words, in full. */}
        <p>{described.message}</p>
        {described.details.length > 0 ? (
          <ul className="mt-1 list-disc pl-5">
            {described.details.map((detail, i) => (
              <li key={i}>{detail}</li>
            ))}
          </ul>
        ) : null}
        <TechnicalDetails error={error} />
      </Alert>
      <div className="mt-6 flex gap-3">
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={HOME} className={buttonClasses('ghost')}>
          Go to pricing
        </Link>
      </div>
    </div>
  );
}
