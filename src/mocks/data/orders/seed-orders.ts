/**
 * The orders of the mock service, served by retrieve-response (interface 2.11) in the service's wire
 * format: complete, multi-unit, partial, not completed yet, and 1,000- and 5,000-line benchmarks.
 */
import { benchmarkResponse1k, benchmarkResponse5k } from './benchmark';
import { cedarResponse } from './cedar';
import { larkspurResponse } from './larkspur';
import { riversideResponse } from './riverside';

export interface MockOrder {
  intakeToken: string;
  orderToken: string;
  /** null: the report is not completed yet. */
  responses: unknown[] | null;
}

export const seedOrders: MockOrder[] = [
  { intakeToken: 'int_8F3K2M', orderToken: 'ord_5T7R1Q', responses: [larkspurResponse] },
  { intakeToken: 'int_8F3K2M', orderToken: 'ord_9N4W6P', responses: null },
  {
    intakeToken: 'int_6W2D9R',
    orderToken: 'ord_7J3L5X',
    responses: [cedarResponse('1'), cedarResponse('2')],
  },
  { intakeToken: 'int_8F3K2M', orderToken: 'ord_4M8Q2Z', responses: [riversideResponse] },
  { intakeToken: 'int_BENCH1K', orderToken: 'ord_BENCH1K', responses: [benchmarkResponse1k] },
  { intakeToken: 'int_BENCH5K', orderToken: 'ord_BENCH5K', responses: [benchmarkResponse5k] },
];
