/** The service's refusals of a price, in the portal's words, with the cell each is about (issue 44). */
import { describe, expect, it } from 'vitest';
import { knownPricingRefusals, plainPricingRefusal } from '../../src/api/pricing-refusals';

describe('plainPricingRefusal', () => {
  it('puts every refusal seen in the portal’s words, naming the cell to correct', () => {
    for (const entry of knownPricingRefusals) {
      expect(plainPricingRefusal(entry.example)).toEqual({
        title: entry.title,
        message: entry.message,
        field: entry.field,
      });
    }
    expect(plainPricingRefusal('We do not serve postal code 00012 yet.')?.field).toBe('zip');
    expect(plainPricingRefusal('ZIP CODE IS NOT SERVICEABLE')?.title).toBe(
      'The service does not cover this ZIP code yet',
    );
  });

  it('falls back on the service’s general messages, and leaves an unknown one alone', () => {
    expect(
      plainPricingRefusal(
        "The company token you provided, is either invalid OR you don't have access to it!",
      ),
    ).toEqual({
      title: 'The service did not accept your company',
      message:
        'Sign out and sign in again. If this message comes back, contact support with the technical details below.',
    });
    expect(plainPricingRefusal('Flood zone pricing is unavailable')).toBeNull();
  });
});
