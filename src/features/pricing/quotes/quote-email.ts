/**
 * "Email quote": a mailto: link with a plain-text summary, for the user's own mail program (the
 * service sends no email). It lists the fees that apply (no "$0.00" lines), says who prepared it and for
 * which company, and that prices can change.
 */
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import type { QuoteAuthor } from './quote-author';
import { quoteUrl } from './quote-model';
import type { SavedQuote } from './saved-quotes';

export function quoteEmail(
  quote: SavedQuote,
  author: QuoteAuthor,
  origin?: string,
): { subject: string; body: string } {
  const subject = `Quote ${quote.reference}: ${quote.choices.report}, ${formatMoney(quote.totalPrice)}`;
  const lines = [
    `Quote ${quote.reference} from the Valuation Portal`,
    `Prepared by ${author.preparedBy}`,
    ...(author.company === null ? [] : [`For ${author.company}`]),
    `Priced on ${formatDueDate(quote.pricedOn)}; prices can change`,
    '',
    `Property: ${quote.choices.property}`,
    `Report: ${quote.choices.report}`,
    `Turnaround: ${quote.choices.turnaround}`,
    `Inspection: ${quote.choices.inspection}`,
    '',
    'Price breakdown:',
    ...quote.lines
      .filter((line) => line.amount !== 0)
      .map((line) => `- ${line.label}: ${formatMoney(line.amount)}`),
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

export function mailtoHref(quote: SavedQuote, author: QuoteAuthor, origin?: string): string {
  const { subject, body } = quoteEmail(quote, author, origin);
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
