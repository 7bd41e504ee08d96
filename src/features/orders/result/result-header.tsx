/**
 * The top of an order result: a breadcrumb back to Orders, the property address as the page's heading,
 * the tokens on a small line above it, and the page's actions.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePrintMode } from '../../../components/use-print-mode';
import type { OrderResponse } from '../../../api/schemas/order-response';
import { ServiceText } from '../../../components/ui/service-text';
import { withoutBidiControls } from '../../../lib/bidi';
import { formatDateTime } from '../../../lib/format';
import { addressOf, cityLine, resultStreet, streetLine } from './report-sections';
import { fieldText } from './field-value';
import { paths } from '../../../lib/paths';

/** The page heading: the address, or the shared street of several units, or the first of several. */
export function resultHeading(responses: readonly OrderResponse[]): string {
  const first = responses[0];
  const a = first ? addressOf(first) : null;
  if (!first || !a) return 'Order result';
  if (responses.length === 1) return `${streetLine(a)}, ${cityLine(a)}`;
  if (sameBuilding(responses)) return `${withoutBidiControls(fieldText(a.address))}, ${cityLine(a)}`;
  const more = responses.length - 1;
  return `${streetLine(a)}, ${cityLine(a)} and ${more} more ${more === 1 ? 'property' : 'properties'}`;
}

/** Whether every result is at the same street address (the units of one building). */
export function sameBuilding(responses: readonly OrderResponse[]): boolean {
  const first = responses[0];
  const a = first ? addressOf(first) : null;
  return (
    a !== null &&
    responses.every((r) => {
      const b = addressOf(r);
      return (
        b !== null && fieldText(b.address) === fieldText(a.address) && fieldText(b.city) === fieldText(a.city)
      );
    })
  );
}

/** The top of the printed sheet (hidden on screen): whose sheet it is and when it was printed. */
function PrintBand() {
  const { printedAt } = usePrintMode();
  return (
    <div className="mb-4 hidden items-baseline justify-between border-b-2 border-slate-900 pb-2 text-sm print:flex">
      <span className="text-base font-semibold">Valuation Portal</span>
      <span>Printed {formatDateTime(printedAt)}</span>
    </div>
  );
}

/** The short name of a result: the street line, with the city. */
export function resultShortName(response: OrderResponse): string {
  const a = addressOf(response);
  return a ? `${streetLine(a)}, ${withoutBidiControls(fieldText(a.city))}` : resultStreet(response);
}

export function ResultHeader({
  heading,
  crumb,
  intakeToken,
  orderToken,
  actions,
}: {
  heading: string;
  crumb: string;
  intakeToken: string;
  orderToken: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6">
      <PrintBand />
      <nav aria-label="Breadcrumb" className="mb-3 text-sm print:hidden">
        <ol className="flex flex-wrap items-center gap-1 text-slate-700">
          <li>
            <Link
              to={paths.orders()}
              className="tap-target font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              Orders
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="min-w-0 truncate">
            <ServiceText text={crumb} />
          </li>
        </ol>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
        <div className="min-w-0">
          {/* Above the heading, so that the heading's arrival (one line or three) moves nothing on screen.
              Each token with its label stays on one line where it fits; a very long one breaks anywhere. */}
          <p className="mb-1 text-xs text-slate-700">
            {intakeToken ? (
              <span className="inline-block max-w-full break-all">
                Intake token <ServiceText className="font-mono text-slate-900" text={intakeToken} />
                {orderToken ? ' · ' : null}
              </span>
            ) : null}
            {intakeToken && orderToken ? ' ' : null}
            {orderToken ? (
              <span className="inline-block max-w-full break-all">
                Order token <ServiceText className="font-mono text-slate-900" text={orderToken} />
              </span>
            ) : null}
          </p>
          <h1
            tabIndex={-1}
            className="text-2xl font-semibold text-balance text-slate-900 [overflow-wrap:anywhere] focus:outline-none sm:text-3xl"
          >
            <ServiceText text={heading} />
          </h1>
        </div>
        {/* Not on a phone: there the key figures come straight under the heading, and the breadcrumb
            leads back to Orders. */}
        {actions ? <div className="hidden flex-wrap gap-2 sm:flex print:hidden">{actions}</div> : null}
      </div>
    </div>
  );
}
