/**
 * A page whose code does not arrive (the network is gone, or the portal was deployed again while the tab
 * was open) says so in the portal's words, with a reload, where React Router alone rendered nothing.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../src/app/lazy-component';
import { RouteErrorPage } from '../../src/app/route-error-page';

const MISSING =
  'Failed to fetch dynamically imported module: http://localhost/assets/company-page-0d1e2f3a.js';
const missingPage = (): Promise<ComponentType> => Promise.reject(new TypeError(MISSING));

/** Renders a router with / and a lazy /company whose errors show the route error page; returns it. */
function routerFor(Component: () => Promise<ComponentType>) {
  const router = createMemoryRouter([
    { path: '/', element: <p>Shell</p> },
    { path: '/company', errorElement: <RouteErrorPage />, lazy: { Component } },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page whose code cannot be loaded', () => {
  it('shows the route error page: what happened in plain words, the browser’s in the details, a reload', async () => {
    // React Router reports the error it caught through console.error; here that is expected.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = routerFor(lazyComponent(missingPage));
    await router.navigate('/company');

    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'This page could not be shown',
    );
    const alert = screen.getByRole('alert');
    await within(alert).findByText('Part of the portal could not be loaded');
    expect(alert).toHaveTextContent(
      'Check your connection, then reload the page. If the portal was updated while this page was open, reloading loads the new version.',
    );
    expect(within(alert).getByText('Technical details')).toBeInTheDocument();
    expect(within(alert).getByText(MISSING)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to pricing' })).toHaveAttribute('href', '/pricing');
  });

  it('without lazyComponent, React Router drops the failure and renders nothing (why it exists)', async () => {
    const router = routerFor(missingPage);
    await router.navigate('/company');

    expect(router.state.location.pathname).toBe('/company');
    expect(router.state.errors).toBeNull();
    await waitFor(() => expect(screen.queryByText('Shell')).not.toBeInTheDocument());
    expect(document.body).toHaveTextContent(/^$/);
  });
});
