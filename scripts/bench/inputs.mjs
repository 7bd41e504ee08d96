/**
 * Input delay while the page runs many requests (batch pricing, the portfolio of results), under
 * Chromium's own CPU slowdown (CDP Emulation.setCPUThrottlingRate), against the mock with 100 ms of
 * latency per request. Every 300 ms, until the run is done, the bench does what a user does on such a
 * page with real input events (CDP mouse and key events through puppeteer): press a sort button of the
 * results (the page's own names, in turn), tab to the next control, type a letter into a text field. The
 * bench adds that field above the page, outside React (a page that runs has no text field of its own
 * free to type in): typing into it is a keydown, a keypress and an input event handled by the browser,
 * then a paint, and stands for any quick control of the page. Each interaction's duration is read from
 * the browser's Event Timing API (`event` entries with `durationThreshold: 16`, plus `first-input`): from
 * the input to the next paint after it was handled, the longest entry of each interaction (as INP
 * counts). The API reports only interactions of 16 ms or more, so an input it does not report took less.
 * The long tasks meanwhile (Long Tasks API: over 50 ms) are counted too. Controls are found without the
 * accessibility tree (dom.mjs).
 */
import { bringIntoView, findNamed } from './dom.mjs';

const EVERY_MS = 300;

/** Installed before the page's own code: Event Timing entries of interactions, and the probe field. */
export function collectInputs() {
  window.__inputs = [];
  const record = (list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.__inputs.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        });
  };
  new PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  // Long tasks too (Long Tasks API, over 50 ms): what makes an input wait.
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
  addEventListener('DOMContentLoaded', () => {
    const probe = document.createElement('input');
    probe.id = 'bench-probe';
    probe.setAttribute('aria-label', 'Bench probe');
    document.body.prepend(probe);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Starts the run with `start()` at `rate`× CPU and 100 ms of latency per /api answer, and acts as a
 * user every 300 ms until `done()`: `{ rate, inputs, reported, medianMs, slowestMs, slowestName, over100,
 * slowestBy, longTasks, longestTaskMs, seconds }`; an input the API did not report counts as 0 in the
 * median (it took under 16 ms). `quiet`: no input but the start, to count the page's own long tasks.
 * The page must have run `collectInputs` before its own code.
 */
export async function measureInputsDuring(
  page,
  server,
  { rate, start, done, sortButtons, what, quiet = false },
) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  server.setApiLatency(100);
  try {
    await page.evaluate(() => {
      window.__inputs = [];
      window.__actions = [];
      window.__longTasks = [];
    });
    // What each input was: the action started last before its event.
    const mark = (action) => page.evaluate((a) => window.__actions.push([performance.now(), a]), action);
    const started = Date.now();
    await mark('start');
    await start();
    let inputs = 1; // the click that started the run
    for (let step = 0; !(await done()); step += 1) {
      if (Date.now() - started > 600_000) throw new Error(`${what} not done within 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
      if (quiet) continue;
      const kind = step % 3;
      if (kind === 0) {
        const name = sortButtons[Math.floor(step / 3) % sortButtons.length];
        const button = await findNamed(page, 'button', name);
        if (!button) continue; // the results are not on the page yet
        await bringIntoView(button);
        await mark('sort');
        await button.click();
      } else if (kind === 1) {
        await mark('tab');
        await page.keyboard.press('Tab');
      } else {
        await page.focus('#bench-probe');
        await mark('type');
        await page.keyboard.press('a');
      }
      inputs += 1;
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    server.setApiLatency(0);
    // Two frames and a pause: the last input's entry is delivered.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))),
    );
    return { rate, ...summarizeInputs(await readInputs(page), inputs), seconds };
  } finally {
    server.setApiLatency(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  }
}

/** What the page recorded: Event Timing entries, the bench's actions and the long tasks. */
export function readInputs(page) {
  return page.evaluate(() => ({
    entries: window.__inputs,
    actions: window.__actions,
    longTasks: window.__longTasks,
  }));
}

/** The interactions' figures, each the longest entry of its interaction, named by the action before it. */
export function summarizeInputs({ entries, actions, longTasks }, inputs) {
  const actionAt = (start) => actions.findLast(([at]) => at <= start)?.[1] ?? '?';
  const byInteraction = new Map();
  for (const e of entries)
    if ((byInteraction.get(e.id)?.duration ?? -1) < e.duration)
      byInteraction.set(e.id, { ...e, name: `${actionAt(e.start)}: ${e.name}` });
  // The slowest of each kind of action, for reading what was slow (bench.json).
  const slowestBy = {};
  for (const e of byInteraction.values()) {
    const action = e.name.split(':')[0];
    slowestBy[action] = Math.max(slowestBy[action] ?? 0, e.duration);
  }
  const slowest = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
  const durations = [...byInteraction.values()].map((e) => e.duration);
  while (durations.length < inputs) durations.push(0);
  return {
    inputs,
    reported: byInteraction.size,
    medianMs: median(durations),
    slowestMs: slowest?.duration ?? 0,
    slowestName: slowest?.name ?? null,
    over100: durations.filter((d) => d >= 100).length,
    slowestBy,
    longTasks: longTasks.length,
    longestTaskMs: Math.round(Math.max(0, ...longTasks)),
  };
}

/** "median 24 ms, slowest 88 ms (click), 0 of 95 ≥ 100 ms", a median under 16 ms shown as "< 16 ms". */
export function describeInputs(runs) {
  const ms = (v) => (v < 16 ? '< 16 ms' : `${Math.round(v)} ms`);
  return runs
    .map(
      (r) =>
        `${ms(r.medianMs)} / ${ms(r.slowestMs)}${r.slowestName ? ` (${r.slowestName})` : ''}, ` +
        `${r.over100} of ${r.inputs} ≥ 100 ms (${r.longTasks ?? '?'} tasks > 50 ms, longest ${r.longestTaskMs ?? '?'} ms)`,
    )
    .join('; ');
}
