/**
 * A portfolio: the orders read from the user's lines, what each order's opening came to, and the rows
 * of the table (one per result: a multi-unit order gives one per unit). A row keeps only the figures the
 * table shows (from the comparison's reading of a result, compare-model.ts, with the result page's
 * labels), never the budget lines, which stay in the query cache alone. Stored as JSON in the tab's
 * sessionStorage and read back through a schema: a damaged entry is dropped, not half-read.
 */
import * as z from 'zod/mini';
import type { OrderResponse } from '../../../api/schemas/order-response';
import type { ListResult } from '../../../api/schemas/tolerant-list';
import { compareFigure, resultHeading, toCompareResults } from '../compare/compare-model';
import { COMPARE_ROWS } from '../compare/compare-rows';
import type { LineProblem, OrderRef, RepeatedLine } from './portfolio-lines';

const figureSchema = z.nullable(z.object({ text: z.string(), value: z.nullable(z.number()) }));
export type Figure = z.infer<typeof figureSchema>;

/** The strategy figures of a row: the recommended strategy's, as on the result page. */
export const FIGURE_KEYS = ['asIs', 'arv', 'rehab', 'grossReturn', 'annualizedReturn', 'totalTime'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

const rowSchema = z.object({
  /** The order's key and the result's position: unique in the portfolio. */
  id: z.string(),
  orderKey: z.string(),
  intakeToken: z.string(),
  orderToken: z.string(),
  /** 1-based position of the result in its order's reply, and how many the reply holds. */
  position: z.number(),
  of: z.number(),
  street: z.string(),
  place: z.string(),
  figures: z.record(z.enum(FIGURE_KEYS), figureSchema),
  condition: z.string(),
  confidence: z.string(),
});
export type PortfolioRow = z.infer<typeof rowSchema>;

const outcomeSchema = z.union([
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('opened'), rows: z.array(rowSchema) }),
  /** The report is still being prepared: a normal state, checked again later. */
  z.object({ status: z.literal('not-ready'), checkedAt: z.number() }),
  /** Transient failures that outlasted the retries: "Try again" asks again. */
  z.object({ status: z.literal('failed'), reason: z.string() }),
  /** Refused (bad tokens, another company's order): the portal's words, the service's in `technical`. */
  z.object({
    status: z.literal('refused'),
    reason: z.string(),
    advice: z.optional(z.string()),
    technical: z.optional(z.string()),
  }),
]);
export type OrderOutcome = z.infer<typeof outcomeSchema>;

export const portfolioSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  orders: z.array(
    z.object({ key: z.string(), line: z.number(), intakeToken: z.string(), orderToken: z.string() }),
  ),
  problems: z.array(z.object({ line: z.number(), text: z.string(), why: z.string() })),
  repeated: z.array(z.object({ line: z.number(), sameAs: z.number() })),
  /** By order key. */
  results: z.record(z.string(), outcomeSchema),
  /** As batch pricing's: running, canceled by the user, paused (the session ended), done. */
  status: z.enum(['running', 'canceled', 'paused', 'done']),
  startedAt: z.optional(z.number()),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export function newPortfolio(
  orders: OrderRef[],
  problems: LineProblem[],
  repeated: RepeatedLine[],
): Portfolio {
  const results: Record<string, OrderOutcome> = {};
  for (const order of orders) results[order.key] = { status: 'pending' };
  return {
    id: globalThis.crypto?.randomUUID?.() ?? String(Date.now()),
    createdAt: new Date().toISOString(),
    orders,
    problems,
    repeated,
    results,
    status: 'running',
  };
}

/** A stored portfolio read back through its schema: null for anything else. */
export function parsePortfolio(value: unknown): Portfolio | null {
  const parsed = portfolioSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function replyToken(response: OrderResponse | undefined): string {
  const token = response?.orderToken;
  return typeof token === 'string' ? token.trim() : '';
}

const ROW_SPEC = new Map(COMPARE_ROWS.map((spec) => [spec.key, spec]));

/** The rows of one order's reply: one per result, the recommended strategy's figures. */
export function rowsOfReply(
  order: Pick<OrderRef, 'key' | 'intakeToken' | 'orderToken'>,
  reply: ListResult<OrderResponse> | readonly OrderResponse[],
): PortfolioRow[] {
  const responses = 'items' in reply ? reply.items : reply;
  return toCompareResults(reply).map((result, index) => {
    const figures = {} as Record<FigureKey, Figure>;
    for (const key of FIGURE_KEYS) {
      const figure = compareFigure(result, ROW_SPEC.get(key)!, 'best');
      figures[key] = figure ? { text: figure.text, value: figure.value } : null;
    }
    return {
      // The first result keeps its order's key, the key of the row while it was opening: the table
      // updates that row in place, and the rows' order is unchanged unless a reply has more results.
      id: index === 0 ? order.key : `${order.key}#${result.position}`,
      orderKey: order.key,
      intakeToken: order.intakeToken,
      // A result found by its intake token alone names its order in the reply.
      orderToken: order.orderToken || replyToken(responses[index]),
      position: result.position,
      of: result.of,
      street: resultHeading(result),
      place: result.place,
      figures,
      condition: result.condition,
      confidence: result.confidence,
    };
  });
}

export interface PortfolioCounts {
  orders: number;
  opened: number;
  results: number;
  notReady: number;
  failed: number;
  refused: number;
  pending: number;
}

export function countPortfolio(portfolio: Portfolio): PortfolioCounts {
  const counts: PortfolioCounts = {
    orders: portfolio.orders.length,
    opened: 0,
    results: 0,
    notReady: 0,
    failed: 0,
    refused: 0,
    pending: 0,
  };
  for (const order of portfolio.orders) {
    const outcome = portfolio.results[order.key] ?? { status: 'pending' };
    if (outcome.status === 'opened') {
      counts.opened += 1;
      counts.results += outcome.rows.length;
    } else if (outcome.status === 'not-ready') counts.notReady += 1;
    else counts[outcome.status] += 1;
  }
  return counts;
}
