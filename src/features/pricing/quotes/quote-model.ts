/** A quote in words: what was priced, the link that prices it again, and the record that is saved. */
import type { Pricing, PricingRequest } from '../../../api/schemas/pricing';
import { toIsoDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { turnaroundWords } from '../../../lib/service-terms';
import { stateName } from '../../../lib/us-states';
import { feeLines } from '../stepper/fee-lines';
import type { SavedQuote } from './saved-quotes';
import { propertyTypeLabel, WIZARD_PARAMS } from '../stepper/wizard-params';

export interface QuoteChoices {
  report: string;
  turnaround: string;
  inspection: string;
  property: string;
}

export function quoteChoices(pricing: Pricing, request: PricingRequest): QuoteChoices {
  const { reportType, turnaround } = pricing;
  return {
    report:
      reportType.formalName && reportType.formalName !== reportType.nickname
        ? `${reportType.nickname} (${reportType.formalName})`
        : reportType.nickname,
    turnaround: turnaround.timeText
      ? `${turnaround.name} (${turnaroundWords(turnaround.timeText)})`
      : turnaround.name,
    inspection: pricing.inspectionType.name,
    property: `${propertyTypeLabel(request.residentialPropertyType)} in ${stateName(request.state)} ${request.postalCode}`,
  };
}

/** The wizard's query string for these choices, in a stable order: `?report=…&tat=…&…`. */
export function quoteSearch(request: PricingRequest): string {
  const params = new URLSearchParams();
  params.set(WIZARD_PARAMS.report, request.reportType);
  params.set(WIZARD_PARAMS.turnaround, request.turnaround);
  params.set(WIZARD_PARAMS.inspection, request.inspectionType);
  params.set(WIZARD_PARAMS.property, request.residentialPropertyType);
  params.set(WIZARD_PARAMS.state, request.state);
  params.set(WIZARD_PARAMS.zip, request.postalCode);
  return `?${params.toString()}`;
}

/** The full address of the wizard at this quote. */
export function quoteUrl(search: string, origin = window.location.origin): string {
  return new URL(`${paths.pricing()}${search}`, origin).href;
}

export function buildSavedQuote({
  reference,
  pricing,
  request,
  pricedAt,
  savedAt,
}: {
  reference: string;
  pricing: Pricing;
  request: PricingRequest;
  /** When the price was fetched (ms). */
  pricedAt: number;
  savedAt: string;
}): SavedQuote {
  return {
    reference,
    savedAt,
    pricedOn: toIsoDate(new Date(pricedAt)),
    link: quoteSearch(request),
    request: { ...request },
    choices: quoteChoices(pricing, request),
    lines: feeLines(pricing),
    totalPrice: pricing.totalPrice,
    ccSurcharge: pricing.ccSurcharge,
    dueDate: pricing.dueDate,
  };
}
