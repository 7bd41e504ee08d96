import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../src/lib/retry-after';

describe('parseRetryAfter', () => {
  const now = Date.UTC(2026, 10, 24, 12, 0, 0);

  it('reads seconds and HTTP dates, in ms from now', () => {
    expect(parseRetryAfter('3', now)).toBe(3_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Tue, 24 Nov 2026 12:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Tue, 24 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('gives null for an absent or unreadable header', () => {
    expect(parseRetryAfter(null, now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter('-5', now)).toBeNull();
  });
});
