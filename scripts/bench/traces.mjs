/**
 * Real traces under Chromium's own 6× CPU slowdown (CDP Emulation.setCPUThrottlingRate, not Lighthouse's
 * simulation) of the pages a slow phone feels: /login, the order result (the Larkspur demo and 5,000
 * budget lines), the pricing stepper through to a price, /pricing/batch pricing 1,000 rows, and
 * /orders/compare with four results. For each: the longest main-thread task after the first contentful
 * paint, and what it spent its time on (script, style and layout, rendering, parsing, garbage
 * collection), read with Lighthouse's own trace model (its tracehouse modules). Goal: none over 50 ms.
 * Each trace runs in a fresh browser context (no cache, no storage: the batch store starts empty).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { connectBare } from './bare-page.mjs';
import { sessionScript } from './session.mjs';

export const TRACE_SLOWDOWN = 6;
const LONG_TASK_MS = 50;
// Lighthouse's own trace categories, less its screenshots and stacks.
export const CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'v8',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  '__metadata',
  // BENCH_TRACE_STACKS=1: JavaScript samples too, for trace-profile.mjs (they cost a little time).
  ...(process.env.BENCH_TRACE_STACKS ? ['disabled-by-default-v8.cpu_profiler'] : []),
];
const KINDS = {
  scriptEvaluation: 'script',
  scriptParseCompile: 'script compile',
  styleLayout: 'style & layout',
  paintCompositeRender: 'paint',
  parseHTML: 'HTML parse',
  garbageCollection: 'GC',
  other: 'other',
};

/** The order result's last staged section: the leverage calculator's loan amount field. */
const LAST_SECTION = 'input[name="loan"]';

/** Two painted frames, then a quiet half second: the staged sections and deferred renders are done. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 500))),
      ),
  );

/** /login is hydrated: its submit button, disabled in the prerendered HTML, is enabled. */
const SIGN_IN_HYDRATED = 'form button[type=submit]:not([disabled])';

/** Sums of `ms` by key, largest first, as "key 48 ms, other 12 ms" (at most `count`, 1 ms or more). */
function largest(sums, count) {
  return [...sums.entries()]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, ms]) => `${key} ${Math.round(ms)} ms`)
    .join(', ');
}

/**
 * Self time of a task's whole tree by kind, largest first, then the trace events that took the most:
 * "script 48 ms, style & layout 12 ms [FunctionCall 40 ms, Layout 9 ms, UpdateLayoutTree 3 ms]".
 */
function breakdown(task) {
  const byKind = new Map();
  const byEvent = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  const walk = (node) => {
    add(byKind, KINDS[node.group.id] ?? node.group.id, node.selfTime);
    add(byEvent, node.event.name, node.selfTime);
    node.children.forEach(walk);
  };
  walk(task);
  return `${largest(byKind, 4)} [${largest(byEvent, 3)}]`;
}

/** The script a task ran (its file name), when the trace says. */
const scriptOf = (task) =>
  task.attributableURLs
    .map((url) => url.split('/').pop())
    .filter(Boolean)
    .at(-1) ?? null;

/** The trace's top-level tasks after the first contentful paint; `mark` also gives those after it. */
function analyse(trace, mark) {
  const processed = TraceProcessor.processTrace(trace);
  const navigation = TraceProcessor.processNavigation(processed);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  ).filter((task) => !task.parent);
  const describe = (from) => {
    const after = tasks.filter((task) => task.startTime >= from);
    const longest = after.reduce((a, b) => (b.duration > (a?.duration ?? -1) ? b : a), null);
    return {
      longestTaskMs: longest ? Math.round(longest.duration) : 0,
      what: longest ? breakdown(longest) : '',
      script: longest ? scriptOf(longest) : null,
      tasksOver50: after.filter((task) => task.duration > LONG_TASK_MS).length,
    };
  };
  const result = {
    fcpMs: Math.round(navigation.timings.firstContentfulPaint),
    ...describe(navigation.timings.firstContentfulPaint),
  };
  if (mark) {
    const markEvent = trace.traceEvents.find((e) => e.name === mark);
    if (markEvent) result.afterMark = describe((markEvent.ts - processed.timestamps.timeOrigin) / 1000);
  }
  return result;
}

/** A page whose journey failed is reported with its error; the other pages are still traced. */
async function attempt(journey) {
  try {
    return await journey();
  } catch (error) {
    console.error('  trace failed:', error.message);
    return { error: String(error.message), longestTaskMs: NaN, what: '', tasksOver50: NaN };
  }
}

