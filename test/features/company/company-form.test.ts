/** The company form's schema: what is accepted, what is sent, and the messages. */
import { describe, expect, it } from 'vitest';
import {
  companyFormSchema,
  formFieldFor,
  toE164UsPhone,
  toFormValues,
} from '../../../src/features/company/company-form';
import { keystoneDetails } from '../../fixtures/company';
import { emptyForm } from './company-helpers';

/** Keystone's details as typed into the form: no nickname, the phone as a person writes it. */
const valid = { ...keystoneDetails, nickname: '', phone: '(614) 555-0142' };

describe('toE164UsPhone', () => {
  it.each([
    ['(614) 555-0142', '+16145550142'],
    ['614-555-0142', '+16145550142'],
    ['614.555.0142', '+16145550142'],
    ['614 555 0142', '+16145550142'],
    ['6145550142', '+16145550142'],
    ['16145550142', '+16145550142'],
    ['1 614 555 0142', '+16145550142'],
    ['+1 (614) 555-0142', '+16145550142'],
    ['+16145550142', '+16145550142'],
    ['  614-555-0142  ', '+16145550142'],
  ])('reads %j as %s', (input, expected) => {
    expect(toE164UsPhone(input)).toBe(expected);
  });

  it.each([
    '555-0142', // seven digits
    '614-555-01423', // eleven digits without the country code
    '+44 20 7946 0958', // not a US number
    '(014) 555-0142', // area codes never start with 0 or 1
    '(614) 155-0142', // nor do exchanges
    '614-555-0142 ext 5',
    '614-CALL-NOW',
    '',
  ])('refuses %j', (input) => {
    expect(toE164UsPhone(input)).toBeNull();
  });
});

describe('companyFormSchema', () => {
  it('sends the phone in E.164, the 5-digit ZIP, trimmed text', () => {
    const result = companyFormSchema.safeParse({
      ...valid,
      name: ' Keystone Lending Group LLC ',
      nickname: '  ',
      phone: '614.555.0142',
      postalCode: '43215-2210',
    });
    expect(result.success && result.data).toEqual({
      ...valid,
      nickname: '',
      phone: '+16145550142',
      postalCode: '43215',
    });
  });

  it('accepts ZIP+4 without the hyphen and refuses other shapes', () => {
    expect(companyFormSchema.safeParse({ ...valid, postalCode: '432152210' }).data?.postalCode).toBe('43215');
    for (const postalCode of ['4321', '43215-22', 'ABCDE', '43215 2210x']) {
      const result = companyFormSchema.safeParse({ ...valid, postalCode });
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        'Enter a 5-digit ZIP code, or ZIP+4 like 43215-1234.',
      ]);
    }
  });

  it('accepts only a state code from the list', () => {
    expect(companyFormSchema.safeParse({ ...valid, state: 'DC' }).success).toBe(true);
    expect(
      companyFormSchema.safeParse({ ...valid, state: 'XX' }).error?.issues.map((i) => i.message),
    ).toEqual(['Choose a state.']);
  });
});

describe('toFormValues', () => {
  it('shows a stored E.164 phone formatted, and an empty form without a company', () => {
    expect(toFormValues({ token: 't', ...valid, phone: '+16145550142' }).phone).toBe('(614) 555-0142');
    expect(toFormValues(null)).toEqual(emptyForm);
  });
});

describe('formFieldFor', () => {
  it("maps the service's field names onto the form's", () => {
    expect(formFieldFor('postal_code')).toBe('postalCode');
    expect(formFieldFor('email')).toBe('email');
    expect(formFieldFor('company_token')).toBeNull();
    expect(formFieldFor('toString')).toBeNull();
    expect(formFieldFor(null)).toBeNull();
  });
});
