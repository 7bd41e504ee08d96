import { toIsoDate } from '../lib/format';

/** The date `days` business days (Monday to Friday) after `from`, as YYYY-MM-DD. */
export function addBusinessDays(from: Date, days: number): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate());
  let left = days;
  while (left > 0) {
    date.setDate(date.getDate() + 1);
    const day = date.getDay();
    if (day !== 0 && day !== 6) left -= 1;
  }
  return toIsoDate(date);
}
