/**
 * Sign-in: the page around the form (sign-in-form.tsx). After signing in the user returns to where they
 * were (a deep link, or the page a 401 interrupted).
 */
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { DocumentTitle } from '../../components/document-title';
import { DEMO_CREDENTIALS } from '../../lib/demo-credentials';
import { HOME, paths } from '../../lib/paths';
import type { LoginLocationState } from '../../session/login-location';
import { useSession } from '../../session/use-session';
import { SignInForm } from './sign-in-form';

function safeReturnPath(from: unknown): string {
  // Only in-portal paths: never an absolute URL or a protocol-relative one.
  return typeof from === 'string' &&
    from.startsWith('/') &&
    !from.startsWith('//') &&
    !from.startsWith(paths.login())
    ? from
    : HOME;
}

export function LoginPage() {
  const session = useSession();
  const location = useLocation();
  const state = location.state as LoginLocationState | null;
  const from = safeReturnPath(state?.from);

  // Where a session ended is for its own user only: another user starts on the home page.
  const returnPath = (username: string) =>
    state?.user === undefined || state.user === username ? from : HOME;
  if (session) return <Navigate to={returnPath(session.user.username)} replace />;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-10">
      <DocumentTitle title="Sign in" />
      <div className="w-full max-w-sm">
        <p className="mb-2 text-center text-sm font-semibold tracking-wide text-brand-700 uppercase">
          Valuation Portal
        </p>
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <h1 tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            Sign in
          </h1>
          <p className="mt-1 text-sm text-slate-700">
            Price reports, manage your company and review valuation results.
          </p>

          {/* Hydrated in a commit of its own, after the page (the boundary suspends nothing). */}
          <Suspense fallback={null}>
            <SignInForm returnPath={returnPath} />
          </Suspense>
        </div>

        {/* Written on import.meta.env itself (not config.ts's isDemoMode, which lives in another chunk): the
            bundler then drops the demo credentials from a build for a real service. */}
        {!import.meta.env.VITE_API_BASE_URL ? (
          <aside
            aria-label="Demo credentials"
            className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
          >
            <p className="font-semibold">Demo mode</p>
            <p className="mt-1">This portal runs on a built-in mock service. Sign in with:</p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt>Username</dt>
              <dd>
                <code>{DEMO_CREDENTIALS.username}</code>
              </dd>
              <dt>Password</dt>
              <dd>
                <code>{DEMO_CREDENTIALS.password}</code>
              </dd>
            </dl>
          </aside>
        ) : null}
      </div>
    </main>
  );
}
