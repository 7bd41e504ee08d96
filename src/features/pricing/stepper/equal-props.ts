/**
 * Comparers for `memo` where the stepper's page makes new objects on every render that hold the same
 * values: a query's result (a new object each render; a step reads only its data, status and error) and
 * small records (the property's defaults, the service's field errors). The page re-renders on every change
 * of its queries, synchronously (a query is a store); memoized steps keep that render small.
 */
import type { UseQueryResult } from '@tanstack/react-query';

/** The same keys with the same values (one level). */
export function sameRecord(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.is(left[key], right[key]));
}

/** What a step shows of a query: its data, its status and its error. */
export function sameQuery(a: UseQueryResult<unknown>, b: UseQueryResult<unknown>): boolean {
  return a.data === b.data && a.status === b.status && a.error === b.error;
}

/** Props equal one by one, except those named in `compare`, which are compared by their own rule. */
export function equalProps<P extends object>(compare: { [K in keyof P]?: (a: P[K], b: P[K]) => boolean }) {
  return (a: P, b: P): boolean => {
    const keys = Object.keys(a) as (keyof P)[];
    if (keys.length !== Object.keys(b).length) return false;
    return keys.every((key) => (compare[key] ?? Object.is)(a[key], b[key]));
  };
}
