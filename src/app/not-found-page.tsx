/**
 * An address the portal does not know. Signed in, it shows inside the shell, navigation and all, so
 * the way on is one click away; signed out, on a page of its own with a way to sign in.
 */
import { Link, Outlet } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { DocumentTitle } from '../components/document-title';
import { HOME, paths } from '../lib/paths';
import { useSession } from '../session/use-session';
import { Shell } from './shell';

export function NotFoundLayout() {
  const session = useSession();
  if (session) return <Shell />;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-16">
      {/* Inside the shell, the shell titles the tab from the route. */}
      <DocumentTitle title="Page not found" />
      <Outlet />
    </main>
  );
}

export function NotFoundPage() {
  const session = useSession();
  return (
    <div className="mx-auto max-w-xl py-10 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 tabIndex={-1} className="mt-2 text-2xl font-semibold text-slate-900 focus:outline-none">
        Page not found
      </h1>
      <p className="mt-2 text-slate-700">
        There is no page at this address. It may have moved, or the link may be mistyped.
      </p>
      <Link to={session ? HOME : paths.login()} className={`${buttonClasses('primary')} mt-6`}>
        {session ? 'Go to pricing' : 'Go to sign in'}
      </Link>
    </div>
  );
}
