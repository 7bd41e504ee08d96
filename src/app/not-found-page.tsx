import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { useDocumentTitle } from '../components/use-document-title';
import { HOME } from '../lib/paths';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 tabIndex={-1} className="mt-2 text-2xl font-semibold text-slate-900">
        Page not found
      </h1>
      <p className="mt-2 text-slate-700">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to={HOME} className={`${buttonClasses('primary')} mt-6`}>
        Go to pricing
      </Link>
    </main>
  );
}
