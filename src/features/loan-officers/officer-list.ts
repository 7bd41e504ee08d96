/** Searching and contact links for the loan officers table: pure functions. */
import type { LoanOfficer } from '../../api/schemas/loan-officers';
import { isEmail } from '../../lib/email';

/** Officers whose name, username or email contains the query (any case); all of them for an empty query. */
export function searchOfficers(officers: readonly LoanOfficer[], query: string): LoanOfficer[] {
  const needle = query.trim().toLocaleLowerCase('en-US');
  if (!needle) return [...officers];
  return officers.filter((officer) =>
    [officer.name, officer.username, officer.email].some((value) =>
      (value ?? '').toLocaleLowerCase('en-US').includes(needle),
    ),
  );
}

export type OfficerSortKey = 'name' | 'username' | 'email' | 'phone';

// Links are built only from values that look right: anything else is shown as text.
const E164 = /^\+[1-9]\d{7,14}$/;

export function mailtoHref(email: string): string | null {
  const value = email.trim();
  return isEmail(value) ? `mailto:${value}` : null;
}

export function telHref(phone: string): string | null {
  const value = phone.trim();
  return E164.test(value) ? `tel:${value}` : null;
}
