/**
 * A saved quote opened from the Quotes page (`?quote=Q-…`): what it cost when it was saved, against
 * the price the wizard has just fetched for the same choices today.
 */
import { useSearchParams } from 'react-router';
import type { Pricing, PricingRequest } from '../../../api/schemas/pricing';
import { Alert } from '../../../components/ui/alert';
import { formatDueDate } from '../../../lib/format';
import { formatMoney } from '../../../lib/money';
import { sameRequest, useSavedQuotes, type SavedQuote } from './saved-quotes';

export const QUOTE_PARAM = 'quote';

/** How today's total compares with the saved one, in words. */
export function priceChange(saved: SavedQuote, todayTotal: number): string {
  const cents = Math.round(todayTotal * 100) - Math.round(saved.totalPrice * 100);
  if (cents === 0) return 'the same total';
  const difference = formatMoney(Math.abs(cents) / 100);
  return `${formatMoney(todayTotal)}, ${difference} ${cents > 0 ? 'more' : 'less'}`;
}

export function ReopenedQuote({ pricing, request }: { pricing: Pricing; request: PricingRequest }) {
  const [params] = useSearchParams();
  const { quotes } = useSavedQuotes();
  const reference = params.get(QUOTE_PARAM);
  const saved = quotes.find((q) => q.reference === reference && sameRequest(q.request, request));
  if (!saved) return null;
  const changed = Math.round(saved.totalPrice * 100) !== Math.round(pricing.totalPrice * 100);
  return (
    <Alert tone={changed ? 'warning' : 'info'} role="none" title={`Saved quote ${saved.reference}`}>
      Priced on {formatDueDate(saved.pricedOn)} at {formatMoney(saved.totalPrice)}. Priced again today:{' '}
      {priceChange(saved, pricing.totalPrice)}.
    </Alert>
  );
}
