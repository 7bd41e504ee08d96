/**
 * The one way the portal gives the main thread back between pieces of work, so that input can go in
 * between (docs/decisions/2026-11-24-slow-phone.md): `scheduler.yield()` where the browser has it (its
 * continuation goes before other pending tasks, but after input), a `MessageChannel` task otherwise (a
 * browser does not clamp it as it clamps nested zero timeouts).
 */

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/** Resolves in a following task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
