/**
 * How long a session may sit idle: `VITE_IDLE_TIMEOUT_MINUTES` (build time; 30 by default). Apart from
 * the timer (idle-timeout.ts) so that the sign-in page, which names it, does not load the timer.
 */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 30;

export function idleTimeoutMinutes(configured: string | undefined): number {
  const minutes = Number(configured);
  return configured && Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_IDLE_TIMEOUT_MINUTES;
}

export const IDLE_TIMEOUT_MINUTES = idleTimeoutMinutes(import.meta.env.VITE_IDLE_TIMEOUT_MINUTES);
