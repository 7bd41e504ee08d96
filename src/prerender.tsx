/**
 * Build-time prerendering of the sign-in page (see vite.config.ts and
 * docs/decisions/2026-11-21-prerendered-sign-in.md): its HTML is written into dist/login.html so that the
 * page paints before any JavaScript has loaded; the client then hydrates it. The server renders the very
 * routes and providers the client renders, so the markup (and React's ids) match.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createRoutes } from './app/router';

export async function renderLoginPage(): Promise<string> {
  const queryClient = new QueryClient();
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error('The sign-in route redirected during prerendering');
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      {/* hydrate={false}: no inline hydration script (the Content-Security-Policy forbids inline scripts). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
}