/**
 * Opens a fresh context and tab at 6× slowdown over a bare protocol connection (bare-page.mjs: no Runtime
 * domain, which makes V8 slower than in a user's browser), traces `journey(page)`, returns its figures.
 */
function tracePage(bare, name, session, journey, mark) {
  return attempt(() => tracedOnce(bare, session, journey, mark, name));
}

/** BENCH_TRACE_SAVE=<dir>: each trace is also written there, for DevTools or trace-profile.mjs. */
export function save(name, trace) {
  const dir = process.env.BENCH_TRACE_SAVE;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(trace));
  console.log(`  trace written to ${file}`);
}

async function tracedOnce(bare, session, journey, mark, name) {
  const page = await bare.newPage({
    slowdown: TRACE_SLOWDOWN,
    onNewDocument: session ? sessionScript(session) : undefined,
  });
  try {
    const trace = await page.trace(CATEGORIES, async () => {
      await journey(page);
      await settle(page);
    });
    save(name, trace);
    // The size of what was built: fewer elements, less to render, style and lay out.
    const domElements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { ...analyse(trace, mark), domElements };
  } finally {
    await bare.disposeContext(page.browserContextId);
  }
}

async function choose(page, name) {
  await page.click('radio', name);
  await page.click('button', 'Continue');
}

/** 1,000 distinct Texas homes, as the batch page's "Paste rows" takes them. */
function batchRows(count) {
  const lines = Array.from({ length: count }, (_, i) => `LN-${i + 1},TX,${75001 + i},sfr`);
  return ['Reference,State,ZIP code,Property type', ...lines].join('\n');
}

/** The pages, each traced once: `{ page: { fcpMs, longestTaskMs, what, script, tasksOver50 } }`. */
export async function measureTraces(browser, baseUrl, session, { order, bigOrder, compare }) {
  const url = (path) => new URL(path, baseUrl).toString();
  const results = {};
  // BENCH_TRACE_PAGES=login,orderResult traces only those pages (the keys of report.mjs's traceRows).
  const pages = process.env.BENCH_TRACE_PAGES?.split(',');
  const bare = await connectBare(browser.wsEndpoint());
  const traced = (name, ...args) =>
    pages && !pages.includes(name) ? Promise.resolve(undefined) : tracePage(bare, name, ...args);
  try {
    results.login = await traced('login', null, async (page) => {
      await page.goto(url('/login'));
      await page.waitFor(SIGN_IN_HYDRATED);
    });
    results.orderResult = await traced('orderResult', session, async (page) => {
      await page.goto(url(order));
      await page.waitFor(LAST_SECTION);
    });
    results.orderResult5k = await traced('orderResult5k', session, async (page) => {
      await page.goto(url(bigOrder));
      await page.waitFor('table[aria-rowcount]');
      await page.waitFor(LAST_SECTION);
    });
    results.pricing = await traced('pricing', session, async (page) => {
      await page.goto(url('/pricing'));
      await choose(page, 'Renovation Analysis');
      await choose(page, 'Standard');
      await choose(page, 'Interior with Exterior');
      await page.select('Property type', 'sfr');
      await page.select('State', 'TX');
      await page.type('ZIP code', '75201');
      await page.click('button', 'Get the price');
      await page.waitFor('section', 'Your price');
    });
    const rows = 1_000;
    results.batch = await traced(
      'batch',
      session,
      async (page) => {
        await page.goto(url('/pricing/batch'));
        await page.select('Report type', 'reno-arv');
        await page.select('Turnaround', 'standard');
        await page.select('Inspection', 'interior-w-exterior');
        await page.paste('textarea', batchRows(rows));
        const start = `Price ${rows.toLocaleString('en-US')} properties`;
        await page.waitFor('button', start);
        await page.evaluate(() => performance.mark('bench:pricing'));
        await page.click('button', start);
        // Polled from here, one short check a second.
        const done = `All ${rows.toLocaleString('en-US')} priced`;
        await page.waitForText(done, { everyMs: 1000, timeoutMs: 600_000 });
      },
      'bench:pricing',
    );
    results.compare = await traced('compare', session, async (page) => {
      await page.goto(url(compare));
      await page.waitFor('table');
    });
  } finally {
    bare.close();
  }
  return results;
}
