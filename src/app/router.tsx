/**
 * Routes, kept stable (other parts of the portal link to them). Sign-in is loaded eagerly (it is the
 * first page most visits see); each section is a lazy chunk of its own.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../features/auth/login-page';
import { HOME, paths } from '../lib/paths';
import { NotFoundLayout, NotFoundPage } from './not-found-page';
import { RequireAuth } from './require-auth';
import { RouteErrorPage } from './route-error-page';
import type { RouteHandle } from './route-handle';
import { Shell } from './shell';

export const routes: RouteObject[] = [
  {
    // A pathless root: the one place for the hydrate fallback and the app-level error boundary.
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <div />,
    children: [
      {
        path: paths.login.pattern,
        element: <LoginPage />,
        handle: { title: 'Sign in' } satisfies RouteHandle,
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <Shell />,
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <Navigate to={HOME} replace /> },
              {
                path: paths.pricing.pattern,
                handle: { title: 'Price a report' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/pricing/pricing-page').then((m) => ({ Component: m.PricingPage })),
              },
              {
                path: paths.quotes.pattern,
                handle: { title: 'Quotes' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/pricing/quotes-page').then((m) => ({ Component: m.QuotesPage })),
              },
              {
                path: paths.inspections.pattern,
                handle: { title: 'Inspections' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/inspections/inspections-page').then((m) => ({
                    Component: m.InspectionsPage,
                  })),
              },
              {
                path: paths.company.pattern,
                handle: { title: 'Company details' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/company/company-page').then((m) => ({ Component: m.CompanyPage })),
              },
              {
                path: paths.paymentMethods.pattern,
                handle: { title: 'Payment methods' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/payment-methods/payment-methods-page').then((m) => ({
                    Component: m.PaymentMethodsPage,
                  })),
              },
              {
                path: paths.loanOfficers.pattern,
                handle: { title: 'Loan officers' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/loan-officers/loan-officers-page').then((m) => ({
                    Component: m.LoanOfficersPage,
                  })),
              },
              {
                path: paths.orders.pattern,
                handle: { title: 'Orders' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/orders/orders-page').then((m) => ({ Component: m.OrdersPage })),
              },
              {
                path: paths.orderResult.pattern,
                handle: { title: 'Order result' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/orders/order-result-page').then((m) => ({
                    Component: m.OrderResultPage,
                  })),
              },
              {
                // Links made before the query form: replaced by it.
                path: paths.orderResultByPath.pattern,
                handle: { title: 'Order result' } satisfies RouteHandle,
                errorElement: <RouteErrorPage />,
                lazy: () =>
                  import('../features/orders/order-path-redirect').then((m) => ({
                    Component: m.OrderPathRedirect,
                  })),
              },
            ],
          },
        ],
      },
      {
        // Inside the shell when signed in (see NotFoundLayout), so the navigation stays.
        element: <NotFoundLayout />,
        errorElement: <RouteErrorPage />,
        children: [
          { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } satisfies RouteHandle },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
