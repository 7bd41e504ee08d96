/**
 * Route-level error boundary: an unexpected error in a page (a section that failed to load) shows here.
 * Each section's route has one, so it shows inside the shell, navigation and all; only a failure of the
 * shell itself falls back to the page-wide one.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert } from '../components/ui/alert';
import { buttonClasses } from '../components/ui/button';
import { useLazyModule } from '../components/use-lazy-module';
import { HOME } from '../lib/paths';

/** The error's words and technical details: a chunk of their own, off the sign-in path. */
const loadErrorWords = () => import('../components/ui/error-words');

export function RouteErrorPage() {
  const error = useRouteError();
  const errorWords = useLazyModule(loadErrorWords);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 tabIndex={-1} className="mb-4 text-2xl font-semibold text-slate-900 focus:outline-none">
        This page could not be shown
      </h1>
      {isRouteErrorResponse(error) ? (
        <Alert tone="error" title={`${error.status} ${error.statusText}`}>
          <p>{String(error.data ?? '')}</p>
        </Alert>
      ) : errorWords ? (
        <Alert tone="error" title={errorWords.errorTitle(error)}>
          <errorWords.ErrorWords error={error} />
        </Alert>
      ) : (
        // Until the words have loaded (or when they cannot: the network is gone), the error's own.
        <Alert tone="error" title="Something went wrong">
          <p>{error instanceof Error ? error.message : String(error)}</p>
        </Alert>
      )}
      <div className="mt-6 flex gap-3 print:hidden">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to={HOME} className={buttonClasses('ghost')}>
          Go to pricing
        </Link>
      </div>
    </div>
  );
}
