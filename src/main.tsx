/**
 * The boot module: the only script the HTML loads. It is kept tiny so that the prerendered sign-in page
 * paints without waiting for the portal's JavaScript (docs/decisions/2026-11-22-sign-in-boot.md):
 * - on the prerendered /login, it waits for the page's load and first paint, then evaluates React DOM and
 *   the portal in two tasks (the build preloads both at low priority meanwhile), then hydrates;
 * - everywhere else (client-rendered routes) it imports the portal at once; the build preloads it at
 *   high priority, so the import waits for no extra round trip.
 */
import './index.css';

/** Resolves after the next frame has been painted. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

async function boot() {
  const prerendered = window.location.pathname === '/login' && !!document.getElementById('root')?.firstChild;
  if (prerendered) {
    await afterLoad();
    await afterNextPaint();
    // Staged evaluation: React DOM in one task, the portal in the next. One long evaluation task would
    // block input on the painted form. Client-rendered routes skip it: there it only delays the paint.
    await import('react-dom/client');
    await afterNextPaint();
  }
  const { startApp } = await import('./app/start');
  await startApp();
}

void boot();
