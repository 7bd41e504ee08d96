/**
 * The signed-in layout: a skip link, a header with the user's name and sign-out, navigation to every
 * section (a disclosure menu on phones), and the page. Focus moves to the page heading on navigation.
 */
import { ServiceText } from '../components/ui/service-text';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { isDemoMode } from '../api/config';
import { LeaveConfirmDialog } from '../components/ui/confirm-dialog';
import { Toaster } from '../components/ui/toast';
import { WidgetBoundary } from '../components/ui/widget-boundary';
import { DocumentTitle } from '../components/document-title';
import { HOME, paths } from '../lib/paths';
import { useIdleTimeout } from '../session/idle-timeout';
import { displayName, sessionStore } from '../session/session-store';
import { usePageTitleOverride } from '../components/page-title';
import { syncSessionAcrossTabs } from '../session/session-sync';
import { hasUnsavedChanges, subscribeUnsavedChanges } from '../session/unsaved-changes';
import { useRequiredSession } from '../session/use-session';
import { AccountMenu, ThemeSwitch } from './account-menu';
import { useMarkNotAllowedPages } from './not-allowed-pages';
import type { RouteHandle } from './route-handle';

/** What "Sign out" does on a shared computer, said where it is confirmed. */
export const SIGN_OUT_EVERYWHERE =
  'Signing out ends every session of the portal in this browser, in every tab, whoever signed in there.';

export const navItems = [
  { to: paths.pricing(), label: 'Pricing' },
  { to: paths.quotes(), label: 'Quotes' },
  { to: paths.inspections(), label: 'Inspections' },
  { to: paths.orders(), label: 'Orders' },
  { to: paths.company(), label: 'Company' },
  { to: paths.paymentMethods(), label: 'Payment methods' },
  { to: paths.loanOfficers(), label: 'Loan officers' },
] as const;

function useRouteTitle(): string {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return 'Valuation Portal';
}

function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('#main h1')?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

const navLinkClasses = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-md px-3 py-2 text-sm font-medium max-md:min-h-11 ${
    isActive ? 'bg-brand-800 text-white' : 'text-brand-50 hover:bg-brand-700 hover:text-white'
  }`;

/**
 * The tab's title: the page's own, from its data (an order result by its address), else the route's. A
 * component of its own, so that a page setting its title renders this again, not the shell and its links.
 */
function TabTitle({ routeTitle }: { routeTitle: string }) {
  return <DocumentTitle title={usePageTitleOverride() ?? routeTitle} />;
}

export function Shell() {
  const session = useRequiredSession();
  const title = useRouteTitle();
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingSignOut, setConfirmingSignOut] = useState(false);
  const signOut = () => sessionStore.end('signed-out');
  // Signing out is leaving too: with unsaved changes on the page, ask first.
  const requestSignOut = () => (hasUnsavedChanges() ? setConfirmingSignOut(true) : signOut());
  // A slow save that succeeds while the question is asked makes it moot: sign out, as the user asked.
  const unsavedNow = useSyncExternalStore(subscribeUnsavedChanges, hasUnsavedChanges);
  useEffect(() => {
    if (confirmingSignOut && !unsavedNow) sessionStore.end('signed-out');
  }, [confirmingSignOut, unsavedNow]);
  // Tabs holding this session sign out together and share activity: only a signed-in tab takes part.
  useEffect(() => syncSessionAcrossTabs(), []);
  const idle = useIdleTimeout();
  const { pathname } = useLocation();
  useFocusHeadingOnNavigation();
  useMarkNotAllowedPages(pathname);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  return (
    <div className="min-h-screen">
      <TabTitle routeTitle={title} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-brand-800"
      >
        Skip to content
      </a>
      <header className="bg-brand-900 text-white print:hidden">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <NavLink
            to={HOME}
            className="tap-target text-base font-semibold tracking-tight whitespace-nowrap text-white sm:text-lg"
          >
            Valuation Portal
          </NavLink>
          <div className="flex items-center gap-2 sm:gap-3">
            <div className="hidden sm:block">
              <AccountMenu name={displayName(session)} email={session.user.email} />
            </div>
            <button
              type="button"
              onClick={requestSignOut}
              className="tap-target rounded-md border border-brand-300 px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-white hover:bg-brand-700 sm:px-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              Sign out
            </button>
            <button
              type="button"
              className="tap-target rounded-md border border-brand-300 px-2.5 py-1.5 text-sm font-medium text-white sm:px-3 md:hidden"
              aria-expanded={menuOpen}
              aria-controls="primary-nav"
              onClick={() => setMenuOpen((open) => !open)}
            >
              Menu
            </button>
          </div>
        </div>
        <nav
          id="primary-nav"
          aria-label="Main"
          className={`${menuOpen ? 'block' : 'hidden'} border-t border-brand-700 md:block`}
        >
          {/* On phones the header has no room for the name: the menu says who is signed in. */}
          <div className="mx-auto max-w-7xl space-y-3 px-7 pt-3 sm:hidden">
            <p className="text-sm text-brand-100">
              <span className="sr-only">Signed in as </span>
              <ServiceText text={displayName(session)} />
            </p>
            <ThemeSwitch tone="header" />
          </div>
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-2 md:flex-row md:flex-wrap">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClasses}>
                  {item.label}
                  {session.notAllowedPaths?.includes(item.to) ? (
                    <>
                      {' '}
                      <span className="ml-1 rounded border border-brand-300 px-1.5 py-px text-xs font-normal whitespace-nowrap">
                        not allowed
                      </span>
                    </>
                  ) : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {isDemoMode ? (
        <p className="bg-amber-100 px-4 py-1.5 text-center text-xs text-amber-950 print:hidden">
          Demo mode: the portal is running on its built-in mock service. No real orders or payments.
        </p>
      ) : null}
      <Toaster />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <WidgetBoundary title="This page failed to load">
          <Outlet />
        </WidgetBoundary>
      </main>
      {confirmingSignOut ? (
        <LeaveConfirmDialog
          title="Sign out without saving?"
          leaveLabel="Sign out without saving"
          stayLabel="Stay signed in"
          onStay={() => setConfirmingSignOut(false)}
          onLeave={signOut}
        >
          <p>This page has changes that are not saved. If you sign out now, they will be lost.</p>
          <p className="mt-2">{SIGN_OUT_EVERYWHERE}</p>
        </LeaveConfirmDialog>
      ) : idle.warning ? (
        <LeaveConfirmDialog
          title="Are you still there?"
          leaveLabel="Sign out"
          stayLabel="Stay signed in"
          onStay={idle.stay}
          onLeave={requestSignOut}
        >
          <p>
            For your security, you will be signed out within a minute because the portal has not been used for
            a while. Changes you have not saved are kept for when you sign in again.
          </p>
        </LeaveConfirmDialog>
      ) : null}
    </div>
  );
}
