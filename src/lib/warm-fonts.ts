/**
 * The first time a page draws text at a font size and weight, the browser finds the font (on Linux,
 * asking its browser process), loads the glyphs' metrics and sets up the shaper: at 6x CPU that, not
 * the table itself, is most of a table's first layout (docs/decisions/2026-11-24-slow-phone.md). So a
 * page that shows its content in staged steps (the order result) warms those caches once per page
 * load, from its first render on, one size and weight a task (each a few milliseconds at full speed): a
 * line of the characters the portal shows, hidden and out of sight, laid out and removed at once. The
 * browser keeps its font caches, so the page's own steps then find them warm. Where there is neither
 * `scheduler.yield` nor `requestIdleCallback` (jsdom, older Safari) nothing is done.
 */

/** Sizes (as Tailwind's text-* utilities set them) and weights the pages draw text at, most used first. */
const STRIKES: readonly (readonly [size: string, weight: number])[] = [
  ['0.875rem', 400],
  ['0.875rem', 600],
  ['0.75rem', 400],
  ['0.875rem', 500],
  ['0.75rem', 600],
  ['1rem', 400],
  ['1rem', 500],
  ['1rem', 600],
  ['0.875rem', 700],
  ['1.125rem', 600],
  ['0.75rem', 500],
  ['11px', 400],
  ['1.5rem', 700],
  ['1.25rem', 700],
  ['1.875rem', 600],
  ['1.875rem', 700],
];

/** Printable ASCII and the typographic marks the portal's words use. */
const SAMPLE = `${Array.from({ length: 94 }, (_, i) => String.fromCharCode(33 + i)).join('')} –—…’“”·×`;

let started = false;

/** Lays out one strike's sample in a hidden element, then removes it. */
function warm([size, weight]: (typeof STRIKES)[number]): void {
  const line = document.createElement('div');
  line.setAttribute('aria-hidden', 'true');
  line.style.cssText =
    'position:fixed;top:0;left:0;width:1px;height:1px;overflow:hidden;visibility:hidden;' +
    `white-space:nowrap;pointer-events:none;contain:strict;font-size:${size};font-weight:${weight}`;
  const figures = document.createElement('span');
  figures.style.fontVariantNumeric = 'tabular-nums';
  figures.textContent = '0123456789';
  line.append(SAMPLE, figures);
  document.body.append(line);
  // Reading a size lays the line out now, in this task.
  void line.offsetWidth;
  line.remove();
}

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Runs `next` in a task of its own: after `scheduler.yield()` where the browser has it (Chromium), so
 * that the warm-up takes turns with the page's own staged steps (use-staged-reveal.ts) instead of
 * waiting until they are all done; else in idle time. False where there is neither.
 */
function inTurn(next: () => void): boolean {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') {
    void scheduler.yield().then(next);
    return true;
  }
  if (typeof requestIdleCallback !== 'function') return false;
  requestIdleCallback(next, { timeout: 100 });
  return true;
}

/** Starts warming the font caches, once per page load; returns at once. */
export function warmFonts(): void {
  if (started) return;
  const queue = [...STRIKES];
  const next = () => {
    const strike = queue.shift();
    if (!strike) return;
    warm(strike);
    inTurn(next);
  };
  started = inTurn(next);
}
