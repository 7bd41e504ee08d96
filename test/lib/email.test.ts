/** The one email rule, used by the company form and by the loan officers' mailto links. */
import { describe, expect, it } from 'vitest';
import { companyFormSchema } from '../../src/features/company/company-form';
import { mailtoHref } from '../../src/features/loan-officers/officer-list';
import { isEmail } from '../../src/lib/email';

const valid = [
  'a.b+c@example.co.uk',
  'ops@keystonelending.example',
  "o'brien@example.com",
  'Dana.Whitfield@Example.COM',
  'first_last-2@sub.domain-name.org',
];
const invalid = [
  'a@b',
  'ops@keystone',
  'plain',
  '@example.com',
  'a b@example.com',
  'a..b@example.com',
  '.a@example.com',
  '"quoted"@example.com',
  '<a>@example.com',
  'dana@example.com?cc=x@y.z',
  'a@example.c0m',
  '',
];

describe('the email rule', () => {
  it.each(valid)('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(invalid)('refuses %j', (email) => {
    expect(isEmail(email)).toBe(false);
  });

  it('ignores surrounding spaces', () => {
    expect(isEmail('  ops@example.com ')).toBe(true);
  });

  it('is the same rule in the company form and in the mailto links', () => {
    const company = {
      name: 'Keystone',
      nickname: '',
      phone: '(614) 555-0142',
      address: '1 Main St',
      city: 'Columbus',
      state: 'OH',
      postalCode: '43215',
    };
    for (const email of [...valid, ...invalid.filter((e) => e !== '')]) {
      const accepted = companyFormSchema.safeParse({ ...company, email }).success;
      expect([email, accepted]).toEqual([email, isEmail(email)]);
      expect([email, mailtoHref(email)]).toEqual([email, isEmail(email) ? `mailto:${email}` : null]);
    }
  });
});
