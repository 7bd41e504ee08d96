import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readThemeChoice } from './app/theme';
import { sessionStore } from './session/session-store';
import './index.css';
import { paths } from './lib/paths';

// The theme remembered in this browser, before anything is drawn (the system's when none).
applyTheme(readThemeChoice());

async function start() {
  // Demo mode: start the built-in mock service first. A build with VITE_API_BASE_URL set drops this
  // branch (and the mock with it) at build time.
  // The test is written on import.meta.env itself so that the bundler removes the whole branch.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startMockService } = await import('./mocks/browser');
    await startMockService();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('No #root element in index.html');
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // /login is served prerendered (login.html): hydrate it, so what is painted stays in place. A signed-in
  // visitor is redirected instead, which the prerendered markup cannot match: render afresh.
  if (root.hasChildNodes() && window.location.pathname === paths.login() && !sessionStore.get())
    hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void start();
