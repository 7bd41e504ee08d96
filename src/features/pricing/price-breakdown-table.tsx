/**
 * A quote's price breakdown, one table on screen and on the printed quote sheet: each fee line named as
 * FeeLineName names it, its amount, and the total. The two looks differ only in their classes.
 */
import { formatMoney } from '../../lib/money';
import { FeeLineName } from './fee-line-name';
import type { FeeLine } from './fee-lines';

const LOOKS = {
  screen: {
    table: 'w-full text-left text-sm',
    caption: 'mb-2 text-left text-base font-semibold text-slate-900',
    head: 'border-b border-slate-300 text-slate-700',
    headCell: 'py-2 font-semibold',
    row: 'border-b border-slate-200',
    cell: 'py-2 align-top',
    label: 'font-medium text-slate-900',
    amount: 'text-slate-900',
    total: 'py-2 text-base font-semibold text-slate-900',
  },
  print: {
    table: 'mt-6 w-full text-left',
    caption: 'mb-2 text-left text-base font-semibold',
    head: 'border-b border-slate-900',
    headCell: 'py-1.5',
    row: 'border-b border-slate-300',
    cell: 'py-1.5 align-top',
    label: 'font-semibold',
    amount: '',
    total: 'py-2 text-base font-bold',
  },
} as const;

export function PriceBreakdownTable({
  lines,
  total,
  look,
}: {
  lines: readonly FeeLine[];
  total: number;
  look: keyof typeof LOOKS;
}) {
  const c = LOOKS[look];
  return (
    <table className={c.table}>
      <caption className={c.caption}>Price breakdown</caption>
      <thead className={c.head}>
        <tr>
          <th scope="col" className={`${c.headCell} pr-4`}>
            Item
          </th>
          <th scope="col" className={`${c.headCell} text-right`}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.key} className={c.row}>
            <th scope="row" className={`${c.cell} pr-4 font-normal`}>
              <FeeLineName line={line} labelClassName={c.label} />
            </th>
            <td className={`${c.cell} text-right tabular-nums ${c.amount}`}>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" className={`${c.total} pr-4`}>
            Total
          </th>
          <td className={`${c.total} text-right tabular-nums`}>{formatMoney(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
