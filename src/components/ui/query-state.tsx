/**
 * One component decides what a page shows for a read: loading, a failure (with the one retry rule of
 * `offersRetry`: transient failures offer "Try again", a refusal shows the service's words, a call the
 * account may not make says so in place), nothing to show, or the data.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './states';

export function QueryState<T>({
  query,
  loadingLabel,
  loadingLines,
  errorTitle,
  isEmpty,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  loadingLines?: number;
  /** The page's own words for a failure ("Loan officers could not be loaded"); not for "not allowed". */
  errorTitle?: string;
  /** With `empty`: what is shown when the data holds nothing. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} lines={loadingLines} />;
  if (query.isError)
    return <ErrorState error={query.error} title={errorTitle} onRetry={() => void query.refetch()} />;
  if (empty !== undefined && isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
