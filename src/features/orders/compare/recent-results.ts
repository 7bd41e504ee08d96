/** What the orders page keeps of each result of an order it opened, to show at a glance and to compare. */
import type { OrderResponse } from '../../../api/schemas/order-response';
import type { RecentResult } from '../lookup/recent-orders';
import { compareFigure, resultHeading, toCompareResults } from './compare-model';
import { COMPARE_ROWS } from './compare-rows';

const glance = ['asIs', 'arv', 'rehab', 'grossReturn', 'annualizedReturn'] as const;

export function recentResults(responses: readonly OrderResponse[]): RecentResult[] {
  const rows = glance.map((key) => COMPARE_ROWS.find((row) => row.key === key)!);
  return toCompareResults(responses).map((result) => {
    const [asIsValue, arv, renovationCost, grossReturn, annualizedReturn] = rows.map(
      (row) => compareFigure(result, row, 'best')?.text ?? '',
    ) as [string, string, string, string, string];
    const city = result.place.split(', ')[0] ?? '';
    const title = [resultHeading(result), city].filter(Boolean).join(', ');
    return { title, asIsValue, arv, renovationCost, grossReturn, annualizedReturn };
  });
}
