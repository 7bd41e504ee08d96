/**
 * The user's own leverage limits, remembered in this browser per signed-in user (localStorage, like
 * the recent orders): a shared browser does not hand one user's limits to another. Read through
 * useSyncExternalStore so every view stays in step, other tabs included (the storage event).
 */
import { useCallback, useMemo } from 'react';
import * as z from 'zod/mini';
import { storageKeys } from '../../../session/local-data';
import { createLocalStore, useLocalStore } from '../../../session/local-store';
import { useRequiredSession } from '../../../session/use-session';
import { DEFAULT_LEVERAGE_LIMITS, type LeverageKey, type LeverageLimits } from './leverage-model';

export const LIMIT_RANGE = { min: 1, max: 100 } as const;

export function isValidLimit(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= LIMIT_RANGE.min &&
    value <= LIMIT_RANGE.max
  );
}

const LIMIT_KEYS = Object.keys(DEFAULT_LEVERAGE_LIMITS) as LeverageKey[];

// A damaged or foreign value falls back to the usual limit, field by field, never to something half-read.
const limitsSchema: z.ZodMiniType<LeverageLimits> = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((stored: Record<string, unknown>) => {
    const limits: LeverageLimits = { ...DEFAULT_LEVERAGE_LIMITS };
    for (const k of LIMIT_KEYS) {
      const value = stored[k];
      if (isValidLimit(value)) limits[k] = value;
    }
    return limits;
  }),
);

function storeOf(username: string) {
  return createLocalStore(
    `${storageKeys.leverageLimitsPrefix}${username}`,
    limitsSchema,
    DEFAULT_LEVERAGE_LIMITS,
  );
}

export function useLeverageLimits() {
  const { user } = useRequiredSession();
  const store = useMemo(() => storeOf(user.username), [user.username]);
  const limits = useLocalStore(store);
  // A browser that refuses to keep them (full, or turned off): the limits hold for this page only.
  const setLimit = useCallback(
    (which: LeverageKey, value: number) => void store.write({ ...store.read(), [which]: value }),
    [store],
  );
  const reset = useCallback(() => store.remove(), [store]);
  const isDefault = LIMIT_KEYS.every((k) => limits[k] === DEFAULT_LEVERAGE_LIMITS[k]);
  return { limits, setLimit, reset, isDefault };
}
