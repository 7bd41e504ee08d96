/**
 * When the batch is written to sessionStorage. The whole batch is one JSON string (about 150 KB for
 * 1,000 rows): written every 300 ms while pricing, JSON.stringify and setItem were a large share of the
 * main thread (docs/decisions/2026-11-24-slow-phone.md). Answers are now written at most every 2 s, when
 * the page is next idle (within 1 s). A reload, a closed tab and an ended session write at once, so
 * only a crash loses the last answers, which are then priced again.
 */
export const SAVE_EVERY_MS = 2000;
export const SAVE_IDLE_WITHIN_MS = 1000;

export interface Saver {
  /** Writes within SAVE_EVERY_MS (and an idle moment), once for any number of calls meanwhile. */
  soon: () => void;
  /** Writes now; a write planned is dropped. */
  now: () => void;
  /** Drops a write planned. */
  cancel: () => void;
}

export function idleSaver(write: () => void): Saver {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let idle: number | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (idle !== null) globalThis.cancelIdleCallback(idle);
    idle = null;
  };
  const now = () => {
    cancel();
    write();
  };
  // Where the browser cannot say when it is idle (Safari, jsdom), after the delay alone.
  const whenIdle = () => {
    timer = null;
    if (typeof globalThis.requestIdleCallback === 'function')
      idle = globalThis.requestIdleCallback(now, { timeout: SAVE_IDLE_WITHIN_MS });
    else now();
  };
  return {
    soon: () => {
      if (timer === null && idle === null) timer = setTimeout(whenIdle, SAVE_EVERY_MS);
    },
    now,
    cancel,
  };
}
