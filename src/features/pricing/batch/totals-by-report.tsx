/** The priced rows' total by report type, for a batch whose rows mix them. */
import { ServiceText } from '../../../components/ui/service-text';
import { formatMoney } from '../../../lib/money';
import { pricedRows, rowsText, totalsByReport, type Batch } from './batch-model';

export function TotalsByReport({ batch }: { batch: Batch }) {
  const totals = totalsByReport(pricedRows(batch));
  if (totals.length === 0) return null;
  return (
    <dl aria-label="Total by report type" className="mt-2 space-y-1 text-sm text-slate-800">
      {totals.map((t) => (
        <div key={t.name} className="flex justify-between gap-4">
          <dt>
            <ServiceText text={t.name} />
            {` (${rowsText(t.rows)})`}
          </dt>
          <dd className="tabular-nums">{formatMoney(t.cents / 100)}</dd>
        </div>
      ))}
    </dl>
  );
}
