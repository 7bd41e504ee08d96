/**
 * Routes, kept stable (other parts of the portal link to them; patterns from src/lib/paths.ts). Sign-in,
 * the shell, the 404 and each section are lazy chunks of their own, so a page loads only its own code:
 * the order result carries no sign-in form, and /login no shell (docs/decisions/2026-11-22-sign-in-boot.md).
 * The routes are made for a QueryClient, which route loaders fill.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import { HOME, paths } from '../lib/paths';
import { lazyComponent } from './lazy-component';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import { rootRoute, signInRoute } from './root-route';
import type { RouteHandle } from './route-handle';

/**
 * A page of the shell: its own chunk, its title, its own error boundary, and optionally a loader. The
 * loader is a lazy chunk of its own too: React Router fetches it beside the page's chunk and runs it as
 * soon as it has arrived, without waiting for the page.
 */
function section(
  pattern: string,
  title: string,
  load: () => Promise<ComponentType>,
  loadLoader?: () => Promise<LoaderFunction>,
): RouteObject {
  return {
    path: pattern,
    handle: { title } satisfies RouteHandle,
    errorElement: <RouteErrorPage />,
    // The loader first (src/app/start.tsx starts them in this order): the request starts sooner, and the
    // API's modules are evaluated in a task of their own, not in the page's.
    lazy: { ...(loadLoader ? { loader: loadLoader } : {}), Component: lazyComponent(load) },
  };
}

/** The whole table: the root (root-route.tsx) with the sign-in route and the others. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [rootRoute([signInRoute(), ...otherRoutes(queryClient)])];
}

/** Every route of the root but the sign-in route: the signed-in shell and its sections, then the 404. */
export function otherRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <RequireAuth />,
      children: [
        {
          lazy: { Component: lazyComponent(() => import('./shell').then((m) => m.Shell)) },
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <Navigate to={HOME} replace /> },
            section(paths.pricing.pattern, 'Price a report', () =>
              import('../features/pricing/stepper/pricing-page').then((m) => m.PricingPage),
            ),
            section(paths.pricingBatch.pattern, 'Price many properties', () =>
              import('../features/pricing/batch/batch-page').then((m) => m.BatchPage),
            ),
            section(paths.quotes.pattern, 'Quotes', () =>
              import('../features/pricing/quotes/quotes-page').then((m) => m.QuotesPage),
            ),
            section(paths.inspections.pattern, 'Inspections', () =>
              import('../features/inspections/inspections-page').then((m) => m.InspectionsPage),
            ),
            section(paths.company.pattern, 'Company details', () =>
              import('../features/company/company-page').then((m) => m.CompanyPage),
            ),
            section(paths.paymentMethods.pattern, 'Payment methods', () =>
              import('../features/payment-methods/payment-methods-page').then((m) => m.PaymentMethodsPage),
            ),
            section(paths.loanOfficers.pattern, 'Loan officers', () =>
              import('../features/loan-officers/loan-officers-page').then((m) => m.LoanOfficersPage),
            ),
            section(paths.orders.pattern, 'Orders', () =>
              import('../features/orders/lookup/orders-page').then((m) => m.OrdersPage),
            ),
            section(
              paths.orderResult.pattern,
              'Order result',
              () => import('../features/orders/result/order-result-page').then((m) => m.OrderResultPage),
              // Starts the order request while this route's chunk downloads.
              () => import('./order-result-loader').then((m) => m.orderResultLoader(queryClient)),
            ),
            section(paths.orderCompare.pattern, 'Compare results', () =>
              import('../features/orders/compare/compare-page').then((m) => m.ComparePage),
            ),
            section(paths.orderPortfolio.pattern, 'Review many results', () =>
              import('../features/orders/portfolio/portfolio-page').then((m) => m.PortfolioPage),
            ),
            // Links made before the query form: replaced by it.
            section(paths.orderResultByPath.pattern, 'Order result', () =>
              import('../features/orders/lookup/order-path-redirect').then((m) => m.OrderPathRedirect),
            ),
          ],
        },
      ],
    },
    {
      // Inside the shell when signed in (see NotFoundLayout), so the navigation stays.
      lazy: { Component: lazyComponent(() => import('./not-found-page').then((m) => m.NotFoundLayout)) },
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: '*',
          handle: { title: 'Page not found' } satisfies RouteHandle,
          lazy: { Component: lazyComponent(() => import('./not-found-page').then((m) => m.NotFoundPage)) },
        },
      ],
    },
  ];
}
