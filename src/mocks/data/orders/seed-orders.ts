/**
 * The orders of the mock service, served by retrieve-response (interface 2.11) in the service's wire
 * format: complete, multi-unit, partial, not completed yet, and 1,000-, 5,000- and 50,000-line benchmarks.
 */
import { DEMO_ORDER_TOKENS } from '../../../api/demo-order-tokens';
import { benchmarkResponse1k, benchmarkResponse50k, benchmarkResponse5k } from './benchmark';
import { cedarResponse } from './cedar';
import { larkspurResponse } from './larkspur';
import { portfolioOrders } from './portfolio';
import { riversideResponse } from './riverside';

export interface MockOrder {
  intakeToken: string;
  orderToken: string;
  /** null: the report is not completed yet; a function: made on the first request (a very large reply). */
  responses: unknown[] | null | (() => unknown[]);
}

export const seedOrders: MockOrder[] = [
  { ...DEMO_ORDER_TOKENS.larkspur, responses: [larkspurResponse] },
  { ...DEMO_ORDER_TOKENS.notReady, responses: null },
  { ...DEMO_ORDER_TOKENS.cedarDuplex, responses: [cedarResponse('1'), cedarResponse('2')] },
  { ...DEMO_ORDER_TOKENS.riverside, responses: [riversideResponse] },
  { ...DEMO_ORDER_TOKENS.benchmark, responses: () => [benchmarkResponse1k()] },
  { ...DEMO_ORDER_TOKENS.benchmark5k, responses: () => [benchmarkResponse5k()] },
  { ...DEMO_ORDER_TOKENS.benchmark50k, responses: () => [benchmarkResponse50k()] },
  // Three more 50,000-line orders: the benchmark's comparison of four (BENCH_ONLY=compare).
  ...[2, 3, 4].map((n) => ({
    intakeToken: `int_BENCH50K${n}`,
    orderToken: `ord_BENCH50K${n}`,
    responses: () => [benchmarkResponse50k(n)],
  })),
  // The demo portfolio: 1,000 generated results of one intake (/orders/portfolio).
  ...portfolioOrders(),
];
