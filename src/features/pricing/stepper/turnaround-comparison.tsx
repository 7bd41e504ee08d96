/**
 * Every turnaround priced side by side for the same report, inspection and property. Each row is the
 * same cached quote query the wizard uses, so the current turnaround is not priced twice and switching
 * to another one shows its price at once.
 */
import { withoutBidiControls } from '../../../lib/bidi';
import { ServiceText } from '../../../components/ui/service-text';
import { useQueries } from '@tanstack/react-query';
import type { PricingRequest } from '../../../api/schemas/pricing';
import type { Turnaround } from '../../../api/schemas/turnarounds';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { isTransient } from '../../../api/errors';
import { describeError } from '../../../components/ui/describe-error';
import { Table, TableCell, TableRow, type ColumnShape } from '../../../components/ui/table';
import { TableHead } from '../../../components/ui/table-head';
import { TechnicalDetails } from '../../../components/ui/technical-details';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { pricingQueries } from '../../../queries/pricing';
import { useRequiredSession } from '../../../session/use-session';

const columns = [
  { key: 'turnaround', label: 'Turnaround', rowHeader: true },
  { key: 'due', label: 'Due' },
  { key: 'total', label: 'Total', numeric: true },
] as const satisfies readonly ColumnShape[];

export function TurnaroundComparison({
  request,
  turnarounds,
  onChoose,
}: {
  request: PricingRequest;
  turnarounds: Turnaround[];
  onChoose: (slug: string) => void;
}) {
  const { companyToken } = useRequiredSession();
  const results = useQueries({
    queries: turnarounds.map((t) => pricingQueries.quote(companyToken, { ...request, turnaround: t.slug })),
  });

  const priced = results.flatMap((r) => (r.data ? [r.data] : []));
  const lowest = priced.length > 0 ? Math.min(...priced.map((p) => p.totalPrice)) : null;
  const earliest = priced.length > 0 ? priced.map((p) => p.dueDate).sort()[0] : null;
  const allPriced = priced.length === turnarounds.length;

  return (
    <div>
      <Table caption="Turnarounds compared for this report, inspection and property">
        <TableHead columns={columns} />
        <tbody>
          {turnarounds.map((t, index) => {
            const result = results[index];
            const quote = result?.data;
            const current = t.slug === request.turnaround;
            const cheapest = allPriced && quote !== undefined && quote.totalPrice === lowest;
            const fastest = allPriced && quote !== undefined && quote.dueDate === earliest;
            return (
              <TableRow key={t.slug} className={current ? 'bg-brand-50' : ''}>
                <TableCell column={columns[0]}>
                  <ServiceText text={t.name} className="block" />
                  {cheapest || fastest ? (
                    <span className="mt-1 flex flex-wrap gap-1">
                      {cheapest ? <Badge tone="success">Cheapest</Badge> : null}
                      {fastest ? <Badge tone="info">Fastest</Badge> : null}
                    </span>
                  ) : null}
                  <span className="mt-2 block">
                    {current ? (
                      <span className="text-sm font-medium text-brand-800">Your choice</span>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        onClick={() => onChoose(t.slug)}
                        disabled={!quote}
                        className="text-left"
                      >
                        Switch to <ServiceText text={t.name} />
                      </Button>
                    )}
                  </span>
                </TableCell>
                {quote ? (
                  <>
                    <TableCell column={columns[1]}>{formatDueDate(quote.dueDate)}</TableCell>
                    <TableCell column={columns[2]} className="font-semibold text-slate-900">
                      {formatMoney(quote.totalPrice)}
                    </TableCell>
                  </>
                ) : result?.isError ? (
                  <TableCell column={columns[1]} colSpan={2} className="text-red-700">
                    {describeError(result.error).message}
                    {isTransient(result.error) ? (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="ml-2"
                        aria-label={`Try again to price ${withoutBidiControls(t.name)}`}
                        onClick={() => void result.refetch()}
                      >
                        Try again
                      </Button>
                    ) : null}
                    <TechnicalDetails error={result.error} />
                  </TableCell>
                ) : (
                  <TableCell column={columns[1]} colSpan={2} className="text-slate-700">
                    Pricing…
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
