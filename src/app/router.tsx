/**
 * Routes, kept stable (other parts of the portal link to them). Sign-in, the shell and each section are
 * lazy chunks of their own, so a page loads only its own code: the order result carries no sign-in form,
 * and /login no shell (docs/decisions/2026-11-22-sign-in-boot.md). The routes are made for a QueryClient,
 * which route loaders fill.
 */
import type { QueryClient } from '@tanstack/react-query';
import { Navigate, type RouteObject } from 'react-router';
import { orderResultLoader } from './order-result-loader';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';

export interface RouteHandle {
  title: string;
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      // A pathless root: the one place for the hydrate fallback and the app-level error boundary.
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <div />,
      children: [
        {
          path: '/login',
          handle: { title: 'Sign in' } satisfies RouteHandle,
          lazy: () => import('../features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: () => import('./shell').then((m) => ({ Component: m.Shell })),
              errorElement: <RouteErrorPage />,
              children: [
                { index: true, element: <Navigate to="/pricing" replace /> },
                {
                  path: '/pricing',
                  handle: { title: 'Price a report' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  lazy: () =>
                    import('../features/pricing/pricing-page').then((m) => ({ Component: m.PricingPage })),
                },
                {
                  path: '/inspections',
                  handle: { title: 'Inspections' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  lazy: () =>
                    import('../features/inspections/inspections-page').then((m) => ({
                      Component: m.InspectionsPage,
                    })),
                },
                {
                  path: '/company',
                  handle: { title: 'Company details' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  lazy: () =>
                    import('../features/company/company-page').then((m) => ({ Component: m.CompanyPage })),
                },
                {
                  path: '/payment-methods',
                  handle: { title: 'Payment methods' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  lazy: () =>
                    import('../features/payment-methods/payment-methods-page').then((m) => ({
                      Component: m.PaymentMethodsPage,
                    })),
                },
                {
                  path: '/loan-officers',
                  handle: { title: 'Loan officers' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  lazy: () =>
                    import('../features/loan-officers/loan-officers-page').then((m) => ({
                      Component: m.LoanOfficersPage,
                    })),
                },
                {
                  path: '/orders',
                  handle: { title: 'Orders' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  lazy: () =>
                    import('../features/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
                },
                {
                  path: '/orders/:intakeToken/:orderToken',
                  handle: { title: 'Order result' } satisfies RouteHandle,
                  errorElement: <RouteErrorPage />,
                  // Starts the order request while this route's chunk downloads.
                  loader: orderResultLoader(queryClient),
                  lazy: () =>
                    import('../features/orders/order-result-page').then((m) => ({
                      Component: m.OrderResultPage,
                    })),
                },
              ],
            },
          ],
        },
        {
          path: '*',
          handle: { title: 'Page not found' } satisfies RouteHandle,
          lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })),
        },
      ],
    },
  ];
}
