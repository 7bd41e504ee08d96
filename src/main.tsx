/**
 * The boot module: the only script the HTML loads. It is kept tiny so that the prerendered sign-in page
 * paints without waiting for the portal's JavaScript (docs/decisions/2026-11-22-sign-in-boot.md):
 * - on the prerendered /login, after the first paint it starts the downloads login.html lists (an inert
 *   <template> of module preloads), waits for the page's load, then evaluates React DOM and the portal in
 *   two tasks, then hydrates;
 * - everywhere else (client-rendered routes) it imports the portal at once, evaluated in the same stages;
 *   index.html preloads it, so the import waits for no extra round trip, and the boot module starts the
 *   downloads of the route's own chunks (index.html lists them per route in inert <template>s) before the
 *   router asks for them.
 */
import './index.css';
import { applyTheme, readThemeChoice } from './app/theme-choice';
import { isFramedByAnotherOrigin } from './lib/framing';
import { paths } from './lib/paths';
import { yieldToMain } from './lib/schedule';

// The theme remembered in this browser, before anything is drawn (the system's when none).
applyTheme(readThemeChoice());

/**
 * Resolves once the browser reports the page's first contentful paint (a paint timing entry, sent after
 * the frame was presented: an animation frame alone can come long before that on a busy device). A
 * hidden tab paints nothing, so it also resolves after a few seconds.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = (entries: PerformanceEntryList) =>
      entries.some((entry) => entry.name === 'first-contentful-paint');
    if (painted(performance.getEntriesByType('paint'))) return resolve();
    const observer = new PerformanceObserver((list) => {
      if (!painted(list.getEntries())) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(resolve, 3000);
  });
}

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

const LINKS_PER_TASK = 2;

/**
 * Moves the inert preload links of a <template> into the document, a few per task: their downloads start.
 * Each module preload costs the main thread some work: 30 of them in one task were the longest task of
 * a route's start on a slow phone.
 */
async function preload(template: HTMLTemplateElement | null | undefined) {
  const links = template ? [...template.content.children] : [];
  for (let start = 0; start < links.length; start += LINKS_PER_TASK) {
    if (start > 0) await yieldToMain();
    document.head.append(...links.slice(start, start + LINKS_PER_TASK).map((link) => link.cloneNode()));
  }
}

async function boot() {
  const { pathname } = window.location;
  const prerendered = pathname === paths.login() && !!document.getElementById('root')?.firstChild;
  let routePreloads: Promise<void> = Promise.resolve();
  if (prerendered) {
    // Each step in a task of its own: the paint's observer, the page's load and the evaluation of this
    // module can all fall in one task otherwise, a long one on a slow phone.
    await afterFirstContentfulPaint();
    await yieldToMain();
    await preload(document.querySelector<HTMLTemplateElement>('template#boot-preloads'));
    await afterLoad();
    await yieldToMain();
  } else {
    // A cold load of a client-rendered route: its chunks download now, beside the portal's, started in
    // tasks of their own (some 30 preload links: as much work as the rest of the boot).
    await yieldToMain();
    const routes = document.querySelectorAll<HTMLTemplateElement>('template[data-route]');
    routePreloads = preload([...routes].find((t) => new RegExp(t.dataset.route ?? '$^').test(pathname)));
  }
  // Staged evaluation: React DOM in one task, the portal in the next, its start in a third. As one task
  // they are long on a slow phone: on /login that blocks input on the painted form, elsewhere it is the
  // longest task of the page's load.
  await import('react-dom/client');
  await yieldToMain();
  const { startApp } = await import('./app/start');
  await yieldToMain();
  // Demo mode: start the built-in mock service first. A build with VITE_API_BASE_URL set drops this
  // branch (and the mock with it) at build time.
  // The test is written on import.meta.env itself so that the bundler removes the whole branch.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const [{ startMockService }, { hasUnsavedChanges }] = await Promise.all([
      import('./mocks/browser'),
      import('./session/unsaved-changes'),
    ]);
    await startMockService({ leaveIsAsked: hasUnsavedChanges });
  }
  // The router then finds the route's preloads in place: started by it, Vite's preload helper added the
  // links still in the template, all in the router's first task (a large part of it on a slow phone).
  await routePreloads;
  await startApp();
}

// Framed by another origin (a host that sends no frame-ancestors header): nothing of the portal is shown,
// not even the prerendered sign-in form, and nothing starts.
if (isFramedByAnotherOrigin(window)) document.body.replaceChildren();
else void boot();
