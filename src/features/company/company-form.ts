/**
 * The company details form: one zod schema with the user-facing messages, the conversions between
 * the stored company and what the form shows, and the names the service uses for each field.
 * Phone and postal code are sent in one canonical form: see
 * docs/decisions/2026-11-21-company-phone-and-postal-code.md.
 */
import * as z from 'zod/mini';
import type { Company, CompanyUpdate } from '../../api/schemas/company';
import { EMAIL_PATTERN } from '../../lib/email';
import { formatUsPhone } from '../../lib/format';
import { isUsStateCode, normalizePostalCode } from '../../lib/us-states';

/** A sanity limit only: the interface does not say how long the service lets these be. */
const MAX_LENGTH = 255;
const tooLong = `Use ${MAX_LENGTH} characters or fewer.`;

/**
 * A US phone number typed in any common format ("614-555-0142", "(614) 555 0142", "+1 614.555.0142",
 * "16145550142") → E.164 "+16145550142"; anything else → null. Area code and exchange follow the
 * North American numbering plan (they never start with 0 or 1).
 */
export function toE164UsPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const m = /^(?:\+1|1)?([2-9]\d{2}[2-9]\d{6})$/.exec(compact);
  return m ? `+1${m[1]}` : null;
}

const requiredText = (message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(MAX_LENGTH, tooLong));

export const companyFormSchema = z.pipe(
  z.object({
    name: requiredText('Enter the company name.'),
    // The service accepts an empty nickname.
    nickname: z.string().check(z.trim(), z.maxLength(MAX_LENGTH, tooLong)),
    email: requiredText('Enter the company email address.').check(
      // The portal's one email rule (lib/email.ts): stricter than the service, so a refusal is rare.
      z.regex(EMAIL_PATTERN, 'Enter a valid email address, like ops@example.com.'),
    ),
    phone: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the company phone number.'),
      z.refine(
        (value) => value === '' || toE164UsPhone(value) !== null,
        'Enter a 10-digit US phone number, like (614) 555-0142.',
      ),
    ),
    address: requiredText('Enter the street address.'),
    city: requiredText('Enter the city.'),
    state: z.string().check(z.refine((value) => isUsStateCode(value), 'Choose a state.')),
    postalCode: z.string().check(
      z.trim(),
      z.minLength(1, 'Enter the ZIP code.'),
      z.refine(
        (value) => value === '' || normalizePostalCode(value) !== null,
        'Enter a 5-digit ZIP code, or ZIP+4 like 43215-1234.',
      ),
    ),
  }),
  z.transform((values): CompanyUpdate => ({
    ...values,
    // Both were checked above: the fallbacks are never used.
    phone: toE164UsPhone(values.phone) ?? values.phone,
    postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode,
  })),
);

export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormField = keyof CompanyFormValues;

export const emptyCompanyForm: CompanyFormValues = {
  name: '',
  nickname: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  postalCode: '',
};

/** The stored company as the form shows it: the phone formatted for reading, the rest as stored. */
export function toFormValues(company: Company | null | undefined): CompanyFormValues {
  if (!company) return { ...emptyCompanyForm };
  return {
    name: company.name,
    nickname: company.nickname,
    email: company.email,
    phone: company.phone ? formatUsPhone(company.phone) : '',
    address: company.address,
    city: company.city,
    state: company.state,
    postalCode: company.postalCode,
  };
}

/** The service's name of each field (`errors[].key`) → the form's. */
const serviceFieldNames: Record<string, CompanyFormField> = {
  name: 'name',
  nickname: 'nickname',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  postal_code: 'postalCode',
  postalCode: 'postalCode',
};

export const serviceFields: readonly string[] = Object.keys(serviceFieldNames);

export function formFieldFor(serviceField: string | null): CompanyFormField | null {
  return serviceField !== null && Object.hasOwn(serviceFieldNames, serviceField)
    ? (serviceFieldNames[serviceField] ?? null)
    : null;
}
