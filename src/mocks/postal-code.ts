/**
 * The mock service's one ZIP rule, used by every handler that takes a postal code (company update and
 * confirm-price): five digits, the form the vendor notes saw and the pattern the service's refusal names.
 * ZIP+4 is refused: the portal sends the five digits (docs/decisions/2026-11-21-company-phone-and-postal-code.md).
 * Which ZIPs are priced is a separate matter of coverage (`unservedPostalCodeError`), for pricing only.
 */
import { fieldError, type ServiceErrorElement } from './envelope';

export const POSTAL_CODE_PATTERN = /^\d{5}$/;

/** The service's refusal of a postal code that is not five digits, for the field `key`; null when it is. */
export function postalCodeError(value: string, key = 'postal_code'): ServiceErrorElement | null {
  if (POSTAL_CODE_PATTERN.test(value)) return null;
  return fieldError(key, `{} with value "${value}" fails to match the required pattern: /^\\d{5}$/`, value);
}

/** Pricing's coverage: ZIPs starting 000 (none exist) stand for an area the service does not serve yet. */
export function unservedPostalCodeError(value: string, key = 'postal_code'): ServiceErrorElement | null {
  return value.startsWith('000') ? fieldError(key, `We do not serve postal code ${value} yet.`, value) : null;
}
