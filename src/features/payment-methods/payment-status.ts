/**
 * What the payment methods page says about each source: card expiry computed from today, the ACH
 * verification status as a badge, the processor's display name. Pure functions, tested on their own.
 */
import type { BadgeTone } from '../../components/ui/badge';
import { formatMonthYear, UNREADABLE } from '../../lib/format';

/** A card expiring within this many days (counting to the end of its expiry month) "expires soon". */
export const EXPIRES_SOON_DAYS = 90;

export type CardExpiry = 'expired' | 'expires-soon' | 'current' | 'unknown';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The month and year when both are readable and make a real expiry; null otherwise. */
function validExpiry(month: number | null, year: number | null): { month: number; year: number } | null {
  if (month === null || year === null) return null;
  const valid =
    Number.isInteger(month) && month >= 1 && month <= 12 && Number.isInteger(year) && year >= 1000;
  return valid ? { month, year } : null;
}

/** A card is good through the last day of its expiry month; an unreadable expiry is 'unknown'. */
export function cardExpiry(expMonth: number | null, expYear: number | null, today: Date): CardExpiry {
  const expiry = validExpiry(expMonth, expYear);
  if (!expiry) return 'unknown';
  // Day 0 of the next month is the last day of the expiry month (local calendar, like `today`).
  const lastDay = new Date(expiry.year, expiry.month, 0);
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const daysLeft = Math.round((lastDay.getTime() - startOfToday.getTime()) / DAY_MS);
  if (daysLeft < 0) return 'expired';
  return daysLeft <= EXPIRES_SOON_DAYS ? 'expires-soon' : 'current';
}

/** 8, 2028 → "08/2028", as printed on cards; an unreadable month or year → "Unreadable". */
export function formatExpiry(expMonth: number | null, expYear: number | null): string {
  if (expMonth === null || expYear === null) return UNREADABLE;
  const expiry = validExpiry(expMonth, expYear);
  return expiry ? `${String(expiry.month).padStart(2, '0')}/${expiry.year}` : 'Not given';
}

/** 12, 2026 → "December 2026". */
export function expiryMonthName(expMonth: number | null, expYear: number | null): string {
  const expiry = validExpiry(expMonth, expYear);
  return expiry ? formatMonthYear(expiry.year, expiry.month) : '';
}

function humanize(value: string): string {
  const words = value.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface VerificationBadge {
  label: string;
  tone: BadgeTone;
}

/**
 * The interface shows only `pending`; other values are shown in words rather than hidden, with a
 * tone guessed from the word (failures in red).
 */
export function verificationBadge(status: string | null): VerificationBadge {
  if (status === null) return { label: UNREADABLE, tone: 'warning' };
  const value = status.trim().toLowerCase();
  if (value === '') return { label: 'Not reported', tone: 'neutral' };
  if (value === 'verified') return { label: 'Verified', tone: 'success' };
  if (value === 'pending') return { label: 'Pending verification', tone: 'warning' };
  if (/fail|error|reject|declin/.test(value)) return { label: humanize(status), tone: 'danger' };
  return { label: humanize(status), tone: 'neutral' };
}

/** The key under `paymentSources`, whatever it is: "stripe" → "Stripe", "authorize_net" → "Authorize Net". */
export function processorName(key: string): string {
  const words = key
    .trim()
    .split(/[_\-\s]+/)
    .filter(Boolean);
  if (words.length === 0) return 'Payment processor';
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}

/**
 * "visa" → "Visa", "american_express" → "American express"; the card's own name wins when given; with
 * neither (or neither readable) it is just "Card".
 */
export function cardName(sourceName: string | null, brand: string | null): string {
  if (sourceName?.trim()) return sourceName.trim();
  return brand?.trim() ? humanize(brand) : 'Card';
}
