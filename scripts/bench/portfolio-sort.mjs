/**
 * The portfolio part's sorts and filter of its 1,000 rows (portfolio.mjs), timed from the input event to
 * the first paint after the table changed, and the traces the part saves (BENCH_TRACE_SAVE).
 */
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { bringIntoView, untilStill, waitInDom } from './dom.mjs';
import { INSTALL_NEXT_PAINT } from './next-paint.mjs';
import { median } from './range.mjs';
import { CATEGORIES, save } from './traces.mjs';

/**
 * ms from the input `act()` makes to the first paint after the text of the element `selector` picks
 * (the first whose text matches `pattern`) changed. The input's own timestamp is read in the page (its
 * event's timeStamp), so the bench's round trips are not counted.
 */
async function timeToChange(page, { selector, pattern }, act) {
  await page.evaluate(INSTALL_NEXT_PAINT);
  await page.evaluate(
    (sel, source) => {
      const watched = () =>
        [...document.querySelectorAll(sel)].find((el) => new RegExp(source).test(el.textContent ?? ''))
          ?.textContent;
      const before = watched();
      window.__change = { input: null };
      const onInput = (event) => (window.__change.input ??= event.timeStamp);
      for (const type of ['pointerdown', 'keydown', 'input'])
        addEventListener(type, onInput, { capture: true, once: true });
      // Awaited from the bench in one call, not polled: a poll is a task of the page's main thread.
      window.__change.painted = new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${sel} did not change within 60 s`)), 60_000);
        const observer = new MutationObserver(() => {
          if (watched() === before) return;
          observer.disconnect();
          clearTimeout(timer);
          window.__nextPaint().then(resolve);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      });
    },
    selector,
    pattern.source,
  );
  await act();
  const { input, painted } = await page.evaluate(async () => {
    const painted = await window.__change.painted;
    return { input: window.__change.input, painted };
  });
  return Math.round((painted - input) * 10) / 10;
}

/** Starts a trace of `page` with no page load in it, for trace-profile.mjs. */
export async function startTrace(page) {
  await page.tracing.start({ categories: CATEGORIES });
  // Lighthouse's marker of a trace with no page load in it (trace-profile.mjs reads it as time 0).
  const cdp = await page.createCDPSession();
  await cdp.send('Tracing.recordClockSyncMarker', { syncId: TraceProcessor.TIMESPAN_MARKER_ID });
  await cdp.detach();
}

export async function saveTrace(page, name) {
  save(name, JSON.parse(new TextDecoder().decode(await page.tracing.stop())));
}

/**
 * Sort by two columns, then filter, at `rate`× CPU, `rounds` times on the same page (the filter emptied
 * between rounds): each figure's median over the rounds, in ms. More rounds (BENCH_PORTFOLIO_SORTS) tell
 * two builds apart where one run's figure is within this host's noise.
 */
export async function sortAndFilter(page, rate, rounds) {
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    const caption = { selector: 'table caption', pattern: /./ };
    const sortBy = async (name) => {
      const button = await waitInDom(page, 'button', name);
      await bringIntoView(button);
      await untilStill(page);
      return timeToChange(page, caption, () => button.click());
    };
    const filter = await waitInDom(page, 'input[type=search]', 'Filter by address, city or token');
    const shown = { selector: 'p[aria-live]', pattern: /rows( shown)?\.$/ };
    const tracing = Boolean(process.env.BENCH_TRACE_SAVE);
    if (tracing) await startTrace(page);
    const times = { sortAddressMs: [], sortValueMs: [], filterMs: [] };
    for (let round = 0; round < rounds; round += 1) {
      if (round > 0) {
        await filter.evaluate((field) => field.select());
        await timeToChange(page, shown, () => page.keyboard.press('Backspace'));
      }
      times.sortAddressMs.push(await sortBy('Address'));
      times.sortValueMs.push(await sortBy('As-is value'));
      await bringIntoView(filter);
      await filter.focus();
      await untilStill(page);
      // One input event with the whole text, as a paste or an IME commit sends it.
      times.filterMs.push(await timeToChange(page, shown, () => page.keyboard.sendCharacter('P09')));
    }
    if (tracing) await saveTrace(page, 'portfolio-sort-filter');
    return {
      sortAddressMs: median(times.sortAddressMs),
      sortValueMs: median(times.sortValueMs),
      filterMs: median(times.filterMs),
      rounds,
    };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
