import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatDueDate,
  formatMonthYear,
  formatStoredDateTime,
  formatTime,
  UNREADABLE,
} from '../../src/lib/format';

// The portal writes dates by hand (src/lib/format.ts says why); Intl.DateTimeFormat is what it must match.
const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', options);
/** Every month, days 1 and 9 to 31, at midnight, a minute past, 9:05, noon, 12:59 and 23:59. */
function moments(): Date[] {
  const dates: Date[] = [];
  for (let month = 0; month < 12; month += 1)
    for (const day of [1, 9, 10, 28, 31])
      for (const [hour, minute] of [
        [0, 0],
        [0, 1],
        [9, 5],
        [12, 0],
        [12, 59],
        [23, 59],
      ] as const)
        dates.push(new Date(2026, month, day, hour, minute));
  return dates;
}

describe('dates, written the way Intl.DateTimeFormat writes them in en-US', () => {
  it('writes a moment as month, day, year and time: "Nov 24, 2026, 4:10 PM"', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 16, 10))).toBe('Nov 24, 2026, 4:10 PM');
    const format = intl({ dateStyle: 'medium', timeStyle: 'short' });
    for (const date of moments())
      expect(formatDateTime(date)).toBe(format.format(date).replace(/\u202f/g, ' '));
  });

  it('writes the time of day with a 12-hour clock: midnight is 12:00 AM, noon 12:00 PM', () => {
    expect(formatTime(new Date(2026, 0, 1, 0, 0))).toBe('12:00 AM');
    expect(formatTime(new Date(2026, 0, 1, 12, 0))).toBe('12:00 PM');
    expect(formatTime(new Date(2026, 0, 1, 9, 5))).toBe('9:05 AM');
    const format = intl({ timeStyle: 'short' });
    for (const date of moments()) expect(formatTime(date)).toBe(format.format(date).replace(/\u202f/g, ' '));
  });

  it('writes a due date with its weekday, and shows text it cannot read as sent', () => {
    expect(formatDueDate('2026-11-24')).toBe('Tue, Nov 24, 2026');
    expect(formatDueDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDueDate('next week')).toBe('next week');
    expect(formatDueDate(null)).toBe(UNREADABLE);
    const format = intl({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
    for (const date of moments()) {
      const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
      expect(formatDueDate(iso)).toBe(format.format(date));
    }
  });

  it('writes a stored moment, and nothing for text that is not one', () => {
    const date = new Date(2026, 10, 21, 15, 4);
    expect(formatStoredDateTime(date.toISOString())).toBe('Nov 21, 2026, 3:04 PM');
    expect(formatStoredDateTime('yesterday')).toBeNull();
  });

  it('writes a card expiry month in full: 2026, 12 is "December 2026"', () => {
    expect(formatMonthYear(2026, 12)).toBe('December 2026');
    const format = intl({ month: 'long', year: 'numeric' });
    for (let month = 1; month <= 12; month += 1)
      expect(formatMonthYear(2031, month)).toBe(format.format(new Date(2031, month - 1, 1)));
  });
});
