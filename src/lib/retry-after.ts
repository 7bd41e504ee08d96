/**
 * `Retry-After` (RFC 9110 10.2.3): a number of seconds or an HTTP date. Milliseconds to wait from `now`,
 * or null when the header is absent or unreadable (the caller then uses its own backoff).
 */
export function parseRetryAfter(value: string | null, now: number): number | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its day or month in letters; Date.parse alone would take "-5" as a year.
  if (!/[A-Za-z]{3}/.test(text)) return null;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}
