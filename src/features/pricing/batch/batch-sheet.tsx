/**
 * The printed batch: a quote sheet, not a printed screen. Who issued it (the company's name, when this
 * browser knows it), who prepared it and when it was priced, the choices, every priced row with its
 * total and due date, the total (by report type when the rows mix them); no instructions, no controls.
 * Page numbers come from the print rules of index.css ("Page 1 of 3"). Rendered only while printing:
 * a thousand rows kept in the page for a printout would cost every update of a running batch.
 */
import { ServiceText } from '../../../components/ui/service-text';
import { usePrinting } from '../../../components/use-printing';
import { formatDateTime, formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { formatNumber } from '../../../lib/numbers';
import { turnaroundWords } from '../../../lib/service-terms';
import { useQuoteAuthor } from '../quotes/quote-author';
import { SheetHead } from '../quotes/quote-sheet';
import { propertyTypeLabel } from '../stepper/wizard-params';
import { hasOwnChoices, pricedRows, totalsByReport, type Batch } from './batch-model';

const cell = 'border-b border-slate-300 px-1.5 py-1 text-left align-top';
const figure = `${cell} text-right tabular-nums`;

export function BatchSheet({ batch }: { batch: Batch }) {
  const printing = usePrinting();
  const author = useQuoteAuthor();
  if (!printing) return null;
  const priced = pricedRows(batch);
  const mixed = hasOwnChoices(batch);
  const totals = totalsByReport(priced);
  const totalCents = totals.reduce((sum, t) => sum + t.cents, 0);
  const pricedOn = new Date(batch.createdAt);
  const own = mixed ? ', unless a row names its own' : '';
  const facts: [string, string][] = [
    ...(author.company === null ? [] : [['Issued by', author.company] as [string, string]]),
    ['Prepared by', author.preparedBy],
    [
      'Priced on',
      `${Number.isNaN(pricedOn.getTime()) ? batch.createdAt : formatDateTime(pricedOn)}; prices can change`,
    ],
    ['Report', `${batch.choices.report.name}${own}`],
    ['Turnaround', `${turnaroundWords(batch.choices.turnaround.name)}${own}`],
    ['Inspection', `${batch.choices.inspection.name}${own}`],
  ];
  const title = batch.reference ? `Quote ${batch.reference}` : 'Batch quote';
  return (
    <article aria-label={title} className="hidden text-sm text-slate-900 print:block">
      <SheetHead kind="Batch price quote" title={title} facts={facts} />
      <table className="mt-6 w-full border-collapse text-xs">
        <caption className="mb-2 text-left text-base font-semibold">
          {`${formatNumber(priced.length)} priced ${priced.length === 1 ? 'row' : 'rows'}`}
        </caption>
        <thead>
          <tr>
            <th className={figure}>Row</th>
            <th className={cell}>Reference</th>
            <th className={cell}>State</th>
            <th className={cell}>ZIP code</th>
            <th className={cell}>Property type</th>
            {mixed ? (
              <>
                <th className={cell}>Report type</th>
                <th className={cell}>Turnaround</th>
                <th className={cell}>Inspection</th>
              </>
            ) : null}
            <th className={figure}>Total</th>
            <th className={cell}>Due date</th>
          </tr>
        </thead>
        <tbody>
          {priced.map(({ row, choices, total, dueDate }) => (
            <tr key={row.line}>
              <td className={figure}>{row.line}</td>
              <th scope="row" className={`${cell} font-normal`}>
                <ServiceText text={row.reference || `Row ${row.line}`} />
              </th>
              <td className={cell}>{row.state}</td>
              <td className={cell}>{row.zip}</td>
              <td className={cell}>{propertyTypeLabel(row.property)}</td>
              {mixed ? (
                <>
                  <td className={cell}>
                    <ServiceText text={choices.report.name} />
                  </td>
                  <td className={cell}>
                    <ServiceText text={choices.turnaround.name} />
                  </td>
                  <td className={cell}>
                    <ServiceText text={choices.inspection.name} />
                  </td>
                </>
              ) : null}
              <td className={figure}>{formatMoney(total)}</td>
              <td className={cell}>{formatDueDate(dueDate)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.length > 1
            ? totals.map((t) => (
                <tr key={t.name}>
                  <th scope="row" colSpan={mixed ? 8 : 5} className={`${cell} font-normal`}>
                    <ServiceText
                      text={`${t.name} (${formatNumber(t.rows)} ${t.rows === 1 ? 'row' : 'rows'})`}
                    />
                  </th>
                  <td className={figure}>{formatMoney(t.cents / 100)}</td>
                  <td className={cell} />
                </tr>
              ))
            : null}
          <tr className="font-semibold">
            <th scope="row" colSpan={mixed ? 8 : 5} className={cell}>
              Total of priced rows
            </th>
            <td className={figure}>{formatMoney(totalCents / 100)}</td>
            <td className={cell} />
          </tr>
        </tfoot>
      </table>
      <p className="mt-6 text-xs text-slate-700">
        Prices come from the valuation service on the date priced and may change. The card surcharge, when
        paying by card, is not part of the totals.
      </p>
    </article>
  );
}
