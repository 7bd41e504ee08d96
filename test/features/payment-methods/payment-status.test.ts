import { describe, expect, it } from 'vitest';
import {
  cardExpiry,
  cardName,
  formatExpiry,
  processorName,
  verificationBadge,
} from '../../../src/features/payment-methods/payment-status';

describe('cardExpiry', () => {
  const today = new Date(2026, 10, 23, 10, 0); // 23 Nov 2026

  it.each([
    [11, 2026, 'expires-soon'], // good through 30 Nov: not expired yet
    [10, 2026, 'expired'],
    [12, 2026, 'expires-soon'],
    [2, 2027, 'current'], // 28 Feb 2027 is 97 days away
    [1, 2027, 'expires-soon'],
    [8, 2028, 'current'],
    [3, 2025, 'expired'],
    [0, 2027, 'unknown'],
    [13, 2027, 'unknown'],
    [Number.NaN, 2027, 'unknown'],
  ] as const)('%i/%i is %s', (month, year, expected) => {
    expect(cardExpiry(month, year, today)).toBe(expected);
  });

  it('turns expired the day after the end of the expiry month', () => {
    expect(cardExpiry(11, 2026, new Date(2026, 10, 30, 23, 59))).toBe('expires-soon');
    expect(cardExpiry(11, 2026, new Date(2026, 11, 1, 0, 1))).toBe('expired');
  });

  it('counts 90 days to the last day of the month', () => {
    // 28 Feb 2027 is 90 days after 30 Nov 2026.
    expect(cardExpiry(2, 2027, new Date(2026, 10, 30))).toBe('expires-soon');
    expect(cardExpiry(2, 2027, new Date(2026, 10, 29))).toBe('current');
  });
});

describe('formatting', () => {
  it('formats expiry as on the card', () => {
    expect(formatExpiry(8, 2028)).toBe('08/2028');
    expect(formatExpiry(12, 2026)).toBe('12/2026');
    expect(formatExpiry(0, 2026)).toBe('Not given');
  });

  it('names processors and cards', () => {
    expect(processorName('stripe')).toBe('Stripe');
    expect(processorName('authorize_net')).toBe('Authorize Net');
    expect(processorName('')).toBe('Payment processor');
    expect(cardName('Visa', 'visa')).toBe('Visa');
    expect(cardName('', 'american_express')).toBe('American express');
    expect(cardName(' ', '')).toBe('Card');
  });

  it('shows verification statuses as badges', () => {
    expect(verificationBadge('verified')).toEqual({ label: 'Verified', tone: 'success' });
    expect(verificationBadge('pending')).toEqual({ label: 'Pending verification', tone: 'warning' });
    expect(verificationBadge('PENDING')).toEqual({ label: 'Pending verification', tone: 'warning' });
    expect(verificationBadge('verification_failed')).toEqual({
      label: 'Verification failed',
      tone: 'danger',
    });
    expect(verificationBadge('new')).toEqual({ label: 'New', tone: 'neutral' });
    expect(verificationBadge('')).toEqual({ label: 'Not reported', tone: 'neutral' });
  });
});
