/**
 * The lines of a quote's breakdown, each with a plain label and a one-line explanation.
 * `baseFee` is the service's subtotal of report and inspection, not a fee of its own, and
 * `inspectionPrice`/`inspectionPriceAdditionalUnits` are the parts of `inspectionFee`: none of them is a
 * line, so the lines add up to the total. Anything the service charges without naming it appears as
 * "Other charges" rather than silently making the lines disagree with the total.
 */
import type { Pricing } from '../../../api/schemas/pricing';
import { formatMoney, fromCents, toCents } from '../../../lib/money';
import { turnaroundWords } from '../../../lib/service-terms';

export interface FeeLine {
  key: string;
  label: string;
  explanation: string;
  amount: number;
}

/** Where the quoted property is: the summary shows a price only for a complete request. */
export interface QuoteContext {
  state: string;
  postalCode: string;
}

function inspectionExplanation(pricing: Pricing): string {
  const { inspectionType, units, amounts } = pricing;
  if (units > 1) {
    const more = units - 1;
    const additional = formatMoney(amounts.inspectionPriceAdditionalUnits);
    const rest =
      more === 1
        ? `${additional} for the additional unit`
        : `${additional} for each of the ${more} additional units`;
    return `${inspectionType.name}: ${formatMoney(amounts.inspectionPrice)} for the first unit and ${rest}.`;
  }
  return `${inspectionType.name} of the property.`;
}

export function feeLines(pricing: Pricing): FeeLine[] {
  const { amounts, turnaround, reportType } = pricing;
  const timeText = turnaround.timeText ? ` (${turnaroundWords(turnaround.timeText)})` : '';
  const lines: FeeLine[] = [
    {
      key: 'report',
      label: 'Report',
      explanation: `${reportType.formalName || reportType.nickname}.`,
      amount: amounts.reportTypeFee,
    },
    {
      key: 'inspection',
      label: 'Inspection',
      explanation: inspectionExplanation(pricing),
      amount: amounts.inspectionFee,
    },
    {
      key: 'turnaround',
      label: 'Turnaround',
      explanation: `${turnaround.name} delivery${timeText}.`,
      amount: amounts.rushFee,
    },
    // The interface names these charges but does not say what they are for: each is labelled by its
    // name and given no explanation, rather than one the service never stated.
    { key: 'location', label: 'Surcharge', explanation: '', amount: amounts.surchargeFee },
    { key: 'conversion', label: 'Conversion fee', explanation: '', amount: amounts.conversionFee },
    {
      key: 'gla',
      label: 'Gross living area (GLA) surcharge',
      explanation: '',
      amount: amounts.glaSurcharge,
    },
    { key: 'licensing', label: 'Licensing surcharge', explanation: '', amount: amounts.licensingSurcharge },
    { key: 'flood', label: 'Flood charge', explanation: '', amount: amounts.floodCharge },
  ];
  const itemized = lines.reduce((sum, line) => sum + toCents(line.amount), 0);
  const rest = toCents(pricing.totalPrice) - itemized;
  if (rest !== 0) {
    lines.push({
      key: 'other',
      label: 'Other charges',
      explanation: 'Included in the total by the service without an itemized line.',
      amount: fromCents(rest),
    });
  }
  return lines;
}
