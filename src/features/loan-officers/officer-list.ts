/** Searching, sorting and contact links for the loan officers table: pure functions. */
import type { LoanOfficer } from '../../api/schemas/loan-officers';
import { isEmail } from '../../lib/email';
import { compareText, directionSign, type SortDirection } from '../../lib/sort';

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

/** What each column sorts by: the text it shows (a phone by its digits, so formats do not matter). */
const sortText: Record<OfficerSortKey, (officer: LoanOfficer) => string> = {
  name: (officer) => officer.name ?? '',
  username: (officer) => officer.username ?? '',
  email: (officer) => (officer.email ?? '').trim(),
  phone: (officer) => (officer.phone ?? '').replace(/\D/g, ''),
};

/**
 * By the chosen column, then name and username so that equal values keep a stable order (unreadable
 * values as empty).
 */
export function sortOfficers(
  officers: readonly LoanOfficer[],
  key: OfficerSortKey,
  direction: SortDirection,
): LoanOfficer[] {
  const sign = directionSign(direction);
  const by = sortText[key];
  return [...officers].sort(
    (a, b) =>
      sign *
      (compareText(by(a), by(b)) ||
        compareText(a.name ?? '', b.name ?? '') ||
        compareText(a.username ?? '', b.username ?? '')),
  );
}

/** By name as shown, then username so that equal names keep a stable order (unreadable ones as empty). */
export function sortOfficersByName(
  officers: readonly LoanOfficer[],
  direction: SortDirection,
): LoanOfficer[] {
  return sortOfficers(officers, 'name', direction);
}

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
