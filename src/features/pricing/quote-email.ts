/**
 * "Email quote": a mailto: link with a plain-text summary, for the user's own mail program (the
 * service sends no email). Every fee line is listed, zero ones too, so the total can be checked by hand.
 */
import { formatDueDate } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { quoteUrl } from './quote-model';
import type { SavedQuote } from './saved-quotes';

export function quoteEmail(quote: SavedQuote, origin?: string): { subject: string; body: string } {
  const subject = `Quote ${quote.reference}: ${quote.choices.report}, ${formatMoney(quote.totalPrice)}`;
  const lines = [
    `Quote ${quote.reference} from the Valuation Portal`,
    `Priced on ${formatDueDate(quote.pricedOn)}`,
    '',
    `Property: ${quote.choices.property}`,
    `Report: ${quote.choices.report}`,
    `Turnaround: ${quote.choices.turnaround}`,
    `Inspection: ${quote.choices.inspection}`,
    '',
    'Price breakdown:',
    ...quote.lines.map((line) => `- ${line.label}: ${formatMoney(line.amount)}`),
    `Total: ${formatMoney(quote.totalPrice)}`,
    ...(quote.ccSurcharge > 0
      ? [`Card surcharge: ${formatMoney(quote.ccSurcharge)} if paid by card, not included in the total`]
      : []),
    `Due: ${formatDueDate(quote.dueDate)}`,
    '',
    `Open this quote: ${quoteUrl(quote.link, origin)}`,
  ];
  return { subject, body: lines.join('\r\n') };
}

export function mailtoHref(quote: SavedQuote, origin?: string): string {
  const { subject, body } = quoteEmail(quote, origin);
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
