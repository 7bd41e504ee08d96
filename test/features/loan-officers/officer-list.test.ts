import { describe, expect, it } from 'vitest';
import type { LoanOfficer } from '../../../src/api/schemas/loan-officers';
import {
  mailtoHref,
  searchOfficers,
  sortOfficers,
  sortOfficersByName,
  telHref,
} from '../../../src/features/loan-officers/officer-list';

function officer(name: string, username: string, email = `${username}@example.com`): LoanOfficer {
  return { token: username, username, firstName: '', lastName: '', name, email, phone: '' };
}

describe('officer list', () => {
  const officers = [
    officer('Émile Zola', 'ezola'),
    officer('anna Bell', 'abell'),
    officer('Anna Bell', 'abell2'),
  ];

  it('sorts by name ignoring case and accents, then by username', () => {
    expect(sortOfficersByName(officers, 'ascending').map((o) => o.username)).toEqual([
      'abell',
      'abell2',
      'ezola',
    ]);
    expect(sortOfficersByName(officers, 'descending').map((o) => o.username)).toEqual([
      'ezola',
      'abell2',
      'abell',
    ]);
  });

  it('sorts by a phone number by its digits, whatever its format, then by name', () => {
    const withPhones = [
      { ...officer('Cy', 'cy'), phone: '+1 (614) 555-0100' },
      { ...officer('Bo', 'bo'), phone: '+12165550100' },
      { ...officer('Al', 'al'), phone: '+16145550100' },
    ];
    expect(sortOfficers(withPhones, 'phone', 'ascending').map((o) => o.username)).toEqual(['bo', 'al', 'cy']);
    expect(sortOfficers(withPhones, 'email', 'descending').map((o) => o.username)).toEqual([
      'cy',
      'bo',
      'al',
    ]);
  });

  it('searches trimmed, in any case; an empty query keeps everyone', () => {
    expect(searchOfficers(officers, '  BELL ').map((o) => o.username)).toEqual(['abell', 'abell2']);
    expect(searchOfficers(officers, '   ')).toHaveLength(3);
    expect(searchOfficers(officers, 'ezola@')).toHaveLength(1);
  });

  it('builds links only from valid values', () => {
    expect(mailtoHref(' dana@example.com ')).toBe('mailto:dana@example.com');
    expect(mailtoHref('dana@example')).toBeNull();
    expect(mailtoHref('dana@example.com?cc=x@y.z')).toBeNull();
    expect(mailtoHref('a b@example.com')).toBeNull();
    expect(telHref('+16145550187')).toBe('tel:+16145550187');
    expect(telHref('6145550187')).toBeNull();
    expect(telHref('+1 614 555 0187')).toBeNull();
    expect(telHref('+0123456789')).toBeNull();
  });
});
