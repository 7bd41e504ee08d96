/**
 * A quote's price breakdown, one table on screen and on the printed quote sheet: each fee line named as
 * FeeLineName names it, its amount, and the total. The portal's one table (components/ui/table.tsx),
 * under a heading of its own, as "What was priced" has one.
 */
import { DataRow, Table, TableCell, TableTotalRow, type TableColumn } from '../../../components/ui/table';
import { TableHead } from '../../../components/ui/table-head';
import { formatMoney } from '../../../lib/money';
import { FeeLineName } from './fee-line-name';
import type { FeeLine } from './fee-lines';

const columns = [
  { key: 'item', label: 'Item', rowHeader: true, cell: (line) => <FeeLineName line={line} /> },
  { key: 'amount', label: 'Amount', numeric: true, cell: (line) => formatMoney(line.amount) },
] as const satisfies readonly TableColumn<FeeLine>[];

export function PriceBreakdownTable({
  lines,
  total,
  className = '',
}: {
  lines: readonly FeeLine[];
  total: number;
  className?: string;
}) {
  return (
    <div className={className}>
      <h3 className="mb-2 text-base font-semibold text-slate-900">Price breakdown</h3>
      <Table caption="Price breakdown" fits>
        <TableHead columns={columns} />
        <tbody>
          {lines.map((line) => (
            <DataRow key={line.key} columns={columns} row={line} />
          ))}
        </tbody>
        <TableTotalRow label="Total">
          <TableCell column={columns[1]}>{formatMoney(total)}</TableCell>
        </TableTotalRow>
      </Table>
    </div>
  );
}
