/**
 * The bench's one "painted" instant, read in the page: a frame's callback (requestAnimationFrame) runs
 * just before that frame's style, layout and paint, and a task it posts at the highest priority
 * (`scheduler.postTask`, 'user-blocking') runs as soon as they are done, ahead of every task queued
 * meanwhile: the page's own work for later frames (React's deferred renders, a table's next rows) and
 * the bench's own protocol calls. A timer (`setTimeout(0)` from the frame's callback, the bench's method
 * until 2026-12-03) runs behind all of those, and counted them as the input's.
 */
const NEXT_PAINT_FUNCTION = `() => new Promise((resolve) => requestAnimationFrame(() => {
  const painted = () => resolve(performance.now());
  if (globalThis.scheduler?.postTask) scheduler.postTask(painted, { priority: 'user-blocking' });
  else setTimeout(painted, 0);
}))`;

/** An expression, run in the page: a promise of `performance.now()` once the next frame is painted. */
export const NEXT_PAINT = `(${NEXT_PAINT_FUNCTION})()`;

/** A script for `evaluateOnNewDocument` or `evaluate`: defines `window.__nextPaint()`, that promise. */
export const INSTALL_NEXT_PAINT = `window.__nextPaint ??= ${NEXT_PAINT_FUNCTION};`;
