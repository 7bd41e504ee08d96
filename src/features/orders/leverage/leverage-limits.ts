/**
 * The user's own leverage limits, remembered in this browser per signed-in user (localStorage, like
 * the recent orders): a shared browser does not hand one user's limits to another. Read through
 * useSyncExternalStore so every view stays in step, other tabs included (the storage event).
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useRequiredSession } from '../../../session/use-session';
import { DEFAULT_LEVERAGE_LIMITS, type LeverageKey, type LeverageLimits } from './leverage-model';

const KEY_PREFIX = 'valuation-portal:leverage-limits:';
export const LIMIT_RANGE = { min: 1, max: 100 } as const;

const listeners = new Set<() => void>();
const cache = new Map<string, { raw: string | null; limits: LeverageLimits }>();

export function isValidLimit(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= LIMIT_RANGE.min &&
    value <= LIMIT_RANGE.max
  );
}

function read(key: string): LeverageLimits {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    // Storage disabled: the usual limits.
  }
  const cached = cache.get(key);
  if (cached && cached.raw === raw) return cached.limits;
  const limits: LeverageLimits = { ...DEFAULT_LEVERAGE_LIMITS };
  if (raw) {
    try {
      const stored = JSON.parse(raw) as Partial<Record<LeverageKey, unknown>>;
      // A damaged or foreign value falls back to the usual limit, never to something half-read.
      for (const k of Object.keys(limits) as LeverageKey[]) {
        const value = stored[k];
        if (isValidLimit(value)) limits[k] = value;
      }
    } catch {
      // Unreadable: the usual limits.
    }
  }
  cache.set(key, { raw, limits });
  return limits;
}

function write(key: string, limits: LeverageLimits | null) {
  try {
    if (limits === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(limits));
  } catch {
    // Full or disabled: the limits hold for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLeverageLimits() {
  const { user } = useRequiredSession();
  const key = `${KEY_PREFIX}${user.username}`;
  const getSnapshot = useCallback(() => read(key), [key]);
  const limits = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const setLimit = useCallback(
    (which: LeverageKey, value: number) => write(key, { ...read(key), [which]: value }),
    [key],
  );
  const reset = useCallback(() => write(key, null), [key]);
  const isDefault = (Object.keys(DEFAULT_LEVERAGE_LIMITS) as LeverageKey[]).every(
    (k) => limits[k] === DEFAULT_LEVERAGE_LIMITS[k],
  );
  return { limits, setLimit, reset, isDefault };
}
