/**
 * The printed quote: the portal's name, the reference, who prepared it and for which company, the date
 * priced (prices can change), the property, the choices, the
 * breakdown, the total and the due date. Only this prints from the pricing page (no navigation, no
 * buttons); on screen it is not shown. Colors are the light theme's whatever the screen shows.
 */
import { ServiceText } from '../../../components/ui/service-text';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { turnaroundWords } from '../../../lib/service-terms';
import { PriceBreakdownTable } from '../stepper/price-breakdown-table';
import { useQuoteAuthor } from './quote-author';
import type { SavedQuote } from './saved-quotes';

export function QuoteSheet({ quote }: { quote: SavedQuote }) {
  const author = useQuoteAuthor();
  const lines = quote.lines.filter((line) => line.amount !== 0);
  const facts: [string, string][] = [
    ['Prepared by', author.preparedBy],
    ...(author.company === null ? [] : [['For', author.company] as [string, string]]),
    ['Priced on', `${formatDueDate(quote.pricedOn)}; prices can change`],
    ['Property', quote.choices.property],
    ['Report', quote.choices.report],
    ['Turnaround', turnaroundWords(quote.choices.turnaround)],
    ['Inspection', quote.choices.inspection],
    ['Due', formatDueDate(quote.dueDate)],
  ];
  return (
    <article aria-label={`Quote ${quote.reference}`} className="hidden text-sm text-slate-900 print:block">
      <SheetHead kind="Price quote" title={`Quote ${quote.reference}`} facts={facts} />
      <PriceBreakdownTable lines={lines} total={quote.totalPrice} className="mt-6" />
      {quote.ccSurcharge > 0 ? (
        <p className="mt-3">
          Paying by card adds a card surcharge of {formatMoney(quote.ccSurcharge)}, not included in the total.
        </p>
      ) : null}
      <p className="mt-6 text-xs text-slate-700">
        Prices come from the valuation service on the date priced and may change; the portal prices a saved
        quote again when it is opened.
      </p>
    </article>
  );
}

/** A printed sheet's head, the same on every quote sheet: the portal, the kind of sheet, its title, its facts. */
export function SheetHead({
  kind,
  title,
  facts,
}: {
  kind: string;
  title: string;
  facts: [string, string][];
}) {
  return (
    <>
      <header className="flex items-baseline justify-between border-b-2 border-slate-900 pb-2">
        <p className="text-lg font-semibold">Valuation Portal</p>
        <p className="font-semibold">{kind}</p>
      </header>
      <h2 className="mt-6 text-2xl font-semibold">{title}</h2>
      <dl className="mt-4 grid grid-cols-[9rem_1fr] gap-x-4 gap-y-1.5">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd>
              <ServiceText text={value} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
