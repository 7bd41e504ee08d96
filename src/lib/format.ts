/** Display formatting shared by every page (en-US): percentages, dates, phone numbers. Money: money.ts. */

export function formatPercent(value: number, digits = 1): string {
  return `${value.toFixed(digits)}%`;
}

/** Parses `YYYY-MM-DD` as a calendar date (no time zone shift). */
export function parseIsoDate(iso: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(date.getTime()) || date.getMonth() !== Number(m[2]) - 1 ? null : date;
}

/*
 * Dates are written by hand, not with Intl.DateTimeFormat: the first date format a page makes is costly
 * (ICU loads the locale's patterns), in the middle of the page's first render. The words below are en-US's own (what Intl wrote, space for space); the unit
 * test checks every function against Intl.DateTimeFormat (docs/decisions/2026-11-25-formats-without-intl.md).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const shortMonth = (date: Date) => MONTHS[date.getMonth()]!.slice(0, 3);
/** "Nov 24, 2026" */
const mediumDate = (date: Date) => `${shortMonth(date)} ${date.getDate()}, ${date.getFullYear()}`;

/** What a page shows for a value the service sent but the portal could not read. */
export const UNREADABLE = 'Unreadable';

/** `2026-11-24` → "Tue, Nov 24, 2026"; unreadable text is shown as sent; null (unreadable) as such. */
export function formatDueDate(iso: string | null): string {
  if (iso === null) return UNREADABLE;
  const date = parseIsoDate(iso);
  return date ? `${WEEKDAYS[date.getDay()]!}, ${mediumDate(date)}` : iso;
}

/** A moment: "Nov 24, 2026, 4:10 AM". */
export function formatDateTime(date: Date): string {
  return `${mediumDate(date)}, ${formatTime(date)}`;
}

/** A moment the portal stored as ISO text, like `formatDateTime`; null when the text is not a moment. */
export function formatStoredDateTime(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : formatDateTime(date);
}

/** The time of day: "4:10 AM", "12:05 PM". */
export function formatTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A calendar month: 2026, 12 → "December 2026". */
export function formatMonthYear(year: number, month: number): string {
  const date = new Date(year, month - 1, 1);
  return `${MONTHS[date.getMonth()]!} ${date.getFullYear()}`;
}

export function toIsoDate(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** "+15551234567" or "5551234567" → "(555) 123-4567"; anything else as sent. */
export function formatUsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // After a plus the country code is explicit, and only +1 is American: "+4930123456" is a Berlin number.
  const international = phone.trim().startsWith('+');
  const national =
    digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : international ? '' : digits;
  if (national.length !== 10) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
