/**
 * Opening one order of a portfolio, and what a failure means. An order is opened through the result
 * page's own query (queries/orders.ts, the same key), so the cache holds each reply once and opening a
 * row afterwards asks nothing again; the portfolio keeps only the row figures (portfolio-model.ts).
 * A report not ready yet and a refusal (bad tokens, another company's order) are answers, kept as such:
 * the refusal in the portal's words, the service's in `technical`. Only transient failures and an ended
 * session are left to the job runner (classify).
 */
import { isCancelledError, type QueryClient } from '@tanstack/react-query';
import { isApiError, isRetryable, isTransient } from '../../../api/errors';
import { describeError, NOT_ALLOWED_TO_SEE_TITLE } from '../../../components/ui/describe-error';
import type { Failure } from '../../../lib/job-runner';
import { isNotReady, orderQueries } from '../../../queries/orders';
import { sessionStore } from '../../../session/session-store';
import type { OrderRef } from './portfolio-lines';
import { rowsOfReply, type OrderOutcome } from './portfolio-model';

/** Replies kept in the cache while the portfolio is looked at: a row opened later asks nothing again. */
export const PORTFOLIO_GC_MS = 30 * 60_000;

export type OpenedOutcome = Exclude<OrderOutcome, { status: 'pending' } | { status: 'failed' }>;

const endsSession = (error: unknown) =>
  sessionStore.get() === null ||
  (isApiError(error) && error.kind === 'unauthorized' && error.sessionWorks !== true);

export async function openOrder(queryClient: QueryClient, order: OrderRef): Promise<OpenedOutcome> {
  try {
    const reply = await queryClient.fetchQuery({
      ...orderQueries.response(order.intakeToken, order.orderToken),
      // The job runner retries (with Retry-After); the query's own retries would multiply them.
      retry: false,
      gcTime: PORTFOLIO_GC_MS,
    });
    return { status: 'opened', rows: rowsOfReply(order, reply) };
  } catch (error) {
    if (isNotReady(error)) return { status: 'not-ready', checkedAt: Date.now() };
    const cancelled: boolean = isCancelledError(error);
    if (cancelled || !isApiError(error) || endsSession(error) || isTransient(error)) throw error;
    if (error.kind === 'not-found' || error.kind === 'malformed') throw error;
    const { title, message } = describeError(error);
    return {
      status: 'refused',
      reason: error.kind === 'unauthorized' ? NOT_ALLOWED_TO_SEE_TITLE : title,
      advice: message,
      technical: error.message,
    };
  }
}

export function classifyOpenFailure(error: unknown): Failure {
  if (sessionStore.get() === null) return { kind: 'interrupted', sessionEnded: true };
  if (isCancelledError(error)) return { kind: 'interrupted', sessionEnded: false };
  if (isApiError(error)) {
    if (error.kind === 'unauthorized') return { kind: 'interrupted', sessionEnded: true };
    const { message } = describeError(error);
    return {
      kind: 'transient',
      reason: message,
      retryAfterMs: error.retryAfterMs,
      retry: isRetryable(error),
    };
  }
  return { kind: 'transient', reason: 'The result could not be read.', retryAfterMs: null, retry: false };
}
